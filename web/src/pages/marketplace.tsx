import type { ComponentChildren } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { allCharacters, api, ApiError, type Schemas, unwrap } from '../api/client';
import { navigate } from '../router';
import { useAction, useLoad } from '../hooks';
import { rich, t, type MessageKey } from '../i18n';
import { ActionForm, Empty, ErrorNote, Loading, Page, Pager, statusWord } from '../ui';

type Listing = Schemas['Listing'];
type Sort = 'newest' | 'price' | 'popular';

const SORTS: Array<[Sort, MessageKey]> = [
  ['newest', 'marketplace.sortNewest'],
  ['price', 'marketplace.sortCheapest'],
  ['popular', 'marketplace.sortPopular'],
];
const PAGE_SIZE = 24;
const MIN_PRICE = 1;
const MAX_PRICE = 10_000;

function salesText(count: number): string {
  return t('marketplace.sales', { count });
}

/** A listing in a grid; `children` add what only its seller sees. */
function ListingCard({ listing, children }: { listing: Listing; children?: ComponentChildren }) {
  return (
    <li class="card tile listing">
      <a href={`/marketplace/${listing.id}`}>
        {listing.preview_image_url ? <img src={listing.preview_image_url} alt={listing.preview_image_alt_text ?? ''} loading="lazy" /> : <div class="placeholder" aria-hidden="true" />}
        <span class="name">{listing.title}</span>
      </a>
      <span class="price">{t('common.credits', { count: listing.price_credits })}</span>
      <span class="muted small">{salesText(listing.sales_count)}</span>
      {children}
    </li>
  );
}

/** A labelled select over a list's fixed choices (sort order, status filter). */
function ListChoice<T extends string>(props: { id: string; name: string; label: string; value: T; choices: Array<[T, MessageKey]>; onChoose: (value: T) => void }) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <select id={props.id} name={props.name} value={props.value} onChange={(e) => props.onChoose(e.currentTarget.value as T)}>
        {props.choices.map(([value, label]) => (
          <option value={value}>{t(label)}</option>
        ))}
      </select>
    </div>
  );
}

/** Lists one of the caller's published characters for sale, then opens the new listing. */
function SellForm({ preselected }: { preselected: string }) {
  const characters = useLoad(() => allCharacters(), []);
  const published = (characters.data ?? []).filter((character) => character.status === 'published');
  const [characterId, setCharacterId] = useState(preselected);
  const [price, setPrice] = useState('10');
  const [description, setDescription] = useState('');
  const chosen = characterId || published[0]?.id || '';
  const sell = useAction(async () => {
    const body = { character_id: chosen, price_credits: Number(price), ...(description.trim() ? { description: description.trim() } : {}) };
    const listing = await unwrap(api.POST('/api/marketplace/listings', { body }));
    navigate(`/marketplace/${listing.id}`);
  });
  if (characters.loading && !characters.data) return <Loading text={t('characters.loading')} />;
  if (published.length === 0) {
    return <Empty>{rich('marketplace.onlyPublished', {}, { link: (words) => <a href="/characters">{words}</a> })}</Empty>;
  }
  return (
    <ActionForm onSubmit={sell.run}>
      <label for="sell-character">{t('common.character')}</label>
      <select id="sell-character" name="character" value={chosen} onChange={(e) => setCharacterId(e.currentTarget.value)}>
          {published.map((character) => (
          <option value={character.id}>{character.name}</option>
        ))}
      </select>
      <label>
        {t('marketplace.price', { min: MIN_PRICE, max: MAX_PRICE })}
        <input name="price" type="number" required min={MIN_PRICE} max={MAX_PRICE} step={1} value={price} onInput={(e) => setPrice(e.currentTarget.value)} />
      </label>
      <label>
        {t('marketplace.descriptionOptional')}
        <textarea name="description" rows={2} maxLength={2000} value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
      </label>
      <p class="muted small">{t('marketplace.sellHint')}</p>
      <ErrorNote error={sell.error} />
      <button type="submit" class="primary" disabled={sell.busy}>
        {t('marketplace.list')}
      </button>
    </ActionForm>
  );
}

/** Active listings: search, sort, page; and a form to sell one of your published characters. */
export function MarketplacePage() {
  const params = new URLSearchParams(window.location.search);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort>('newest');
  const [offset, setOffset] = useState(0);
  const listings = useLoad(
    () => unwrap(api.GET('/api/marketplace/listings', { params: { query: { search: query || undefined, sort, limit: PAGE_SIZE, offset } } })),
    [query, sort, offset],
  );
  const total = listings.data?.total ?? 0;
  return (
    <Page
      title={t('nav.marketplace')}
      actions={
        <a class="button" href="/marketplace/mine">
          {t('marketplace.mine')}
        </a>
      }
    >
      <p class="lead">{t('marketplace.lead')}</p>
      <form
        class="inline"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setOffset(0);
          setQuery(search.trim());
        }}
      >
        <label>
          {t('marketplace.searchLabel')}
          <input type="search" name="search" maxLength={200} value={search} placeholder={t('marketplace.placeholder')} onInput={(e) => setSearch(e.currentTarget.value)} />
        </label>
        <ListChoice
          id="listing-sort"
          name="sort"
          label={t('marketplace.sortBy')}
          value={sort}
          choices={SORTS}
          onChoose={(value) => {
            setOffset(0);
            setSort(value);
          }}
        />
        <button type="submit">{t('common.search')}</button>
      </form>
      {listings.loading && !listings.data && <Loading text={t('marketplace.loading')} />}
      <ErrorNote error={listings.error} />
      {listings.data && total === 0 && <Empty>{query ? t('marketplace.noMatch', { query }) : t('marketplace.nothingYet')}</Empty>}
      {listings.data && total > 0 && (
        <>
          <p class="muted">{t('marketplace.listings', { count: total })}</p>
          <ul class="grid">
            {listings.data.listings.map((listing) => (
              <ListingCard listing={listing} />
            ))}
          </ul>
          {total > PAGE_SIZE && (
            <Pager offset={offset} pageSize={PAGE_SIZE} total={total} onOffset={setOffset} labels={[t('common.previous'), t('common.next')]} />
          )}
        </>
      )}
      <h2 id="sell">{t('marketplace.sell')}</h2>
      <SellForm preselected={params.get('sell') ?? ''} />
    </Page>
  );
}

type ListingFilter = '' | 'active' | 'withdrawn';
const FILTERS: Array<[ListingFilter, MessageKey]> = [
  ['', 'marketplace.filterAll'],
  ['active', 'marketplace.filterActive'],
  ['withdrawn', 'marketplace.filterWithdrawn'],
];

/** The seller's own listings, withdrawn ones too, with what each one sold and earned. */
export function MyListingsPage() {
  const [status, setStatus] = useState<ListingFilter>('');
  const [offset, setOffset] = useState(0);
  const listings = useLoad(
    () => unwrap(api.GET('/api/marketplace/my-listings', { params: { query: { status: status || undefined, limit: PAGE_SIZE, offset } } })),
    [status, offset],
  );
  const total = listings.data?.total ?? 0;
  return (
    <Page
      title={t('marketplace.mine')}
      actions={
        <a class="button" href="/marketplace#sell">
          {t('marketplace.sell')}
        </a>
      }
    >
      <p>
        <a href="/marketplace">{t('marketplace.all')}</a>
      </p>
      <ListChoice
        id="listing-filter"
        name="status"
        label={t('marketplace.show')}
        value={status}
        choices={FILTERS}
        onChoose={(value) => {
          setOffset(0);
          setStatus(value);
        }}
      />
      {listings.loading && !listings.data && <Loading text={t('marketplace.loadingMine')} />}
      <ErrorNote error={listings.error} />
      {listings.data && total === 0 && (
        <Empty>
          {status === 'withdrawn' ? t('marketplace.noneWithdrawn') : rich('marketplace.nothingForSale', {}, { link: (words) => <a href="/marketplace#sell">{words}</a> })}
        </Empty>
      )}
      {listings.data && total > 0 && (
        <>
          <p class="muted">{t('marketplace.listings', { count: total })}</p>
          <ul class="grid">
            {listings.data.listings.map((listing) => (
              <ListingCard listing={listing}>
                <span class="muted small" data-testid="earned">
                  {t('marketplace.earned', { count: listing.earned_credits })}
                </span>
                <span class={`badge ${listing.status}`}>{listing.status === 'active' ? t('marketplace.forSale') : statusWord('withdrawn')}</span>
              </ListingCard>
            ))}
          </ul>
          {total > PAGE_SIZE && <Pager offset={offset} pageSize={PAGE_SIZE} total={total} onOffset={setOffset} labels={[t('common.previous'), t('common.next')]} />}
        </>
      )}
    </Page>
  );
}

/** The seller's controls: change price, title or description, or withdraw (buyers keep their copies). */
function ManageListing({ listing, onChanged }: { listing: Listing; onChanged: () => void }) {
  const [price, setPrice] = useState(String(listing.price_credits));
  const [title, setTitle] = useState(listing.title);
  const [description, setDescription] = useState(listing.description);
  const path = { params: { path: { id: listing.id } } };
  const save = useAction(async () => {
    await unwrap(api.PATCH('/api/marketplace/listings/{id}', { ...path, body: { price_credits: Number(price), title: title.trim(), description } }));
    onChanged();
  });
  const withdraw = useAction(async () => {
    if (!window.confirm(t('marketplace.withdrawConfirm', { title: listing.title }))) return;
    await unwrap(api.DELETE('/api/marketplace/listings/{id}', path));
    onChanged();
  });
  if (listing.status !== 'active') return <p class="note">{t('marketplace.withdrawnNote')}</p>;
  return (
    <ActionForm onSubmit={save.run}>
      <h2>{t('marketplace.yours')}</h2>
      <label>
        {t('marketplace.price', { min: MIN_PRICE, max: MAX_PRICE })}
        <input name="price" type="number" required min={MIN_PRICE} max={MAX_PRICE} step={1} value={price} onInput={(e) => setPrice(e.currentTarget.value)} />
      </label>
      <label>
        {t('common.title')}
        <input name="title" required maxLength={200} value={title} onInput={(e) => setTitle(e.currentTarget.value)} />
      </label>
      <label>
        {t('common.description')}
        <textarea name="description" rows={3} maxLength={2000} value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
      </label>
      <ErrorNote error={save.error ?? withdraw.error} />
      <div class="buttons">
        <button type="submit" class="primary" disabled={save.busy}>
          {t('common.save')}
        </button>
        <button type="button" class="danger" disabled={withdraw.busy} onClick={() => void withdraw.run()}>
          {t('marketplace.withdraw')}
        </button>
      </div>
    </ActionForm>
  );
}

/** Why a purchase did not happen, in words, with where to go next. */
function PurchaseError({ error }: { error: unknown }) {
  if (error instanceof ApiError && error.status === 409) {
    return (
      <div class="state note" role="alert">
        <p>{error.message}</p>
        <p>
          <a href="/characters">{t('marketplace.openCharacters')}</a>
        </p>
      </div>
    );
  }
  if (error instanceof ApiError && error.status === 402) {
    const { credits, required } = error.body;
    return (
      <div class="state error" role="alert">
        <p>{t('marketplace.notEnough', { required: Number(required), credits: Number(credits) })}</p>
        <p>{rich('marketplace.buyCredits', {}, { link: (words) => <a href="/credits">{words}</a> })}</p>
      </div>
    );
  }
  return <ErrorNote error={error} />;
}

/** One listing: preview, price and sales; Buy for others (one Idempotency-Key per visit), the seller's controls for its owner. */
export function ListingPage({ id, session }: { id: string; session: Schemas['Session'] }) {
  const listing = useLoad(() => unwrap(api.GET('/api/marketplace/listings/{id}', { params: { path: { id } } })), [id]);
  const idempotencyKey = useMemo(() => crypto.randomUUID(), [id]);
  const buy = useAction(async () => {
    const bought = await unwrap(api.POST('/api/marketplace/listings/{id}/buy', { params: { path: { id } }, headers: { 'Idempotency-Key': idempotencyKey } }));
    navigate(`/characters/${bought.character_id}`);
  });
  if (listing.loading && !listing.data) return <Loading text={t('marketplace.loadingListing')} />;
  if (!listing.data) return <ErrorNote error={listing.error} />;
  const l = listing.data;
  const mine = l.seller_id === session.user_id;
  return (
    <Page title={l.title} actions={<span class={`badge ${l.status}`}>{statusWord(l.status)}</span>}>
      <p>
        <a href="/marketplace">{t('marketplace.all')}</a>
      </p>
      <div class="listing-detail">
        {l.preview_image_url ? <img class="preview" src={l.preview_image_url} alt={l.preview_image_alt_text ?? ''} /> : <div class="placeholder preview" aria-hidden="true" />}
        <div>
          <p class="lead">{l.description}</p>
          <p class="offer-credits" data-testid="listing-price">
            {t('common.credits', { count: l.price_credits })}
          </p>
          <p class="muted">
            {salesText(l.sales_count)} · {mine ? t('marketplace.yourListing') : t('marketplace.lockedCopy')}
          </p>
          {!mine && l.status === 'active' && (
            <>
              <button type="button" class="primary" disabled={buy.busy} onClick={() => void buy.run()}>
                {buy.busy ? t('marketplace.buying') : t('marketplace.buyFor', { count: l.price_credits })}
              </button>
              <PurchaseError error={buy.error} />
            </>
          )}
        </div>
      </div>
      {mine && <ManageListing listing={l} onChanged={listing.reload} />}
    </Page>
  );
}
