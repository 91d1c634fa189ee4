import { useState } from 'preact/hooks';
import { api, postUntyped, unwrap, type Schemas } from '../api/client';
import { useAction, useLoad } from '../hooks';
import { Empty, ErrorNote, formatDate, Loading, Page } from '../ui';

const PAGE_SIZE = 20;
const PACKS = [
  { pack: 'small', label: 'Buy a small pack' },
  { pack: 'large', label: 'Buy a large pack' },
];

/**
 * Whether payments answer at all: an empty checkout body is refused with 400 by a configured server (nothing is
 * bought), 503 when payments are not configured, 404 where the payment routes do not exist.
 */
async function paymentsAvailable(): Promise<boolean> {
  const { status } = await postUntyped('/api/stripe/checkout', {});
  return status !== 503 && status !== 404;
}

function Payments({ plan }: { plan: string }) {
  const available = useLoad(paymentsAvailable, []);
  const [redirect, setRedirect] = useState<string>();
  const pay = useAction(async (path: string, body: unknown) => {
    const { status, body: answer } = await postUntyped(path, body);
    if (status !== 200 || typeof answer.url !== 'string') throw new Error(typeof answer.error === 'string' ? answer.error : `Payment failed (${status})`);
    setRedirect(answer.url);
    window.location.assign(answer.url);
  });
  if (available.loading) return <Loading what="payment options" />;
  if (!available.data) {
    return (
      <p class="note" role="note">
        Buying credits is not available on this server yet: payments are not configured. Ask the operator to grant credits (<code>likeness credits grant</code>).
      </p>
    );
  }
  return (
    <div class="buttons">
      {PACKS.map(({ pack, label }) => (
        <button type="button" onClick={() => void pay.run('/api/stripe/topup', { pack })} disabled={pay.busy}>
          {label}
        </button>
      ))}
      {plan === 'free' && (
        <button type="button" class="primary" onClick={() => void pay.run('/api/stripe/checkout', { plan: 'creator' })} disabled={pay.busy}>
          Upgrade to Creator
        </button>
      )}
      {plan !== 'free' && (
        <button type="button" onClick={() => void pay.run('/api/stripe/portal', {})} disabled={pay.busy}>
          Manage subscription
        </button>
      )}
      {redirect && <p>Opening the payment page: <a href={redirect}>{redirect}</a></p>}
      <ErrorNote error={pay.error} />
    </div>
  );
}

const KIND_LABELS: Record<Schemas['CreditEntry']['kind'], string> = { grant: 'Added', charge: 'Charged', refund: 'Refunded' };

/** Balance, plan, ways to buy credits, and the ledger newest first. */
export function CreditsPage({ session }: { session: Schemas['Session'] }) {
  const [offset, setOffset] = useState(0);
  const credits = useLoad(() => unwrap(api.GET('/api/credits')), []);
  const history = useLoad(() => unwrap(api.GET('/api/credits/history', { params: { query: { limit: PAGE_SIZE, offset } } })), [offset]);
  const total = history.data?.total ?? 0;
  return (
    <Page title="Credits">
      <div class="stats">
        <div class="stat">
          <span class="label">Balance</span>
          <span class="value" data-testid="balance">
            {credits.data?.credits ?? session.credits}
          </span>
        </div>
        <div class="stat">
          <span class="label">Plan</span>
          <span class="value">{credits.data?.plan ?? session.plan}</span>
        </div>
      </div>
      <Payments plan={session.plan} />
      <h2>History</h2>
      {history.loading && !history.data && <Loading what="your history" />}
      <ErrorNote error={history.error} />
      {history.data && total === 0 && <Empty>No credit movements yet.</Empty>}
      {history.data && total > 0 && (
        <>
          <div class="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col" class="when">
                    When
                  </th>
                  <th scope="col">What</th>
                  <th scope="col" class="num">
                    Change
                  </th>
                  <th scope="col" class="num">
                    Balance
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.data.entries.map((entry) => (
                  <tr>
                    <td class="when">{formatDate(entry.created_at)}</td>
                    <td class="what">
                      <span class={`badge ${entry.kind}`}>{KIND_LABELS[entry.kind]}</span> {entry.description}
                      <span class="when-inline">{formatDate(entry.created_at)}</span>
                    </td>
                    <td class="num">{entry.amount > 0 ? `+${entry.amount}` : entry.amount}</td>
                    <td class="num">{entry.balance_after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div class="pager">
            <button type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
              Newer
            </button>
            <span>
              {offset + 1}–{Math.min(offset + PAGE_SIZE, total)} of {total}
            </span>
            <button type="button" disabled={offset + PAGE_SIZE >= total} onClick={() => setOffset(offset + PAGE_SIZE)}>
              Older
            </button>
          </div>
        </>
      )}
    </Page>
  );
}
