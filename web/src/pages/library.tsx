import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import { navigate } from '../router';
import { useAction, useLoad } from '../hooks';
import { t } from '../i18n';
import { Empty, ErrorNote, Loading, Page } from '../ui';

/** The public library: search, browse, and import a character into your account (free). */
export function LibraryPage() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const library = useLoad(() => unwrap(api.GET('/api/library', { params: { query: { search: query || undefined, limit: 60 } } })), [query]);
  const importOne = useAction(async (libraryCharacterId: string) => {
    const imported = await unwrap(api.POST('/api/library/import', { body: { library_character_id: libraryCharacterId } }));
    navigate(`/characters/${imported.character_id}`);
  });
  return (
    <Page title={t('nav.library')}>
      <p class="lead">{t('library.lead')}</p>
      <form
        class="inline"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(search.trim());
        }}
      >
        <label>
          {t('library.searchLabel')}
          <input type="search" name="search" maxLength={200} value={search} placeholder={t('library.placeholder')} onInput={(e) => setSearch(e.currentTarget.value)} />
        </label>
        <button type="submit">{t('common.search')}</button>
      </form>
      <ErrorNote error={importOne.error} />
      {library.loading && !library.data && <Loading text={t('library.loading')} />}
      <ErrorNote error={library.error} />
      {library.data?.characters.length === 0 && <Empty>{t('library.noMatch', { query })}</Empty>}
      {library.data && library.data.characters.length > 0 && <p class="muted">{t('library.count', { count: library.data.total })}</p>}
      <ul class="grid">
        {library.data?.characters.map((character) => (
          <li class="card tile library">
            {character.reference_image_url ? <img src={character.reference_image_url} alt={character.reference_image_alt_text ?? ''} loading="lazy" /> : <div class="placeholder" aria-hidden="true" />}
            <span class="name">{character.name}</span>
            <span class="muted small">{character.appearance_summary}</span>
            <button type="button" disabled={importOne.busy} onClick={() => void importOne.run(character.id)} aria-label={t('library.importNamed', { name: character.name })}>
              {t('library.import')}
            </button>
          </li>
        ))}
      </ul>
    </Page>
  );
}
