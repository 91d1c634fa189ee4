import { useState } from 'preact/hooks';
import { allCharacters, api, formBody, type Schemas, unwrap } from '../api/client';
import { navigate } from '../router';
import { useAction, useLoad } from '../hooks';
import { colourName } from '../../../src/vocabulary/descriptor-words';
import { ModelChoice, modelField } from '../models';
import { PoseField, type PoseValue } from '../pose/field';
import { SceneResult } from '../signals';
import { useTimedRun, Working } from '../timing';
import { rich, t, type MessageKey } from '../i18n';
import { ActionForm, Empty, ErrorNote, Loading, Page, statusWord, Swatch, Tile } from '../ui';

/** A character's name and how it looks, in words: the fields its creation and its edit share. */
function NameAndLook({ name, description, onName, onDescription }: { name: string; description: string; onName: (name: string) => void; onDescription: (description: string) => void }) {
  return (
    <>
      <label>
        {t('common.name')}
        <input name="name" required maxLength={200} value={name} onInput={(e) => onName(e.currentTarget.value)} />
      </label>
      <label>
        {t('characters.look')}
        <textarea name="description" required maxLength={4000} rows={3} placeholder={t('characters.lookPlaceholder')} value={description} onInput={(e) => onDescription(e.currentTarget.value)} />
      </label>
    </>
  );
}

function CreateCharacter({ onCreated }: { onCreated: (character: Schemas['CreatedCharacter']) => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [photo, setPhoto] = useState<File>();
  const create = useAction(async () => {
    const body = { name, description, ...(photo ? { image: photo as unknown as string } : {}) };
    const created = await unwrap(api.POST('/api/characters', { body, bodySerializer: formBody }));
    onCreated(created);
  });
  return (
    <ActionForm onSubmit={create.run}>
      <h2>{t('characters.new')}</h2>
      <NameAndLook name={name} description={description} onName={setName} onDescription={setDescription} />
      <label>
        {t('characters.photo')}
        <input name="image" type="file" accept="image/png,image/jpeg,image/webp" onChange={(e) => setPhoto(e.currentTarget.files?.[0])} />
      </label>
      <ErrorNote error={create.error} />
      <button type="submit" class="primary" disabled={create.busy}>
        {create.busy ? t('characters.creating') : t('characters.create')}
      </button>
    </ActionForm>
  );
}

/** The caller's characters with their status; a form makes a new one (text and an optional photo). */
export function CharactersPage() {
  const characters = useLoad(() => allCharacters(), []);
  return (
    <Page title={t('nav.characters')}>
      <CreateCharacter onCreated={(character) => navigate(`/characters/${character.id}${character.warning ? '?warning' : ''}`)} />
      <h2>{t('characters.yours')}</h2>
      {characters.loading && !characters.data && <Loading text={t('characters.loading')} />}
      <ErrorNote error={characters.error} />
      {characters.data?.length === 0 && <Empty>{rich('characters.empty', {}, { link: (words) => <a href="/library">{words}</a> })}</Empty>}
      <ul class="grid">
        {characters.data?.map((character) => (
          <Tile
            href={`/characters/${character.id}`}
            image={character.reference_image_url}
            imageAlt={character.reference_image_alt_text ?? ''}
            missing={t('characters.noSheetYet')}
            name={character.name}
            status={character.status}
          />
        ))}
      </ul>
    </Page>
  );
}

/** A scene of a locked character (1 credit): with a brand kit if one is chosen, and the model where there is a choice. */
function GenerateScene({ character }: { character: Schemas['Character'] }) {
  const kits = useLoad(() => unwrap(api.GET('/api/brand-kits')), []);
  const [prompt, setPrompt] = useState('');
  const [maxRetries, setMaxRetries] = useState(3);
  const [model, setModel] = useState('');
  const [kitId, setKitId] = useState('');
  const [pose, setPose] = useState<PoseValue>();
  const [result, setResult] = useState<Schemas['GenerateResult']>();
  const { since, timed } = useTimedRun('scene');
  const generate = useAction(async () => {
    setResult(undefined);
    const body = { prompt, character_id: character.id, max_retries: maxRetries, ...modelField(model), ...(kitId ? { brand_kit_id: kitId } : {}), ...(pose ? { pose } : {}) };
    setResult(await timed(1, () => unwrap(api.POST('/api/generate', { body, headers: { 'Idempotency-Key': crypto.randomUUID() } }))));
  });
  if (character.status === 'draft') return <p class="note">{t('characters.lockToGenerate')}</p>;
  return (
    <ActionForm onSubmit={generate.run}>
      <h2>{t('characters.generateHeading')}</h2>
      <label>
        {t('common.scene')}
        <textarea name="prompt" required rows={2} maxLength={4000} placeholder={t('characters.scenePlaceholder')} value={prompt} onInput={(e) => setPrompt(e.currentTarget.value)} />
      </label>
      <div class="row">
        <label>
          {t('characters.attempts')}
          <input type="number" name="max_retries" min={1} max={5} value={maxRetries} onInput={(e) => setMaxRetries(Number(e.currentTarget.value))} />
        </label>
        {(kits.data?.length ?? 0) > 0 && (
          <label>
            {t('characters.brandKit')}
            <select name="brand_kit_id" value={kitId} onChange={(e) => setKitId(e.currentTarget.value)}>
              <option value="">{t('common.none')}</option>
              {kits.data?.map((kit) => (
                <option value={kit.id}>{kit.name}</option>
              ))}
            </select>
          </label>
        )}
        <ModelChoice value={model} onChange={setModel} />
      </div>
      <PoseField legend={t('pose.legend')} onChange={setPose} />
      <ErrorNote error={generate.error} />
      {since !== undefined && <Working what={t('characters.drawingScene')} kind="scene" units={1} since={since} />}
      <button type="submit" class="primary" disabled={generate.busy}>
        {t('common.generate')}
      </button>
      {result && <SceneResult result={result} />}
    </ActionForm>
  );
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const REFERENCE_ORDER = ['front', 'three_quarter', 'side', 'back', 'happy', 'sad', 'angry', 'surprised'];

const REFERENCE_WORDS: Record<string, MessageKey> = {
  front: 'characters.refFront',
  three_quarter: 'characters.refThreeQuarter',
  side: 'characters.refSide',
  back: 'characters.refBack',
  happy: 'characters.refHappy',
  sad: 'characters.refSad',
  angry: 'characters.refAngry',
  surprised: 'characters.refSurprised',
};
/** The descriptor's fields and parts as the reader calls them. */
const FIELD_WORDS: Record<string, MessageKey> = {
  species: 'characters.fieldSpecies',
  age: 'characters.fieldAge',
  hair: 'characters.hair',
  skin: 'characters.skin',
  eyes: 'characters.eyes',
  build: 'characters.fieldBuild',
  outfit: 'characters.outfit',
  accessories: 'characters.fieldAccessories',
  palette: 'characters.fieldPalette',
  defaults: 'characters.fieldDefaults',
  style: 'characters.fieldStyle',
  color: 'characters.colour',
  piece: 'characters.fieldPiece',
};

/** A word the API names by its key (a view, a field), in the reader's language where the console knows it. */
function wordFor(words: Record<string, MessageKey>, key: string): string {
  return words[key] ? t(words[key]) : key.replace(/_/g, ' ');
}

function referenceRank(label: string): number {
  const rank = REFERENCE_ORDER.indexOf(label);
  return rank === -1 ? REFERENCE_ORDER.length : rank;
}

/** A descriptor field in words: colours as a swatch and their name, lists joined, a coloured piece as "red jacket". */
function DescriptorValue({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') return <>—</>;
  if (typeof value === 'string' && HEX_COLOR.test(value)) return <Swatch hex={value} />;
  const coloured = value as { color?: unknown; piece?: unknown; style?: unknown };
  if (typeof coloured === 'object' && typeof coloured.color === 'string' && HEX_COLOR.test(coloured.color) && (typeof coloured.piece === 'string' || typeof coloured.style === 'string')) {
    return (
      <span>
        <Swatch hex={coloured.color} /> {String(coloured.piece ?? coloured.style)}
      </span>
    );
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return <>—</>;
    return (
      <span class="values">
        {(value as unknown[]).map((item) => (
          <DescriptorValue value={item} />
        ))}
      </span>
    );
  }
  if (typeof value === 'object') {
    return (
      <span class="values">
        {Object.entries(value as Record<string, unknown>).map(([key, inner]) => (
          <span>
            {wordFor(FIELD_WORDS, key)}: <DescriptorValue value={inner} />
          </span>
        ))}
      </span>
    );
  }
  return <>{typeof value === 'string' ? value : JSON.stringify(value)}</>;
}

/** A colour picked with the browser's picker, said in words beside it. */
function ColourField({ label, value, onChange }: { label: string; value: string; onChange: (hex: string) => void }) {
  return (
    <label class="picker">
      {label}
      <span class="picker-row">
        <input type="color" value={value.toLowerCase()} onInput={(e) => onChange(e.currentTarget.value)} />
        <span class="small">{colourName(value)}</span>
      </span>
    </label>
  );
}

type Descriptor = Schemas['CharacterDescriptor'];

/**
 * A draft's name, description, style notes and look: hair, skin or fur, eyes, each piece of its outfit with its colour
 * and its accessories, colours picked and said in words. Its reference sheet is drawn from these: draw it again after.
 */
function EditCharacter({ character, onSaved, onClose }: { character: Schemas['Character']; onSaved: () => void; onClose: () => void }) {
  const [name, setName] = useState(character.name);
  const [description, setDescription] = useState(character.description);
  const [styleNotes, setStyleNotes] = useState(character.style_notes ?? '');
  const [look, setLook] = useState<Descriptor>(character.descriptor);
  const [accessories, setAccessories] = useState(character.descriptor.accessories.join(', '));
  const change = (part: Partial<Descriptor>) => setLook({ ...look, ...part });
  const outfit = (index: number, piece: Partial<Descriptor['outfit'][number]>) => change({ outfit: look.outfit.map((one, i) => (i === index ? { ...one, ...piece } : one)) });
  const save = useAction(async () => {
    const descriptor = { ...look, accessories: accessories.split(',').map((item) => item.trim()).filter(Boolean) };
    await unwrap(api.PATCH('/api/characters/{id}', { params: { path: { id: character.id } }, body: { name, description, style_notes: styleNotes || null, descriptor } }));
    onSaved();
  });
  return (
    <ActionForm onSubmit={save.run}>
      <h2>{t('characters.editHeading', { name: character.name })}</h2>
      <NameAndLook name={name} description={description} onName={setName} onDescription={setDescription} />
      <label>
        {t('characters.styleNotes')}
        <input name="style_notes" maxLength={2000} value={styleNotes} onInput={(e) => setStyleNotes(e.currentTarget.value)} />
      </label>
      <div class="row">
        <label>
          {t('characters.hair')}
          <input name="hair_style" maxLength={100} value={look.hair.style} onInput={(e) => change({ hair: { ...look.hair, style: e.currentTarget.value } })} />
        </label>
        <ColourField label={t('characters.hairColour')} value={look.hair.color} onChange={(hex) => change({ hair: { ...look.hair, color: hex } })} />
        <ColourField label={look.species === 'human' ? t('characters.skin') : t('characters.fur')} value={look.skin} onChange={(skin) => change({ skin })} />
        <ColourField label={t('characters.eyes')} value={look.eyes} onChange={(eyes) => change({ eyes })} />
      </div>
      <fieldset>
        <legend>{t('characters.outfit')}</legend>
        {look.outfit.map((piece, index) => (
          <div class="palette-row">
            <label>
              {t('characters.piece', { number: index + 1 })}
              <input name={`outfit-${index}`} required maxLength={100} value={piece.piece} onInput={(e) => outfit(index, { piece: e.currentTarget.value })} />
            </label>
            <ColourField label={t('characters.colour')} value={piece.color} onChange={(color) => outfit(index, { color })} />
            <button
              type="button"
              aria-label={piece.piece ? t('characters.removeNamed', { name: piece.piece }) : t('characters.removePiece', { number: index + 1 })}
              onClick={() => change({ outfit: look.outfit.filter((_, i) => i !== index) })}
            >
              {t('common.remove')}
            </button>
          </div>
        ))}
        <button type="button" onClick={() => change({ outfit: [...look.outfit, { piece: '', color: '#3f7fd1' }] })}>
          {t('characters.addPiece')}
        </button>
      </fieldset>
      <label>
        {t('characters.accessories')}
        <input name="accessories" maxLength={500} value={accessories} onInput={(e) => setAccessories(e.currentTarget.value)} />
      </label>
      <ErrorNote error={save.error} />
      <div class="buttons">
        <button type="submit" class="primary" disabled={save.busy}>
          {t('common.save')}
        </button>
        <button type="button" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </ActionForm>
  );
}

const LIFECYCLE: Array<{ verb: 'lock' | 'unlock' | 'publish'; label: MessageKey; when: Schemas['Character']['status'] }> = [
  { verb: 'lock', label: 'characters.lock', when: 'draft' },
  { verb: 'unlock', label: 'characters.unlock', when: 'locked' },
  { verb: 'publish', label: 'characters.publish', when: 'locked' },
];

/** One character: descriptor, reference sheet, lifecycle buttons (409s explained) and scene generation. */
export function CharacterPage({ id }: { id: string }) {
  const [editing, setEditing] = useState(false);
  const [model, setModel] = useState('');
  const references = useTimedRun('references');
  const character = useLoad(() => unwrap(api.GET('/api/characters/{id}', { params: { path: { id } } })), [id]);
  const act = useAction(async (run: () => Promise<unknown>) => {
    await run();
    character.reload();
  });
  const path = { params: { path: { id } } };
  if (character.loading && !character.data) return <Loading text={t('characters.loadingOne')} />;
  if (!character.data) return <ErrorNote error={character.error} />;
  const c = character.data;
  const remove = async () => {
    if (!window.confirm(t('characters.deleteConfirm', { name: c.name }))) return;
    await unwrap(api.DELETE('/api/characters/{id}', path));
    navigate('/characters');
  };
  return (
    <Page title={c.name} actions={<span class={`badge ${c.status}`}>{statusWord(c.status)}</span>}>
      {window.location.search.includes('warning') && <p class="note">{t('characters.severalPeople')}</p>}
      <p class="lead">{c.description}</p>
      {c.face_mode && <p class="muted">{c.face_mode === 'pulid' ? t('characters.photoAsFace') : t('characters.photoAsIllustration')}</p>}
      <div class="buttons">
        {c.status === 'draft' && (
          <>
            <button
              type="button"
              disabled={act.busy}
              onClick={() => void act.run(() => references.timed(REFERENCE_ORDER.length, () => unwrap(api.POST('/api/characters/{id}/references', { ...path, body: modelField(model) }))))}
            >
              {t('characters.drawSheet')}
            </button>
            <button type="button" disabled={act.busy} onClick={() => void act.run(() => unwrap(api.POST('/api/characters/{id}/auto-fill-descriptor', path)))}>
              {t('characters.autoFill')}
            </button>
            <button type="button" disabled={act.busy} onClick={() => setEditing(true)}>
              {t('characters.edit')}
            </button>
          </>
        )}
        {LIFECYCLE.filter((step) => step.when === c.status).map((step) => (
          <button type="button" class={step.verb === 'lock' ? 'primary' : ''} disabled={act.busy} onClick={() => void act.run(() => unwrap(api.POST(`/api/characters/{id}/${step.verb}`, path)))}>
            {t(step.label)}
          </button>
        ))}
        {c.status === 'published' && (
          <a class="button" href={`/marketplace?sell=${c.id}#sell`}>
            {t('characters.sell')}
          </a>
        )}
        <button type="button" class="danger" onClick={() => void act.run(remove)}>
          {t('common.delete')}
        </button>
      </div>
      {c.status === 'draft' && (
        <div class="row narrow">
          <ModelChoice value={model} onChange={setModel} />
        </div>
      )}
      {references.since !== undefined && <Working what={t('characters.drawingSheet')} kind="references" units={REFERENCE_ORDER.length} since={references.since} />}
      <ErrorNote error={act.error} />
      {editing && c.status === 'draft' && (
        <EditCharacter
          character={c}
          onSaved={() => {
            setEditing(false);
            character.reload();
          }}
          onClose={() => setEditing(false)}
        />
      )}
      <h2>{t('characters.sheet')}</h2>
      {c.references.length === 0 ? (
        <Empty>{t('characters.noReferences')}</Empty>
      ) : (
        <ul class="grid refs">
          {[...c.references].sort((a, b) => referenceRank(a.label) - referenceRank(b.label)).map((reference) => (
            <li class="card tile">
              <img src={reference.image_url} alt={reference.alt_text} loading="lazy" />
              <span class="name">{wordFor(REFERENCE_WORDS, reference.label)}</span>
            </li>
          ))}
        </ul>
      )}
      <h2>{t('characters.descriptor')}</h2>
      <dl class="descriptor">
        {Object.entries(c.descriptor).map(([field, value]) => (
          <>
            <dt>{wordFor(FIELD_WORDS, field)}</dt>
            <dd>
              <DescriptorValue value={value} />
            </dd>
          </>
        ))}
      </dl>
      <GenerateScene character={c} />
    </Page>
  );
}
