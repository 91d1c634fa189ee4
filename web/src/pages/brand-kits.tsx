import { useState } from 'preact/hooks';
import { colourName } from '../../../src/vocabulary/descriptor-words';
import { allCharacters, api, formBody, type Schemas, unwrap } from '../api/client';
import { useAction, useLoad } from '../hooks';
import { ModelChoice, modelField } from '../models';
import { navigate } from '../router';
import { SceneResult } from '../signals';
import { useTimedRun, Working } from '../timing';
import { ActionForm, Empty, ErrorNote, Loading, Page, Swatch, Tile } from '../ui';

type Color = Schemas['PaletteColor'];
type Kit = Schemas['BrandKitWithAssets'];

const ASSET_KINDS: Array<[Schemas['BrandAssetKind'], string]> = [
  ['product', 'Product'],
  ['packaging', 'Packaging'],
  ['logo', 'Logo'],
  ['reference', 'Reference picture'],
];
const MAX_ASSETS_IN_A_SCENE = 4;
const PALETTE_MAX = 12;

/** The palette's colours, each a name and a colour picked with the browser's picker (shown as a swatch and in words). */
function PaletteEditor({ palette, onChange }: { palette: Color[]; onChange: (palette: Color[]) => void }) {
  const change = (index: number, color: Partial<Color>) => onChange(palette.map((one, i) => (i === index ? { ...one, ...color } : one)));
  return (
    <fieldset>
      <legend>Palette</legend>
      {palette.length === 0 && <p class="muted small">No colours yet.</p>}
      {palette.map((color, index) => (
        <div class="palette-row">
          <label>
            Colour {index + 1}
            <input name={`palette-name-${index}`} required maxLength={100} value={color.name} onInput={(e) => change(index, { name: e.currentTarget.value })} />
          </label>
          <label class="picker">
            <span class="visually-hidden">Colour {index + 1} value</span>
            <input type="color" value={color.hex.toLowerCase()} onInput={(e) => change(index, { hex: e.currentTarget.value })} />
            <span class="small">{colourName(color.hex)}</span>
          </label>
          <button type="button" aria-label={`Remove colour ${index + 1}`} onClick={() => onChange(palette.filter((_, i) => i !== index))}>
            Remove
          </button>
        </div>
      ))}
      {palette.length < PALETTE_MAX && (
        <button type="button" onClick={() => onChange([...palette, { name: '', hex: '#5b3fd1' }])}>
          Add a colour
        </button>
      )}
    </fieldset>
  );
}

function CreateBrandKit() {
  const [name, setName] = useState('');
  const [voice, setVoice] = useState('');
  const [palette, setPalette] = useState<Color[]>([]);
  const [logo, setLogo] = useState<File>();
  const create = useAction(async () => {
    const body = { name, brand_voice: voice || undefined, palette: JSON.stringify(palette), logo: logo as unknown as string | undefined };
    const kit = await unwrap(api.POST('/api/brand-kits', { body, bodySerializer: formBody }));
    navigate(`/brand-kits/${kit.id}`);
  });
  return (
    <ActionForm onSubmit={create.run}>
      <h2>New brand kit</h2>
      <label>
        Name
        <input name="name" required maxLength={100} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <label>
        Logo (optional: PNG with transparency is best, JPEG or WebP; up to 10 MB)
        <input name="logo" type="file" accept="image/png,image/jpeg,image/webp" onChange={(e) => setLogo(e.currentTarget.files?.[0])} />
      </label>
      <PaletteEditor palette={palette} onChange={setPalette} />
      <label>
        Brand voice (optional)
        <textarea name="brand_voice" rows={2} maxLength={2000} placeholder="Warm, playful, never sarcastic" value={voice} onInput={(e) => setVoice(e.currentTarget.value)} />
      </label>
      <ErrorNote error={create.error} />
      <button type="submit" class="primary" disabled={create.busy}>
        Create brand kit
      </button>
    </ActionForm>
  );
}

/** Brand kits (beta): a logo, a palette, a voice and pictures of products, locked into the scenes that use them. */
export function BrandKitsPage() {
  const kits = useLoad(() => unwrap(api.GET('/api/brand-kits')), []);
  return (
    <Page title="Brand kits">
      <p class="lead">A logo, a colour palette, your brand's voice and pictures of your products, locked into the scenes you generate with them (beta).</p>
      <CreateBrandKit />
      <h2>Your brand kits</h2>
      {kits.loading && !kits.data && <Loading what="your brand kits" />}
      <ErrorNote error={kits.error} />
      {kits.data?.length === 0 && <Empty>No brand kits yet: name one above.</Empty>}
      <ul class="grid">
        {kits.data?.map((kit) => (
          <Tile href={`/brand-kits/${kit.id}`} image={kit.logo_image_url} imageAlt={`${kit.name} logo`} missing="No logo" name={kit.name} status={`${kit.palette.length} colours`} />
        ))}
      </ul>
    </Page>
  );
}

function EditKit({ kit, onSaved }: { kit: Kit; onSaved: () => void }) {
  const [name, setName] = useState(kit.name);
  const [voice, setVoice] = useState(kit.brand_voice ?? '');
  const [palette, setPalette] = useState<Color[]>(kit.palette);
  const save = useAction(async () => {
    await unwrap(api.PATCH('/api/brand-kits/{id}', { params: { path: { id: kit.id } }, body: { name, brand_voice: voice || null, palette } }));
    onSaved();
  });
  return (
    <ActionForm onSubmit={save.run}>
      <h2>Name, palette and voice</h2>
      <label>
        Name
        <input name="name" required maxLength={100} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <PaletteEditor palette={palette} onChange={setPalette} />
      <label>
        Brand voice
        <textarea name="brand_voice" rows={2} maxLength={2000} value={voice} onInput={(e) => setVoice(e.currentTarget.value)} />
      </label>
      <ErrorNote error={save.error} />
      <button type="submit" disabled={save.busy}>
        Save changes
      </button>
    </ActionForm>
  );
}

function AddAsset({ kitId, onAdded }: { kitId: string; onAdded: () => void }) {
  const [kind, setKind] = useState<Schemas['BrandAssetKind']>('product');
  const [label, setLabel] = useState('');
  const [image, setImage] = useState<File>();
  const add = useAction(async () => {
    await unwrap(api.POST('/api/brand-kits/{id}/assets', { params: { path: { id: kitId } }, body: { kind, label, image: image as unknown as string }, bodySerializer: formBody }));
    setLabel('');
    onAdded();
  });
  return (
    <ActionForm onSubmit={add.run}>
      <h2>Add a picture</h2>
      <div class="row">
        <label>
          What it shows
          <select name="kind" value={kind} onChange={(e) => setKind(e.currentTarget.value as Schemas['BrandAssetKind'])}>
            {ASSET_KINDS.map(([value, text]) => (
              <option value={value}>{text}</option>
            ))}
          </select>
        </label>
        <label>
          Label
          <input name="label" required maxLength={100} placeholder="Orange soda can" value={label} onInput={(e) => setLabel(e.currentTarget.value)} />
        </label>
      </div>
      <label>
        Picture (PNG, JPEG or WebP; up to 10 MB)
        <input name="image" type="file" required accept="image/png,image/jpeg,image/webp" onChange={(e) => setImage(e.currentTarget.files?.[0])} />
      </label>
      <ErrorNote error={add.error} />
      <button type="submit" disabled={add.busy}>
        Add picture
      </button>
    </ActionForm>
  );
}

/** A scene with the kit locked in (1 credit): with one of your locked characters or the kit alone, and up to 4 of its pictures. */
function SceneWithKit({ kit }: { kit: Kit }) {
  const characters = useLoad(() => allCharacters(), []);
  const locked = characters.data?.filter((character) => character.status !== 'draft') ?? [];
  const [characterId, setCharacterId] = useState('');
  const [prompt, setPrompt] = useState('');
  const [assets, setAssets] = useState<string[]>([]);
  const [model, setModel] = useState('');
  const [result, setResult] = useState<Schemas['GenerateResult']>();
  const { since, timed } = useTimedRun('scene');
  const generate = useAction(async () => {
    setResult(undefined);
    const body = { prompt, brand_kit_id: kit.id, ...(characterId ? { character_id: characterId } : {}), ...(assets.length ? { brand_asset_ids: assets } : {}), ...modelField(model) };
    setResult(await timed(1, () => unwrap(api.POST('/api/generate', { body, headers: { 'Idempotency-Key': crypto.randomUUID() } }))));
  });
  const toggle = (id: string) => setAssets(assets.includes(id) ? assets.filter((one) => one !== id) : [...assets, id].slice(0, MAX_ASSETS_IN_A_SCENE));
  return (
    <ActionForm onSubmit={generate.run}>
      <h2>A scene with this kit (1 credit)</h2>
      <label>
        Character
        <select name="character_id" value={characterId} onChange={(e) => setCharacterId(e.currentTarget.value)}>
          <option value="">None: the kit alone</option>
          {locked.map((character) => (
            <option value={character.id}>{character.name}</option>
          ))}
        </select>
      </label>
      <label>
        Scene
        <textarea name="prompt" required rows={2} maxLength={4000} placeholder="holding the orange soda can at a picnic" value={prompt} onInput={(e) => setPrompt(e.currentTarget.value)} />
      </label>
      {kit.assets.length > 0 && (
        <fieldset>
          <legend>Pictures to use (up to {MAX_ASSETS_IN_A_SCENE}; none chosen: the logo, products and packaging)</legend>
          {kit.assets.map((asset) => (
            <label class="check">
              <input type="checkbox" checked={assets.includes(asset.id)} onChange={() => toggle(asset.id)} /> {asset.label}
            </label>
          ))}
        </fieldset>
      )}
      <ModelChoice value={model} onChange={setModel} />
      <ErrorNote error={generate.error} />
      {since !== undefined && <Working what="Drawing the scene" kind="scene" units={1} since={since} />}
      <button type="submit" class="primary" disabled={generate.busy}>
        Generate
      </button>
      {result && <SceneResult result={result}>{result.brand_score !== undefined && <p class="small">Brand: {result.brand_score} / 100.</p>}</SceneResult>}
    </ActionForm>
  );
}

/** One brand kit: its logo, palette in swatches and words, voice and pictures; edit, add and remove; use it in a scene. */
export function BrandKitPage({ id }: { id: string }) {
  const kit = useLoad(() => unwrap(api.GET('/api/brand-kits/{id}', { params: { path: { id } } })), [id]);
  const act = useAction(async (run: () => Promise<unknown>) => {
    await run();
    kit.reload();
  });
  const remove = useAction(async () => {
    if (!window.confirm(`Delete the brand kit “${kit.data?.name ?? ''}” and its pictures?`)) return;
    await unwrap(api.DELETE('/api/brand-kits/{id}', { params: { path: { id } } }));
    navigate('/brand-kits');
  });
  if (kit.loading && !kit.data) return <Loading what="the brand kit" />;
  if (!kit.data) return <ErrorNote error={kit.error} />;
  const k = kit.data;
  return (
    <Page title={k.name} actions={<span class="badge">beta</span>}>
      <div class="kit-summary">
        {k.logo_image_url ? <img class="logo" src={k.logo_image_url} alt={`${k.name} logo`} /> : <div class="placeholder missing logo">No logo</div>}
        <div>
          <p class="values" data-testid="palette">
            {k.palette.length === 0 ? <span class="muted">No colours.</span> : k.palette.map((color) => (
              <span>
                {color.name}: <Swatch hex={color.hex} />
              </span>
            ))}
          </p>
          {k.brand_voice && <p class="muted">{k.brand_voice}</p>}
        </div>
      </div>
      <SceneWithKit kit={k} />
      <h2>Pictures</h2>
      {k.assets.length === 0 && <p class="muted">No pictures yet.</p>}
      <ul class="grid">
        {k.assets.map((asset) => (
          <li class="card tile">
            <img src={asset.image_url} alt={`${asset.label} (${asset.kind})`} loading="lazy" />
            <span class="name">{asset.label}</span>
            <span class="badge">{asset.kind}</span>
            <button
              type="button"
              class="danger"
              aria-label={`Remove the picture ${asset.label}`}
              disabled={act.busy}
              onClick={() => void act.run(() => unwrap(api.DELETE('/api/brand-kits/{id}/assets', { params: { path: { id }, query: { asset_id: asset.id } } })))}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <ErrorNote error={act.error} />
      <AddAsset kitId={id} onAdded={kit.reload} />
      <EditKit kit={k} onSaved={kit.reload} />
      <div class="buttons">
        <button type="button" class="danger" disabled={remove.busy} onClick={() => void remove.run()}>
          Delete brand kit
        </button>
      </div>
      <ErrorNote error={remove.error} />
    </Page>
  );
}
