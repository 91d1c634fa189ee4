import { useState } from 'preact/hooks';
import { api, unwrap, type Schemas } from '../api/client';
import { useAction, useLoad } from '../hooks';
import { rich, t } from '../i18n';
import { Empty, ErrorNote, formatDate, Loading, Page } from '../ui';

function NewKey({ created, onDone }: { created: Schemas['CreatedApiKey']; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div class="callout" role="status">
      <h2>{t('apiKeys.newKey', { name: created.name })}</h2>
      <p class="warning">{t('apiKeys.warning')}</p>
      <div class="secret">
        <code data-testid="new-key">{created.key}</code>
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(created.key).then(() => setCopied(true));
          }}
        >
          {copied ? t('common.copied') : t('common.copy')}
        </button>
      </div>
      <button type="button" class="primary" onClick={onDone}>
        {t('common.storedIt')}
      </button>
    </div>
  );
}

/** The caller's API keys: prefixes only; a new key is shown once; revoking asks first. */
export function ApiKeysPage() {
  const keys = useLoad(() => unwrap(api.GET('/api/api-keys')), []);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<Schemas['CreatedApiKey']>();
  const create = useAction(async () => {
    setCreated(await unwrap(api.POST('/api/api-keys', { body: { name: name || t('apiKeys.defaultName') } })));
    setName('');
    keys.reload();
  });
  const revoke = useAction(async (key: Schemas['ApiKey']) => {
    if (!window.confirm(t('apiKeys.revokeConfirm', { name: key.name, prefix: key.key_prefix }))) return;
    await unwrap(api.DELETE('/api/api-keys', { body: { key_id: key.id } }));
    keys.reload();
  });
  return (
    <Page title={t('nav.apiKeys')}>
      <p class="lead">{rich('apiKeys.lead', { header: 'Authorization: Bearer lk_live_…' }, { code: (words) => <code>{words}</code> })}</p>
      {created ? (
        <NewKey created={created} onDone={() => setCreated(undefined)} />
      ) : (
        <form
          class="inline"
          onSubmit={(event) => {
            event.preventDefault();
            void create.run();
          }}
        >
          <label>
            {t('apiKeys.nameLabel')}
            <input name="name" maxLength={100} placeholder={t('apiKeys.namePlaceholder')} value={name} onInput={(e) => setName(e.currentTarget.value)} />
          </label>
          <button type="submit" class="primary" disabled={create.busy}>
            {t('apiKeys.create')}
          </button>
        </form>
      )}
      <ErrorNote error={create.error} />
      <ErrorNote error={revoke.error} />
      {keys.loading && !keys.data && <Loading text={t('apiKeys.loading')} />}
      <ErrorNote error={keys.error} />
      {keys.data && keys.data.keys.length === 0 && <Empty>{t('apiKeys.empty')}</Empty>}
      {keys.data && keys.data.keys.length > 0 && (
        <div class="table-wrap">
          <table class="cards">
            <thead>
              <tr>
                <th scope="col">{t('common.name')}</th>
                <th scope="col">{t('apiKeys.key')}</th>
                <th scope="col">{t('apiKeys.created')}</th>
                <th scope="col">{t('apiKeys.lastUsed')}</th>
                <th scope="col">
                  <span class="visually-hidden">{t('apiKeys.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.data.keys.map((key) => (
                <tr class={key.revoked_at ? 'revoked' : ''}>
                  <td class="title">{key.name}</td>
                  <td data-label={t('apiKeys.key')}>
                    <code class="nowrap">{key.key_prefix}…</code>
                  </td>
                  <td data-label={t('apiKeys.created')}>{formatDate(key.created_at)}</td>
                  <td data-label={t('apiKeys.lastUsed')}>{key.last_used_at ? formatDate(key.last_used_at) : t('apiKeys.never')}</td>
                  <td class="actions">
                    {key.revoked_at ? (
                      <span class="badge">{t('apiKeys.revoked')}</span>
                    ) : (
                      <button type="button" class="danger" onClick={() => void revoke.run(key)} aria-label={t('apiKeys.revokeNamed', { name: key.name })}>
                        {t('apiKeys.revoke')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}
