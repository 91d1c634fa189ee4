import { useState } from 'preact/hooks';
import { api, unwrap, type Schemas } from '../api/client';
import { useAction, useLoad } from '../hooks';
import { Empty, ErrorNote, formatDate, Loading, Page } from '../ui';

function NewKey({ created, onDone }: { created: Schemas['CreatedApiKey']; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div class="callout" role="status">
      <h2>Your new key “{created.name}”</h2>
      <p class="warning">{created.warning}</p>
      <div class="secret">
        <code data-testid="new-key">{created.key}</code>
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(created.key).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <button type="button" class="primary" onClick={onDone}>
        I have stored it
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
    setCreated(await unwrap(api.POST('/api/api-keys', { body: { name: name || 'Default' } })));
    setName('');
    keys.reload();
  });
  const revoke = useAction(async (key: Schemas['ApiKey']) => {
    if (!window.confirm(`Revoke the key “${key.name}” (${key.key_prefix}…)? Programs using it stop working at once.`)) return;
    await unwrap(api.DELETE('/api/api-keys', { body: { key_id: key.id } }));
    keys.reload();
  });
  return (
    <Page title="API keys">
      <p class="lead">
        Send a key as <code>Authorization: Bearer lk_live_…</code>. The full key is shown only when it is made; we keep only a hash.
      </p>
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
            Name of the new key
            <input name="name" maxLength={100} placeholder="for example: production server" value={name} onInput={(e) => setName(e.currentTarget.value)} />
          </label>
          <button type="submit" class="primary" disabled={create.busy}>
            Create key
          </button>
        </form>
      )}
      <ErrorNote error={create.error} />
      <ErrorNote error={revoke.error} />
      {keys.loading && !keys.data && <Loading what="your keys" />}
      <ErrorNote error={keys.error} />
      {keys.data && keys.data.keys.length === 0 && <Empty>You have no API keys yet: name one above and create it.</Empty>}
      {keys.data && keys.data.keys.length > 0 && (
        <div class="table-wrap">
          <table class="cards">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span class="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.data.keys.map((key) => (
                <tr class={key.revoked_at ? 'revoked' : ''}>
                  <td class="title">{key.name}</td>
                  <td data-label="Key">
                    <code class="nowrap">{key.key_prefix}…</code>
                  </td>
                  <td data-label="Created">{formatDate(key.created_at)}</td>
                  <td data-label="Last used">{key.last_used_at ? formatDate(key.last_used_at) : 'never'}</td>
                  <td class="actions">
                    {key.revoked_at ? (
                      <span class="badge">revoked</span>
                    ) : (
                      <button type="button" class="danger" onClick={() => void revoke.run(key)} aria-label={`Revoke ${key.name}`}>
                        Revoke
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
