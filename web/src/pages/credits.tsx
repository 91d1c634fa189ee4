import { useEffect, useState } from 'preact/hooks';
import { api, unwrap, type Schemas } from '../api/client';
import { refreshBalance, useBalance } from '../balance';
import { useAction, useLoad } from '../hooks';
import { number, rich, signedNumber, t, type MessageKey } from '../i18n';
import { Empty, ErrorNote, formatDate, Loading, Page, Pager, planName } from '../ui';

const PAGE_SIZE = 20;

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
  if (options.loading) return <Loading text={t('credits.loadingOptions')} />;
  if (options.error) return <ErrorNote error={options.error} />;
  if (!options.data?.configured) {
    return (
      <p class="note" role="note">
        {t('credits.notConfigured')}
      </p>
    );
  }
  const packs = options.data.packs.filter((pack) => pack.available);
  const plans = options.data.plans.filter((offer) => offer.available);
  return (
    <>
      <h2>{t('credits.buy')}</h2>
      <p class="muted">{t('credits.buyLead')}</p>
      {packs.length === 0 && <p class="muted">{t('credits.noPacks')}</p>}
      <ul class="offers">
        {packs.map(({ pack, credits }) => (
          <li class="card offer">
            <span class="offer-name">{t('credits.pack', { pack })}</span>
            <span class="offer-credits">{t('common.credits', { count: credits })}</span>
            <span class="muted small">{t('credits.once')}</span>
            <button type="button" disabled={pay.busy} aria-label={t('credits.buyPack', { pack, credits })} onClick={() => void pay.run(() => unwrap(api.POST('/api/stripe/topup', { body: { pack } })))}>
              {t('credits.buyButton')}
            </button>
          </li>
        ))}
      </ul>
      <h2>{t('credits.plan')}</h2>
      {plan === 'free' ? (
        <ul class="offers">
          {plans.map((offer) => (
            <li class="card offer">
              <span class="offer-name">{planName(offer.plan)}</span>
              <span class="offer-credits">{t('common.credits', { count: offer.monthly_credits })}</span>
              <span class="muted small">{t('credits.everyMonth')}</span>
              <button type="button" class="primary" disabled={pay.busy} onClick={() => void pay.run(() => unwrap(api.POST('/api/stripe/checkout', { body: { plan: offer.plan } })))}>
                {t('credits.subscribe', { plan: planName(offer.plan) })}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          {rich('credits.onPlan', { plan: planName(plan) }, { b: (words) => <strong>{words}</strong> })}{' '}
          <button type="button" disabled={pay.busy} onClick={() => void pay.run(() => unwrap(api.POST('/api/stripe/portal')))}>
            {t('credits.manage')}
          </button>
        </p>
      )}
      {redirect && (
        <p role="status">
          {t('credits.opening')} <a href={redirect}>{redirect}</a>
        </p>
      )}
      <ErrorNote error={pay.error} />
    </>
  );
}

const KIND_LABELS: Record<Schemas['CreditEntry']['kind'], MessageKey> = {
  grant: 'credits.kindGrant',
  charge: 'credits.kindCharge',
  refund: 'credits.kindRefund',
  purchase: 'credits.kindPurchase',
  sale: 'credits.kindSale',
  fee: 'credits.kindFee',
};

/** Balance, plan, ways to buy credits, and the ledger newest first. */
export function CreditsPage({ session }: { session: Schemas['Session'] }) {
  const [offset, setOffset] = useState(0);
  const credits = useBalance() ?? session.credits;
  useEffect(() => void refreshBalance(), []);
  const history = useLoad(() => unwrap(api.GET('/api/credits/history', { params: { query: { limit: PAGE_SIZE, offset } } })), [offset]);
  const total = history.data?.total ?? 0;
  return (
    <Page title={t('nav.credits')}>
      <div class="stats">
        <div class="stat">
          <span class="label">{t('credits.balance')}</span>
          <span class="value" data-testid="balance">
            {number(credits)}
          </span>
        </div>
        <div class="stat">
          <span class="label">{t('credits.plan')}</span>
          <span class="value">{planName(session.plan)}</span>
        </div>
      </div>
      <Payments plan={session.plan} />
      <h2>{t('credits.history')}</h2>
      {history.loading && !history.data && <Loading text={t('credits.loadingHistory')} />}
      <ErrorNote error={history.error} />
      {history.data && total === 0 && <Empty>{t('credits.noMovements')}</Empty>}
      {history.data && total > 0 && (
        <>
          <div class="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col" class="when">
                    {t('credits.when')}
                  </th>
                  <th scope="col">{t('credits.what')}</th>
                  <th scope="col" class="num">
                    {t('credits.change')}
                  </th>
                  <th scope="col" class="num">
                    {t('credits.balance')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.data.entries.map((entry) => (
                  <tr>
                    <td class="when">{formatDate(entry.created_at)}</td>
                    <td class="what">
                      <span class={`badge ${entry.kind}`}>{t(KIND_LABELS[entry.kind])}</span> {entry.description}
                      <span class="when-inline">{formatDate(entry.created_at)}</span>
                    </td>
                    <td class="num">{signedNumber(entry.amount)}</td>
                    <td class="num">{number(entry.balance_after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager offset={offset} pageSize={PAGE_SIZE} total={total} onOffset={setOffset} labels={[t('common.newer'), t('common.older')]} />
        </>
      )}
    </Page>
  );
}
