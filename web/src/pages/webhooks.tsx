import { useState } from 'preact/hooks';
import { api, unwrap, type Schemas } from '../api/client';
import { navigate } from '../router';
import { useAction, useLoad } from '../hooks';
import { ActionForm, Empty, ErrorNote, formatDate, Loading, Page, Pager } from '../ui';
import { inUserTerms } from '../words';

type Endpoint = Schemas['WebhookEndpoint'];
type Delivery = Schemas['WebhookDelivery'];

const DELIVERIES_PAGE = 20;
/** Existing badge colours for what deliveries and endpoints are in. */
const BADGE: Record<string, string> = { delivered: 'ready', pending: 'generating', failed: 'failed', refused: 'failed', enabled: 'active', disabled: 'withdrawn' };

function Badge({ state }: { state: string }) {
  return <span class={`badge ${BADGE[state] ?? ''}`}>{state}</span>;
}

/** A signing secret shown once, with a copy button and the warning. */
function NewSecret({ title, secret, onDone }: { title: string; secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div class="callout" role="status">
      <h2>{title}</h2>
      <p class="warning">Store this signing secret now: it is shown only once. Your receiver checks every delivery with it (Standard Webhooks).</p>
      <div class="secret">
        <code data-testid="webhook-secret">{secret}</code>
        <button type="button" onClick={() => void navigator.clipboard?.writeText(secret).then(() => setCopied(true))}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <button type="button" class="primary" onClick={onDone}>
        I have stored it
      </button>
    </div>
  );
}

function EventTypeChoices({ types, chosen, onChange }: { types: Schemas['WebhookSettings']['event_types']; chosen: string[]; onChange: (chosen: string[]) => void }) {
  return (
    <fieldset>
      <legend>Events to send</legend>
      {types.map(({ type, description }) => (
        <label class="check">
          <input type="checkbox" checked={chosen.includes(type)} onChange={() => onChange(chosen.includes(type) ? chosen.filter((one) => one !== type) : [...chosen, type])} />
          <span>
            <code>{type}</code> <span class="muted small">{inUserTerms(description)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function CreateEndpoint({ types, onCreated }: { types: Schemas['WebhookSettings']['event_types']; onCreated: (created: Schemas['CreatedWebhookEndpoint']) => void }) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<string[]>(['comic.ready', 'comic.failed']);
  const create = useAction(async () => {
    onCreated(await unwrap(api.POST('/api/webhooks', { body: { url, description, event_types: chosen as Endpoint['event_types'] } })));
    setUrl('');
    setDescription('');
  });
  return (
    <ActionForm onSubmit={create.run}>
      <h2>New endpoint (at most 10)</h2>
      <label>
        URL of your receiver
        <input name="url" type="url" required maxLength={2000} placeholder="https://example.com/hooks/likeness" value={url} onInput={(e) => setUrl(e.currentTarget.value)} />
      </label>
      <label>
        Description (optional)
        <input name="description" maxLength={500} value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
      </label>
      <EventTypeChoices types={types} chosen={chosen} onChange={setChosen} />
      <ErrorNote error={create.error} />
      <button type="submit" class="primary" disabled={create.busy || chosen.length === 0}>
        Add endpoint
      </button>
    </ActionForm>
  );
}

function LowCreditsThreshold({ settings, onSaved }: { settings: Schemas['WebhookSettings']; onSaved: () => void }) {
  const [threshold, setThreshold] = useState(settings.credits_low_threshold === null ? '' : String(settings.credits_low_threshold));
  const save = useAction(async () => {
    await unwrap(api.PATCH('/api/webhook-settings', { body: { credits_low_threshold: threshold.trim() ? Number(threshold) : null } }));
    onSaved();
  });
  return (
    <ActionForm onSubmit={save.run}>
      <h2>Low balance</h2>
      <label>
        <span>
          Send <code>credits.low</code> when a charge takes the balance below (empty: never)
        </span>
        <input name="credits_low_threshold" type="number" min={1} value={threshold} onInput={(e) => setThreshold(e.currentTarget.value)} />
      </label>
      <ErrorNote error={save.error} />
      <button type="submit" disabled={save.busy}>
        Save threshold
      </button>
    </ActionForm>
  );
}

/** The caller's webhook endpoints: add one (its secret shown once), the low-balance threshold, each endpoint's page. */
export function WebhooksPage() {
  const endpoints = useLoad(() => unwrap(api.GET('/api/webhooks')), []);
  const settings = useLoad(() => unwrap(api.GET('/api/webhook-settings')), []);
  const [created, setCreated] = useState<Schemas['CreatedWebhookEndpoint']>();
  return (
    <Page title="Webhooks">
      <p class="lead">
        Your server hears when a comic, a storybook or a reference sheet is done, of sales and of a low balance: each event is POSTed as JSON, signed per Standard Webhooks
        (<code>webhook-id</code>, <code>webhook-timestamp</code>, <code>webhook-signature</code>), and retried for up to 3 days until your receiver answers 2xx.
      </p>
      {created ? (
        <NewSecret title={`Your new endpoint ${created.url}`} secret={created.secret} onDone={() => setCreated(undefined)} />
      ) : (
        settings.data && (
          <CreateEndpoint
            types={settings.data.event_types}
            onCreated={(endpoint) => {
              setCreated(endpoint);
              endpoints.reload();
            }}
          />
        )
      )}
      <h2>Your endpoints</h2>
      {endpoints.loading && !endpoints.data && <Loading what="your endpoints" />}
      <ErrorNote error={endpoints.error} />
      {endpoints.data?.endpoints.length === 0 && <Empty>No endpoints yet: add your receiver's URL above.</Empty>}
      <ul class="endpoints">
        {endpoints.data?.endpoints.map((endpoint) => (
          <li class="card">
            <a href={`/webhooks/${endpoint.id}`}>{endpoint.url}</a> <Badge state={endpoint.enabled ? 'enabled' : 'disabled'} />
            <p class="small muted">
              {endpoint.description ? `${endpoint.description} · ` : ''}
              {endpoint.event_types.join(', ')}
            </p>
            {endpoint.disabled_reason && <p class="error-text">{endpoint.disabled_reason}</p>}
          </li>
        ))}
      </ul>
      <ErrorNote error={settings.error} />
      {settings.data && <LowCreditsThreshold settings={settings.data} onSaved={settings.reload} />}
    </Page>
  );
}

function AttemptsTable({ delivery }: { delivery: Delivery }) {
  return (
    <div class="table-wrap">
      <table class="cards">
        <caption class="visually-hidden">Attempts of event {delivery.event.id}</caption>
        <thead>
          <tr>
            <th scope="col">Attempt</th>
            <th scope="col">When</th>
            <th scope="col">Outcome</th>
            <th scope="col">Status</th>
            <th scope="col">Latency</th>
            <th scope="col">Answer</th>
          </tr>
        </thead>
        <tbody>
          {delivery.attempts.map((attempt) => (
            <tr>
              <td class="title">
                Attempt {attempt.number}
                {attempt.redelivery ? ' (redelivery)' : ''}
              </td>
              <td data-label="When">{formatDate(attempt.started_at)}</td>
              <td data-label="Outcome">
                <Badge state={attempt.outcome} />
              </td>
              <td data-label="Status">{attempt.status_code ?? '—'}</td>
              <td data-label="Latency">{attempt.latency_ms} ms</td>
              <td class="small" data-label="Answer">
                {attempt.error && <span class="error-text">{attempt.error}</span>}
                {attempt.response_excerpt && <code>{attempt.response_excerpt}</code>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DeliveryItem({ endpointId, delivery, onChanged }: { endpointId: string; delivery: Delivery; onChanged: () => void }) {
  const redeliver = useAction(async () => {
    await unwrap(api.POST('/api/webhooks/{id}/deliveries/{delivery_id}/redeliver', { params: { path: { id: endpointId, delivery_id: delivery.id } } }));
    onChanged();
  });
  return (
    <li class="card" data-testid="delivery">
      <p>
        <code>{delivery.event.type}</code> <Badge state={delivery.status} /> <span class="small muted">{formatDate(delivery.event.created_at)}</span>
      </p>
      <p class="small muted">
        webhook-id <code>{delivery.event.id}</code> · {delivery.attempts.length} attempt{delivery.attempts.length === 1 ? '' : 's'}
        {delivery.next_attempt_at ? ` · next attempt ${formatDate(delivery.next_attempt_at)}` : ''}
      </p>
      <details>
        <summary>Attempts</summary>
        <AttemptsTable delivery={delivery} />
      </details>
      <ErrorNote error={redeliver.error} />
      {delivery.status !== 'pending' && (
        <button type="button" disabled={redeliver.busy} onClick={() => void redeliver.run()} aria-label={`Redeliver ${delivery.event.type} ${delivery.event.id}`}>
          Redeliver
        </button>
      )}
    </li>
  );
}

/** One endpoint: its actions (test event, disable or enable, rotate the secret, delete) and its deliveries with every attempt. */
export function WebhookPage({ id }: { id: string }) {
  const endpoint = useLoad(() => unwrap(api.GET('/api/webhooks/{id}', { params: { path: { id } } })), [id]);
  const [offset, setOffset] = useState(0);
  const deliveries = useLoad(() => unwrap(api.GET('/api/webhooks/{id}/deliveries', { params: { path: { id }, query: { limit: DELIVERIES_PAGE, offset } } })), [id, offset]);
  const [secret, setSecret] = useState<string>();
  const path = { params: { path: { id } } };
  const test = useAction(async () => {
    await unwrap(api.POST('/api/webhooks/{id}/test', path));
    deliveries.reload();
  });
  const toggle = useAction(async () => {
    await unwrap(api.PATCH('/api/webhooks/{id}', { ...path, body: { enabled: !endpoint.data?.enabled } }));
    endpoint.reload();
  });
  const rotate = useAction(async () => {
    if (!window.confirm('Make a new signing secret? The old one keeps signing beside it for 24 hours.')) return;
    setSecret((await unwrap(api.POST('/api/webhooks/{id}/rotate-secret', { ...path, body: { overlap_hours: 24 } }))).secret);
    endpoint.reload();
  });
  const remove = useAction(async () => {
    if (!window.confirm(`Delete the endpoint ${endpoint.data?.url ?? ''} and its deliveries?`)) return;
    await unwrap(api.DELETE('/api/webhooks/{id}', path));
    navigate('/webhooks');
  });
  if (endpoint.loading && !endpoint.data) return <Loading what="the endpoint" />;
  if (!endpoint.data) return <ErrorNote error={endpoint.error} />;
  const current = endpoint.data;
  return (
    <Page title="Webhook endpoint" actions={<Badge state={current.enabled ? 'enabled' : 'disabled'} />}>
      <p class="lead">
        <code>{current.url}</code>
      </p>
      <p class="small muted">
        {current.description ? `${current.description} · ` : ''}
        {current.event_types.join(', ')}
        {current.previous_secret_expires_at ? ` · the previous secret signs too until ${formatDate(current.previous_secret_expires_at)}` : ''}
      </p>
      {current.disabled_reason && (
        <p class="state error" role="alert">
          {current.disabled_reason}
        </p>
      )}
      {secret && <NewSecret title="Your new signing secret" secret={secret} onDone={() => setSecret(undefined)} />}
      <div class="buttons">
        <button type="button" class="primary" disabled={test.busy || !current.enabled} onClick={() => void test.run()}>
          Send test event
        </button>
        <button type="button" disabled={toggle.busy} onClick={() => void toggle.run()}>
          {current.enabled ? 'Disable' : 'Enable again'}
        </button>
        <button type="button" disabled={rotate.busy} onClick={() => void rotate.run()}>
          Rotate secret
        </button>
        <button type="button" class="danger" disabled={remove.busy} onClick={() => void remove.run()}>
          Delete endpoint
        </button>
      </div>
      {[test, toggle, rotate, remove].map((action) => (
        <ErrorNote error={action.error} />
      ))}
      <h2>Deliveries</h2>
      <button type="button" onClick={deliveries.reload}>
        Refresh
      </button>
      {deliveries.loading && !deliveries.data && <Loading what="deliveries" />}
      <ErrorNote error={deliveries.error} />
      {deliveries.data?.total === 0 && <Empty>Nothing was sent here yet: send a test event, or make a comic.</Empty>}
      <ul class="deliveries">
        {deliveries.data?.deliveries.map((delivery) => (
          <DeliveryItem endpointId={id} delivery={delivery} onChanged={deliveries.reload} />
        ))}
      </ul>
      {deliveries.data && deliveries.data.total > DELIVERIES_PAGE && (
        <Pager offset={offset} pageSize={DELIVERIES_PAGE} total={deliveries.data.total} onOffset={setOffset} labels={['Newer deliveries', 'Older deliveries']} />
      )}
    </Page>
  );
}
