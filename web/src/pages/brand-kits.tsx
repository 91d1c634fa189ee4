import { useState } from 'preact/hooks';
import { colourName } from '../../../src/vocabulary/descriptor-words';
import { allCharacters, api, formBody, type Schemas, unwrap } from '../api/client';
import { useAction, useLoad } from '../hooks';
import { ModelChoice, modelField } from '../models';
import { navigate } from '../router';
import { SceneResult } from '../signals';
import { useTimedRun, Working } from '../timing';
import { t, type MessageKey } from '../i18n';
import { ActionForm, Empty, ErrorNote, Loading, Page, Swatch, Tile } from '../ui';

type Color = Schemas['PaletteColor'];
type Kit = Schemas['BrandKitWithAssets'];

const ASSET_KINDS: Array<[Schemas['BrandAssetKind'], MessageKey]> = [
  ['product', 'brandKits.product'],
  ['packaging', 'brandKits.packaging'],
  ['logo', 'brandKits.logo'],
  ['reference', 'brandKits.reference'],
];

/** What a picture of the kit shows, in words. */
function assetKind(kind: Schemas['BrandAssetKind']): string {
  const found = ASSET_KINDS.find(([value]) => value === kind);
  return found ? t(found[1]) : kind;
}
const MAX_ASSETS_IN_A_SCENE = 4;
const PALETTE_MAX = 12;

/** The palette's colours, each a name and a colour picked with the browser's picker (shown as a swatch and in words). */
function PaletteEditor({ palette, onChange }: { palette: Color[]; onChange: (palette: Color[]) => void }) {
  const change = (index: number, color: Partial<Color>) => onChange(palette.map((one, i) => (i === index ? { ...one, ...color } : one)));
  return (
    <fieldset>
      <legend>{t('brandKits.palette')}</legend>
      {palette.length === 0 && <p class="muted small">{t('brandKits.noColoursYet')}</p>}
      {palette.map((color, index) => (
        <div class="palette-row">
          <label>
            {t('brandKits.colour', { number: index + 1 })}
            <input name={`palette-name-${index}`} required maxLength={100} value={color.name} onInput={(e) => change(index, { name: e.currentTarget.value })} />
          </label>
          <label class="picker">
            <span class="visually-hidden">{t('brandKits.colourValue', { number: index + 1 })}</span>
            <input type="color" value={color.hex.toLowerCase()} onInput={(e) => change(index, { hex: e.currentTarget.value })} />
            <span class="small">{colourName(color.hex)}</span>
          </label>
          <button type="button" aria-label={t('brandKits.removeColour', { number: index + 1 })} onClick={() => onChange(palette.filter((_, i) => i !== index))}>
            {t('common.remove')}
          </button>
        </div>
      ))}
      {palette.length < PALETTE_MAX && (
        <button type="button" onClick={() => onChange([...palette, { name: '', hex: '#5b3fd1' }])}>
          {t('brandKits.addColour')}
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
      <h2>{t('brandKits.new')}</h2>
      <label>
        {t('common.name')}
        <input name="name" required maxLength={100} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <label>
        {t('brandKits.logoField')}
        <input name="logo" type="file" accept="image/png,image/jpeg,image/webp" onChange={(e) => setLogo(e.currentTarget.files?.[0])} />
      </label>
      <PaletteEditor palette={palette} onChange={setPalette} />
      <label>
        {t('brandKits.voiceOptional')}
        <textarea name="brand_voice" rows={2} maxLength={2000} placeholder={t('brandKits.voicePlaceholder')} value={voice} onInput={(e) => setVoice(e.currentTarget.value)} />
      </label>
      <ErrorNote error={create.error} />
      <button type="submit" class="primary" disabled={create.busy}>
        {t('brandKits.create')}
      </button>
    </ActionForm>
  );
}

/** Brand kits (beta): a logo, a palette, a voice and pictures of products, locked into the scenes that use them. */
export function BrandKitsPage() {
  const kits = useLoad(() => unwrap(api.GET('/api/brand-kits')), []);
  return (
    <Page title={t('nav.brandKits')}>
      <p class="lead">{t('brandKits.lead')}</p>
      <CreateBrandKit />
      <h2>{t('brandKits.yours')}</h2>
      {kits.loading && !kits.data && <Loading text={t('brandKits.loading')} />}
      <ErrorNote error={kits.error} />
      {kits.data?.length === 0 && <Empty>{t('brandKits.empty')}</Empty>}
      <ul class="grid">
        {kits.data?.map((kit) => (
          <Tile
            href={`/brand-kits/${kit.id}`}
            image={kit.logo_image_url}
            imageAlt={t('brandKits.logoAlt', { name: kit.name })}
            missing={t('brandKits.noLogo')}
            name={kit.name}
            status="colours"
            badge={t('brandKits.colours', { count: kit.palette.length })}
          />
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
      <h2>{t('brandKits.editHeading')}</h2>
      <label>
        {t('common.name')}
        <input name="name" required maxLength={100} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <PaletteEditor palette={palette} onChange={setPalette} />
      <label>
        {t('brandKits.voice')}
        <textarea name="brand_voice" rows={2} maxLength={2000} value={voice} onInput={(e) => setVoice(e.currentTarget.value)} />
      </label>
      <ErrorNote error={save.error} />
      <button type="submit" disabled={save.busy}>
        {t('common.save')}
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
      <h2>{t('brandKits.addPicture')}</h2>
      <div class="row">
        <label>
          {t('brandKits.shows')}
          <select name="kind" value={kind} onChange={(e) => setKind(e.currentTarget.value as Schemas['BrandAssetKind'])}>
            {ASSET_KINDS.map(([value, text]) => (
              <option value={value}>{t(text)}</option>
            ))}
          </select>
        </label>
        <label>
          {t('brandKits.label')}
          <input name="label" required maxLength={100} placeholder={t('brandKits.labelPlaceholder')} value={label} onInput={(e) => setLabel(e.currentTarget.value)} />
        </label>
      </div>
      <label>
        {t('brandKits.pictureField')}
        <input name="image" type="file" required accept="image/png,image/jpeg,image/webp" onChange={(e) => setImage(e.currentTarget.files?.[0])} />
      </label>
      <ErrorNote error={add.error} />
      <button type="submit" disabled={add.busy}>
        {t('brandKits.addPictureButton')}
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
      <h2>{t('brandKits.sceneHeading')}</h2>
      <label>
        {t('common.character')}
        <select name="character_id" value={characterId} onChange={(e) => setCharacterId(e.currentTarget.value)}>
          <option value="">{t('brandKits.kitAlone')}</option>
          {locked.map((character) => (
            <option value={character.id}>{character.name}</option>
          ))}
        </select>
      </label>
      <label>
        {t('common.scene')}
        <textarea name="prompt" required rows={2} maxLength={4000} placeholder={t('brandKits.scenePlaceholder')} value={prompt} onInput={(e) => setPrompt(e.currentTarget.value)} />
      </label>
      {kit.assets.length > 0 && (
        <fieldset>
          <legend>{t('brandKits.picturesToUse', { max: MAX_ASSETS_IN_A_SCENE })}</legend>
          {kit.assets.map((asset) => (
            <label class="check">
              <input type="checkbox" checked={assets.includes(asset.id)} onChange={() => toggle(asset.id)} /> {asset.label}
            </label>
          ))}
        </fieldset>
      )}
      <ModelChoice value={model} onChange={setModel} />
      <ErrorNote error={generate.error} />
      {since !== undefined && <Working what={t('scene.drawing')} kind="scene" units={1} since={since} />}
      <button type="submit" class="primary" disabled={generate.busy}>
        {t('common.generate')}
      </button>
      {result && <SceneResult result={result}>{result.brand_score !== undefined && <p class="small">{t('brandKits.brandScore', { score: result.brand_score })}</p>}</SceneResult>}
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
    if (!window.confirm(t('brandKits.deleteConfirm', { name: kit.data?.name ?? '' }))) return;
    await unwrap(api.DELETE('/api/brand-kits/{id}', { params: { path: { id } } }));
    navigate('/brand-kits');
  });
  if (kit.loading && !kit.data) return <Loading text={t('brandKits.loadingOne')} />;
  if (!kit.data) return <ErrorNote error={kit.error} />;
  const k = kit.data;
  return (
    <Page title={k.name} actions={<span class="badge">{t('brandKits.beta')}</span>}>
      <div class="kit-summary">
        {k.logo_image_url ? <img class="logo" src={k.logo_image_url} alt={t('brandKits.logoAlt', { name: k.name })} /> : <div class="placeholder missing logo">{t('brandKits.noLogo')}</div>}
        <div>
          <p class="values" data-testid="palette">
            {k.palette.length === 0 ? <span class="muted">{t('brandKits.noColours')}</span> : k.palette.map((color) => (
              <span>
                {color.name}: <Swatch hex={color.hex} />
              </span>
            ))}
          </p>
          {k.brand_voice && <p class="muted">{k.brand_voice}</p>}
        </div>
      </div>
      <SceneWithKit kit={k} />
      <h2>{t('brandKits.pictures')}</h2>
      {k.assets.length === 0 && <p class="muted">{t('brandKits.noPictures')}</p>}
      <ul class="grid">
        {k.assets.map((asset) => (
          <li class="card tile">
            <img src={asset.image_url} alt={t('brandKits.assetAlt', { label: asset.label, kind: assetKind(asset.kind) })} loading="lazy" />
            <span class="name">{asset.label}</span>
            <span class="badge">{assetKind(asset.kind)}</span>
            <button
              type="button"
              class="danger"
              aria-label={t('brandKits.removePicture', { label: asset.label })}
              disabled={act.busy}
              onClick={() => void act.run(() => unwrap(api.DELETE('/api/brand-kits/{id}/assets', { params: { path: { id }, query: { asset_id: asset.id } } })))}
            >
              {t('common.remove')}
            </button>
          </li>
        ))}
      </ul>
      <ErrorNote error={act.error} />
      <AddAsset kitId={id} onAdded={kit.reload} />
      <EditKit kit={k} onSaved={kit.reload} />
      <div class="buttons">
        <button type="button" class="danger" disabled={remove.busy} onClick={() => void remove.run()}>
          {t('brandKits.delete')}
        </button>
      </div>
      <ErrorNote error={remove.error} />
    </Page>
  );
}
