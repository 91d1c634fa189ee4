import { useState } from 'preact/hooks';
import { allCharacters, api, type Schemas, unwrap } from '../api/client';
import { navigate } from '../router';
import { useAction, useLoad } from '../hooks';
import { rich, t, type MessageKey } from '../i18n';
import { ActionForm, Empty, ErrorNote, Loading, Page, Tile } from '../ui';

const PRESETS: Array<{ value: Schemas['Comic']['style_preset']; label: MessageKey }> = [
  { value: 'classic_american', label: 'comics.classicAmerican' },
  { value: 'manga_bw', label: 'comics.manga' },
  { value: 'european_tintin', label: 'comics.ligneClaire' },
  { value: 'indie_webcomic', label: 'comics.indie' },
  { value: 'newspaper_sunday', label: 'comics.sunday' },
];

/**
 * A new comic from a title, up to three locked characters and a style: planned from a story idea and drawn at once
 * (1 credit a panel), or empty, to add its panels one by one in the reader.
 */
function CreateComic() {
  const characters = useLoad(() => allCharacters(), []);
  const [planned, setPlanned] = useState(true);
  const [title, setTitle] = useState('');
  const [idea, setIdea] = useState('');
  const [setting, setSetting] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [preset, setPreset] = useState<Schemas['Comic']['style_preset']>('classic_american');
  const [pages, setPages] = useState(4);
  const locked = characters.data?.filter((c) => c.status !== 'draft') ?? [];
  const create = useAction(async () => {
    const cast = chosen.length ? chosen : locked.slice(0, 1).map((c) => c.id);
    const made = planned
      ? await unwrap(
          api.POST('/api/comics/generate', {
            body: { title, story_prompt: idea, character_ids: cast, page_count: pages, style_preset: preset },
            headers: { 'Idempotency-Key': crypto.randomUUID() },
          }),
        )
      : await unwrap(api.POST('/api/comics', { body: { title, character_ids: cast, style_preset: preset, story_prompt: idea, setting } }));
    navigate(`/comics/${made.id}`);
  });
  if (characters.data && locked.length === 0) {
    return (
      <Empty>{rich('comics.needsLocked', {}, { lock: (words) => <a href="/characters">{words}</a>, library: (words) => <a href="/library">{words}</a> })}</Empty>
    );
  }
  const toggle = (id: string) => setChosen(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id].slice(0, 3));
  return (
    <ActionForm onSubmit={create.run}>
      <h2>{t('comics.new')}</h2>
      <label>
        {t('comics.how')}
        <select name="mode" value={planned ? 'planned' : 'empty'} onChange={(e) => setPlanned(e.currentTarget.value === 'planned')}>
          <option value="planned">{t('comics.planned')}</option>
          <option value="empty">{t('comics.emptyMode')}</option>
        </select>
      </label>
      <label>
        {t('common.title')}
        <input name="title" required maxLength={200} value={title} onInput={(e) => setTitle(e.currentTarget.value)} />
      </label>
      <label>
        {planned ? t('comics.idea') : t('comics.ideaOptional')}
        <textarea name="story_prompt" required={planned} maxLength={2000} rows={3} placeholder={t('comics.ideaPlaceholder')} value={idea} onInput={(e) => setIdea(e.currentTarget.value)} />
      </label>
      {!planned && (
        <label>
          {t('comics.setting')}
          <input name="setting" maxLength={500} placeholder={t('comics.settingPlaceholder')} value={setting} onInput={(e) => setSetting(e.currentTarget.value)} />
        </label>
      )}
      <fieldset>
        <legend>{t('comics.characters')}</legend>
        {locked.map((c, index) => (
          <label class="check">
            <input type="checkbox" checked={chosen.length ? chosen.includes(c.id) : index === 0} onChange={() => toggle(c.id)} /> {c.name}
          </label>
        ))}
      </fieldset>
      <div class="row">
        <label>
          {t('comics.style')}
          <select name="style_preset" value={preset} onChange={(e) => setPreset(e.currentTarget.value as typeof preset)}>
            {PRESETS.map((p) => (
              <option value={p.value}>{t(p.label)}</option>
            ))}
          </select>
        </label>
        {planned && (
          <label>
            {t('comics.panels')}
            <input type="number" name="page_count" min={3} max={8} value={pages} onInput={(e) => setPages(Number(e.currentTarget.value))} />
          </label>
        )}
      </div>
      <ErrorNote error={create.error} />
      <button type="submit" class="primary" disabled={create.busy}>
        {planned ? (create.busy ? t('comics.planning') : t('comics.make', { count: pages })) : t('comics.startEmpty')}
      </button>
    </ActionForm>
  );
}

/** The caller's comics, newest first, and a form to make one from an idea. */
export function ComicsPage() {
  const comics = useLoad(() => unwrap(api.GET('/api/comics')), []);
  return (
    <Page title={t('nav.comics')}>
      <CreateComic />
      <h2>{t('comics.yours')}</h2>
      {comics.loading && !comics.data && <Loading text={t('comics.loading')} />}
      <ErrorNote error={comics.error} />
      {comics.data?.comics.length === 0 && <Empty>{t('comics.empty')}</Empty>}
      <ul class="grid">
        {comics.data?.comics.map((comic) => (
          <Tile href={`/comics/${comic.id}`} image={comic.cover_image_url} imageAlt={comic.cover_image_alt_text ?? ''} name={comic.title} status={comic.status} />
        ))}
      </ul>
    </Page>
  );
}
