import { useEffect, useState } from 'preact/hooks';
import { api, unwrap, type Schemas } from '../api/client';
import { refreshBalance, useBalance } from '../balance';
import { useAction, useLoad } from '../hooks';
import { Empty, ErrorNote, formatDate, Loading, Page, Pager } from '../ui';

const PAGE_SIZE = 20;
const PLAN_NAMES: Record<Schemas['PaymentOptions']['plans'][number]['plan'], string> = { creator: 'Creator', studio: 'Studio' };

/** Sends the browser to the Stripe page a payment route answers, and says where it goes meanwhile. */
function usePaymentRedirect() {
  const [redirect, setRedirect] = useState<string>();
  const pay = useAction(async (start: () => Promise<{ url: string }>) => {
    const { url } = await start();
    setRedirect(url);
    window.location.assign(url);
  });
  return { pay, redirect };
}

function Payments({ plan }: { plan: string }) {
  const options = useLoad(() => unwrap(api.GET('/api/stripe/options')), []);
  const { pay, redirect } = usePaymentRedirect();
  if (options.loading) return <Loading what="payment options" />;
  if (options.error) return <ErrorNote error={options.error} />;
  if (!options.data?.configured) {
    return (
      <p class="note" role="note">
        Buying credits is not available on this server yet: payments are not configured. Ask the operator of this server for credits.
      </p>
    );
  }
  const packs = options.data.packs.filter((pack) => pack.available);
  const plans = options.data.plans.filter((offer) => offer.available);
  return (
    <>
      <h2>Buy credits</h2>
      <p class="muted">Paid on Stripe's secure page, which shows the price before you pay. Credits arrive as soon as Stripe confirms the payment.</p>
      {packs.length === 0 && <p class="muted">No credit pack is on sale here.</p>}
      <ul class="offers">
        {packs.map(({ pack, credits }) => (
          <li class="card offer">
            <span class="offer-name">{pack} pack</span>
            <span class="offer-credits">{credits} credits</span>
            <span class="muted small">once</span>
            <button type="button" disabled={pay.busy} aria-label={`Buy the ${pack} pack (${credits} credits)`} onClick={() => void pay.run(() => unwrap(api.POST('/api/stripe/topup', { body: { pack } })))}>
              Buy
            </button>
          </li>
        ))}
      </ul>
      <h2>Plan</h2>
      {plan === 'free' ? (
        <ul class="offers">
          {plans.map((offer) => (
            <li class="card offer">
              <span class="offer-name">{PLAN_NAMES[offer.plan]}</span>
              <span class="offer-credits">{offer.monthly_credits} credits</span>
              <span class="muted small">every month</span>
              <button type="button" class="primary" disabled={pay.busy} onClick={() => void pay.run(() => unwrap(api.POST('/api/stripe/checkout', { body: { plan: offer.plan } })))}>
                Subscribe to {PLAN_NAMES[offer.plan]}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          You are on the <strong>{plan}</strong> plan.{' '}
          <button type="button" disabled={pay.busy} onClick={() => void pay.run(() => unwrap(api.POST('/api/stripe/portal')))}>
            Manage subscription
          </button>
        </p>
      )}
      {redirect && (
        <p role="status">
          Opening the payment page: <a href={redirect}>{redirect}</a>
        </p>
      )}
      <ErrorNote error={pay.error} />
    </>
  );
}

const KIND_LABELS: Record<Schemas['CreditEntry']['kind'], string> = { grant: 'Added', charge: 'Charged', refund: 'Refunded', purchase: 'Bought', sale: 'Sold', fee: 'Fee' };

/** Balance, plan, ways to buy credits, and the ledger newest first. */
export function CreditsPage({ session }: { session: Schemas['Session'] }) {
  const [offset, setOffset] = useState(0);
  const credits = useBalance() ?? session.credits;
  useEffect(() => void refreshBalance(), []);
  const history = useLoad(() => unwrap(api.GET('/api/credits/history', { params: { query: { limit: PAGE_SIZE, offset } } })), [offset]);
  const total = history.data?.total ?? 0;
  return (
    <Page title="Credits">
      <div class="stats">
        <div class="stat">
          <span class="label">Balance</span>
          <span class="value" data-testid="balance">
            {credits}
          </span>
        </div>
        <div class="stat">
          <span class="label">Plan</span>
          <span class="value">{session.plan}</span>
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
          <Pager offset={offset} pageSize={PAGE_SIZE} total={total} onOffset={setOffset} labels={['Newer', 'Older']} />
        </>
      )}
    </Page>
  );
}
