import { useState } from 'preact/hooks';
import { api, unwrap, type Schemas } from '../api/client';
import { navigate } from '../router';
import { useAction, useLoad } from '../hooks';
import { rich, t } from '../i18n';
import { ActionForm, Empty, ErrorNote, formatDate, Loading, Page, Pager, statusWord } from '../ui';
import { inUserTerms } from '../words';

type Endpoint = Schemas['WebhookEndpoint'];
type Delivery = Schemas['WebhookDelivery'];

const DELIVERIES_PAGE = 20;
/** Existing badge colours for what deliveries and endpoints are in. */
const BADGE: Record<string, string> = { delivered: 'ready', pending: 'generating', failed: 'failed', refused: 'failed', enabled: 'active', disabled: 'withdrawn' };

function Badge({ state }: { state: string }) {
  return <span class={`badge ${BADGE[state] ?? ''}`}>{statusWord(state)}</span>;
}

/** A signing secret shown once, with a copy button and the warning. */
function NewSecret({ title, secret, onDone }: { title: string; secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div class="callout" role="status">
      <h2>{title}</h2>
      <p class="warning">{t('webhooks.secretWarning')}</p>
      <div class="secret">
        <code data-testid="webhook-secret">{secret}</code>
        <button type="button" onClick={() => void navigator.clipboard?.writeText(secret).then(() => setCopied(true))}>
          {copied ? t('common.copied') : t('common.copy')}
        </button>
      </div>
      <button type="button" class="primary" onClick={onDone}>
        {t('common.storedIt')}
      </button>
    </div>
  );
}

function EventTypeChoices({ types, chosen, onChange }: { types: Schemas['WebhookSettings']['event_types']; chosen: string[]; onChange: (chosen: string[]) => void }) {
  return (
    <fieldset>
      <legend>{t('webhooks.events')}</legend>
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
      <h2>{t('webhooks.new')}</h2>
      <label>
        {t('webhooks.url')}
        <input name="url" type="url" required maxLength={2000} placeholder="https://example.com/hooks/likeness" value={url} onInput={(e) => setUrl(e.currentTarget.value)} />
      </label>
      <label>
        {t('webhooks.descriptionOptional')}
        <input name="description" maxLength={500} value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
      </label>
      <EventTypeChoices types={types} chosen={chosen} onChange={setChosen} />
      <ErrorNote error={create.error} />
      <button type="submit" class="primary" disabled={create.busy || chosen.length === 0}>
        {t('webhooks.add')}
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
      <h2>{t('webhooks.lowBalance')}</h2>
      <label>
        <span>{rich('webhooks.threshold', { event: 'credits.low' }, { code: (words) => <code>{words}</code> })}</span>
        <input name="credits_low_threshold" type="number" min={1} value={threshold} onInput={(e) => setThreshold(e.currentTarget.value)} />
      </label>
      <ErrorNote error={save.error} />
      <button type="submit" disabled={save.busy}>
        {t('webhooks.saveThreshold')}
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
    <Page title={t('nav.webhooks')}>
      <p class="lead">
        {rich(
          'webhooks.lead',
          { id: 'webhook-id', timestamp: 'webhook-timestamp', signature: 'webhook-signature' },
          { code: (words) => <code>{words}</code> },
        )}
      </p>
      {created ? (
        <NewSecret title={t('webhooks.newEndpoint', { url: created.url })} secret={created.secret} onDone={() => setCreated(undefined)} />
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
      <h2>{t('webhooks.yours')}</h2>
      {endpoints.loading && !endpoints.data && <Loading text={t('webhooks.loading')} />}
      <ErrorNote error={endpoints.error} />
      {endpoints.data?.endpoints.length === 0 && <Empty>{t('webhooks.empty')}</Empty>}
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
        <caption class="visually-hidden">{t('webhooks.attemptsOf', { id: delivery.event.id })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('webhooks.attempt')}</th>
            <th scope="col">{t('credits.when')}</th>
            <th scope="col">{t('webhooks.outcome')}</th>
            <th scope="col">{t('webhooks.status')}</th>
            <th scope="col">{t('webhooks.latency')}</th>
            <th scope="col">{t('webhooks.answer')}</th>
          </tr>
        </thead>
        <tbody>
          {delivery.attempts.map((attempt) => (
            <tr>
              <td class="title">
                {attempt.redelivery ? t('webhooks.attemptRedelivery', { number: attempt.number }) : t('webhooks.attemptNumber', { number: attempt.number })}
              </td>
              <td data-label={t('credits.when')}>{formatDate(attempt.started_at)}</td>
              <td data-label={t('webhooks.outcome')}>
                <Badge state={attempt.outcome} />
              </td>
              <td data-label={t('webhooks.status')}>{attempt.status_code ?? '—'}</td>
              <td data-label={t('webhooks.latency')}>{t('webhooks.ms', { ms: attempt.latency_ms })}</td>
              <td class="small" data-label={t('webhooks.answer')}>
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
        webhook-id <code>{delivery.event.id}</code> · {t('webhooks.attempts', { count: delivery.attempts.length })}
        {delivery.next_attempt_at ? ` · ${t('webhooks.nextAttempt', { when: formatDate(delivery.next_attempt_at) })}` : ''}
      </p>
      <details>
        <summary>{t('webhooks.attemptsSummary')}</summary>
        <AttemptsTable delivery={delivery} />
      </details>
      <ErrorNote error={redeliver.error} />
      {delivery.status !== 'pending' && (
        <button type="button" disabled={redeliver.busy} onClick={() => void redeliver.run()} aria-label={t('webhooks.redeliverNamed', { type: delivery.event.type, id: delivery.event.id })}>
          {t('webhooks.redeliver')}
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
    if (!window.confirm(t('webhooks.rotateConfirm'))) return;
    setSecret((await unwrap(api.POST('/api/webhooks/{id}/rotate-secret', { ...path, body: { overlap_hours: 24 } }))).secret);
    endpoint.reload();
  });
  const remove = useAction(async () => {
    if (!window.confirm(t('webhooks.deleteConfirm', { url: endpoint.data?.url ?? '' }))) return;
    await unwrap(api.DELETE('/api/webhooks/{id}', path));
    navigate('/webhooks');
  });
  if (endpoint.loading && !endpoint.data) return <Loading text={t('webhooks.loadingOne')} />;
  if (!endpoint.data) return <ErrorNote error={endpoint.error} />;
  const current = endpoint.data;
  return (
    <Page title={t('webhooks.endpoint')} actions={<Badge state={current.enabled ? 'enabled' : 'disabled'} />}>
      <p class="lead">
        <code>{current.url}</code>
      </p>
      <p class="small muted">
        {current.description ? `${current.description} · ` : ''}
        {current.event_types.join(', ')}
        {current.previous_secret_expires_at ? ` · ${t('webhooks.previousSecret', { until: formatDate(current.previous_secret_expires_at) })}` : ''}
      </p>
      {current.disabled_reason && (
        <p class="state error" role="alert">
          {current.disabled_reason}
        </p>
      )}
      {secret && <NewSecret title={t('webhooks.newSecret')} secret={secret} onDone={() => setSecret(undefined)} />}
      <div class="buttons">
        <button type="button" class="primary" disabled={test.busy || !current.enabled} onClick={() => void test.run()}>
          {t('webhooks.sendTest')}
        </button>
        <button type="button" disabled={toggle.busy} onClick={() => void toggle.run()}>
          {current.enabled ? t('webhooks.disable') : t('webhooks.enable')}
        </button>
        <button type="button" disabled={rotate.busy} onClick={() => void rotate.run()}>
          {t('webhooks.rotate')}
        </button>
        <button type="button" class="danger" disabled={remove.busy} onClick={() => void remove.run()}>
          {t('webhooks.delete')}
        </button>
      </div>
      {[test, toggle, rotate, remove].map((action) => (
        <ErrorNote error={action.error} />
      ))}
      <h2>{t('webhooks.deliveries')}</h2>
      <button type="button" onClick={deliveries.reload}>
        {t('webhooks.refresh')}
      </button>
      {deliveries.loading && !deliveries.data && <Loading text={t('webhooks.loadingDeliveries')} />}
      <ErrorNote error={deliveries.error} />
      {deliveries.data?.total === 0 && <Empty>{t('webhooks.noDeliveries')}</Empty>}
      <ul class="deliveries">
        {deliveries.data?.deliveries.map((delivery) => (
          <DeliveryItem endpointId={id} delivery={delivery} onChanged={deliveries.reload} />
        ))}
      </ul>
      {deliveries.data && deliveries.data.total > DELIVERIES_PAGE && (
        <Pager offset={offset} pageSize={DELIVERIES_PAGE} total={deliveries.data.total} onOffset={setOffset} labels={[t('webhooks.newer'), t('webhooks.older')]} />
      )}
    </Page>
  );
}
