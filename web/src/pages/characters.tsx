import { useState } from 'preact/hooks';
import { allCharacters, api, type Schemas, unwrap } from '../api/client';
import { navigate } from '../router';
import { useAction, useLoad } from '../hooks';
import { Signals } from '../signals';
import { ActionForm, Empty, ErrorNote, Loading, Page, Tile } from '../ui';

function CreateCharacter({ onCreated }: { onCreated: (character: Schemas['CreatedCharacter']) => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [photo, setPhoto] = useState<File>();
  const create = useAction(async () => {
    const body = { name, description, ...(photo ? { image: photo as unknown as string } : {}) };
    const created = await unwrap(
      api.POST('/api/characters', {
        body,
        bodySerializer: (fields) => {
          const form = new FormData();
          for (const [key, value] of Object.entries(fields)) form.append(key, value as string | Blob);
          return form;
        },
      }),
    );
    onCreated(created);
  });
  return (
    <ActionForm onSubmit={create.run}>
      <h2>New character</h2>
      <label>
        Name
        <input name="name" required maxLength={200} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <label>
        What they look like
        <textarea name="description" required maxLength={4000} rows={3} placeholder="A tall woman with curly red hair, green eyes, a yellow raincoat" value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
      </label>
      <label>
        Photo or drawing (optional: PNG, JPEG or WebP, up to 10 MB)
        <input name="image" type="file" accept="image/png,image/jpeg,image/webp" onChange={(e) => setPhoto(e.currentTarget.files?.[0])} />
      </label>
      <ErrorNote error={create.error} />
      <button type="submit" class="primary" disabled={create.busy}>
        {create.busy ? 'Creating…' : 'Create character'}
      </button>
    </ActionForm>
  );
}

/** The caller's characters with their status; a form makes a new one (text and an optional photo). */
export function CharactersPage() {
  const characters = useLoad(() => allCharacters(), []);
  return (
    <Page title="Characters">
      <CreateCharacter onCreated={(character) => navigate(`/characters/${character.id}${character.warning ? '?warning' : ''}`)} />
      <h2>Your characters</h2>
      {characters.loading && !characters.data && <Loading what="your characters" />}
      <ErrorNote error={characters.error} />
      {characters.data?.length === 0 && (
        <Empty>
          No characters yet. Create one above, or <a href="/library">import one from the library</a> for free.
        </Empty>
      )}
      <ul class="grid">
        {characters.data?.map((character) => (
          <Tile
            href={`/characters/${character.id}`}
            image={character.reference_image_url}
            imageAlt={character.reference_image_alt_text ?? ''}
            missing="No reference sheet yet"
            name={character.name}
            status={character.status}
          />
        ))}
      </ul>
    </Page>
  );
}

function GenerateScene({ character }: { character: Schemas['Character'] }) {
  const [prompt, setPrompt] = useState('');
  const [maxRetries, setMaxRetries] = useState(3);
  const [result, setResult] = useState<Schemas['GenerateResult']>();
  const generate = useAction(async () => {
    setResult(undefined);
    setResult(await unwrap(api.POST('/api/generate', { body: { prompt, character_id: character.id, max_retries: maxRetries }, headers: { 'Idempotency-Key': crypto.randomUUID() } })));
  });
  if (character.status === 'draft') return <p class="note">Lock the character to generate scenes of it.</p>;
  return (
    <ActionForm onSubmit={generate.run}>
      <h2>Generate a scene (1 credit)</h2>
      <label>
        Scene
        <textarea name="prompt" required rows={2} maxLength={4000} placeholder="reading a map on a windy hilltop" value={prompt} onInput={(e) => setPrompt(e.currentTarget.value)} />
      </label>
      <label>
        Attempts at most
        <input type="number" name="max_retries" min={1} max={5} value={maxRetries} onInput={(e) => setMaxRetries(Number(e.currentTarget.value))} />
      </label>
      <ErrorNote error={generate.error} />
      <button type="submit" class="primary" disabled={generate.busy}>
        {generate.busy ? 'Generating… (this can take a minute)' : 'Generate'}
      </button>
      {result && (
        <figure class="result" data-testid="scene-result">
          <img src={result.image_url} alt={result.alt_text} />
          <figcaption>
            <Signals result={result} />
          </figcaption>
        </figure>
      )}
    </ActionForm>
  );
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const REFERENCE_ORDER = ['front', 'three_quarter', 'side', 'back', 'happy', 'sad', 'angry', 'surprised'];

function referenceRank(label: string): number {
  const rank = REFERENCE_ORDER.indexOf(label);
  return rank === -1 ? REFERENCE_ORDER.length : rank;
}

/** A descriptor field in words: colours with a swatch, lists joined, objects as "key value" pairs. */
function DescriptorValue({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') return <>—</>;
  if (typeof value === 'string' && HEX_COLOR.test(value)) {
    return (
      <span class="color">
        <span class="swatch" style={{ backgroundColor: value }} aria-hidden="true" />
        {value}
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
            {key.replace(/_/g, ' ')}: <DescriptorValue value={inner} />
          </span>
        ))}
      </span>
    );
  }
  return <>{typeof value === 'string' ? value : JSON.stringify(value)}</>;
}

const LIFECYCLE: Array<{ verb: 'lock' | 'unlock' | 'publish'; label: string; when: Schemas['Character']['status'] }> = [
  { verb: 'lock', label: 'Lock', when: 'draft' },
  { verb: 'unlock', label: 'Unlock', when: 'locked' },
  { verb: 'publish', label: 'Publish to the library', when: 'locked' },
];

/** One character: descriptor, reference sheet, lifecycle buttons (409s explained) and scene generation. */
export function CharacterPage({ id }: { id: string }) {
  const character = useLoad(() => unwrap(api.GET('/api/characters/{id}', { params: { path: { id } } })), [id]);
  const act = useAction(async (run: () => Promise<unknown>) => {
    await run();
    character.reload();
  });
  const path = { params: { path: { id } } };
  if (character.loading && !character.data) return <Loading what="the character" />;
  if (!character.data) return <ErrorNote error={character.error} />;
  const c = character.data;
  const remove = async () => {
    if (!window.confirm(`Delete ${c.name} with all its images?`)) return;
    await unwrap(api.DELETE('/api/characters/{id}', path));
    navigate('/characters');
  };
  return (
    <Page title={c.name} actions={<span class={`badge ${c.status}`}>{c.status}</span>}>
      {window.location.search.includes('warning') && <p class="note">Several people were found in the photo: the largest face was used.</p>}
      <p class="lead">{c.description}</p>
      {c.face_mode && <p class="muted">Photo used as {c.face_mode === 'pulid' ? 'a photographed face' : 'an illustration'}.</p>}
      <div class="buttons">
        {c.status === 'draft' && (
          <>
            <button type="button" disabled={act.busy} onClick={() => void act.run(() => unwrap(api.POST('/api/characters/{id}/references', { ...path, body: {} })))}>
              {act.busy ? 'Working…' : 'Draw reference sheet'}
            </button>
            <button type="button" disabled={act.busy} onClick={() => void act.run(() => unwrap(api.POST('/api/characters/{id}/auto-fill-descriptor', path)))}>
              Auto-fill descriptor
            </button>
          </>
        )}
        {LIFECYCLE.filter((step) => step.when === c.status).map((step) => (
          <button type="button" class={step.verb === 'lock' ? 'primary' : ''} disabled={act.busy} onClick={() => void act.run(() => unwrap(api.POST(`/api/characters/{id}/${step.verb}`, path)))}>
            {step.label}
          </button>
        ))}
        {c.status === 'published' && (
          <a class="button" href={`/marketplace?sell=${c.id}#sell`}>
            Sell on the marketplace
          </a>
        )}
        <button type="button" class="danger" onClick={() => void act.run(remove)}>
          Delete
        </button>
      </div>
      <ErrorNote error={act.error} />
      <h2>Reference sheet</h2>
      {c.references.length === 0 ? (
        <Empty>No reference images yet. Draw the reference sheet (free), then lock the character.</Empty>
      ) : (
        <ul class="grid refs">
          {[...c.references].sort((a, b) => referenceRank(a.label) - referenceRank(b.label)).map((reference) => (
            <li class="card tile">
              <img src={reference.image_url} alt={reference.alt_text} loading="lazy" />
              <span class="name">{reference.label.replace(/_/g, ' ')}</span>
            </li>
          ))}
        </ul>
      )}
      <h2>Descriptor</h2>
      <dl class="descriptor">
        {Object.entries(c.descriptor).map(([field, value]) => (
          <>
            <dt>{field.replace(/_/g, ' ')}</dt>
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
