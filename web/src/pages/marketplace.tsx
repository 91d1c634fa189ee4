import type { ComponentChildren } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { allCharacters, api, ApiError, type Schemas, unwrap } from '../api/client';
import { navigate } from '../router';
import { useAction, useLoad } from '../hooks';
import { ActionForm, Empty, ErrorNote, Loading, Page, Pager } from '../ui';

type Listing = Schemas['Listing'];
type Sort = 'newest' | 'price' | 'popular';

const SORTS: Array<[Sort, string]> = [
  ['newest', 'Newest'],
  ['price', 'Cheapest'],
  ['popular', 'Most sold'],
];
const PAGE_SIZE = 24;
const MIN_PRICE = 1;
const MAX_PRICE = 10_000;

function salesText(count: number): string {
  return count === 1 ? '1 sale' : `${count} sales`;
}

/** A listing in a grid; `children` add what only its seller sees. */
function ListingCard({ listing, children }: { listing: Listing; children?: ComponentChildren }) {
  return (
    <li class="card tile listing">
      <a href={`/marketplace/${listing.id}`}>
        {listing.preview_image_url ? <img src={listing.preview_image_url} alt={listing.preview_image_alt_text ?? ''} loading="lazy" /> : <div class="placeholder" aria-hidden="true" />}
        <span class="name">{listing.title}</span>
      </a>
      <span class="price">{listing.price_credits} credits</span>
      <span class="muted small">{salesText(listing.sales_count)}</span>
      {children}
    </li>
  );
}

/** A labelled select over a list's fixed choices (sort order, status filter). */
function ListChoice<T extends string>(props: { id: string; name: string; label: string; value: T; choices: Array<[T, string]>; onChoose: (value: T) => void }) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <select id={props.id} name={props.name} value={props.value} onChange={(e) => props.onChoose(e.currentTarget.value as T)}>
        {props.choices.map(([value, label]) => (
          <option value={value}>{label}</option>
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
  if (characters.loading && !characters.data) return <Loading what="your characters" />;
  if (published.length === 0) {
    return (
      <Empty>
        Only published characters can be sold. <a href="/characters">Open one of your characters</a>, lock it and publish it, then come back here.
      </Empty>
    );
  }
  return (
    <ActionForm onSubmit={sell.run}>
      <label for="sell-character">Character</label>
      <select id="sell-character" name="character" value={chosen} onChange={(e) => setCharacterId(e.currentTarget.value)}>
          {published.map((character) => (
          <option value={character.id}>{character.name}</option>
        ))}
      </select>
      <label>
        Price in credits ({MIN_PRICE}–{MAX_PRICE.toLocaleString()})
        <input name="price" type="number" required min={MIN_PRICE} max={MAX_PRICE} step={1} value={price} onInput={(e) => setPrice(e.currentTarget.value)} />
      </label>
      <label>
        Description (optional: the character's own description otherwise)
        <textarea name="description" rows={2} maxLength={2000} value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
      </label>
      <p class="muted small">Buyers get a locked copy with its reference sheet; you receive the price minus the platform fee, as credits you can spend at once.</p>
      <ErrorNote error={sell.error} />
      <button type="submit" class="primary" disabled={sell.busy}>
        List for sale
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
      title="Marketplace"
      actions={
        <a class="button" href="/marketplace/mine">
          My listings
        </a>
      }
    >
      <p class="lead">Characters other creators sell for credits. Buying one copies it, locked and with its reference sheet, into your characters.</p>
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
          Search listings
          <input type="search" name="search" maxLength={200} value={search} placeholder="fox, knight, robot…" onInput={(e) => setSearch(e.currentTarget.value)} />
        </label>
        <ListChoice
          id="listing-sort"
          name="sort"
          label="Sort by"
          value={sort}
          choices={SORTS}
          onChoose={(value) => {
            setOffset(0);
            setSort(value);
          }}
        />
        <button type="submit">Search</button>
      </form>
      {listings.loading && !listings.data && <Loading what="the marketplace" />}
      <ErrorNote error={listings.error} />
      {listings.data && total === 0 && <Empty>{query ? `Nothing for sale matches “${query}”. Try another word.` : 'Nothing is for sale yet. Be the first: list a published character below.'}</Empty>}
      {listings.data && total > 0 && (
        <>
          <p class="muted">{total === 1 ? '1 listing' : `${total} listings`}</p>
          <ul class="grid">
            {listings.data.listings.map((listing) => (
              <ListingCard listing={listing} />
            ))}
          </ul>
          {total > PAGE_SIZE && (
            <Pager offset={offset} pageSize={PAGE_SIZE} total={total} onOffset={setOffset} labels={['Previous', 'Next']} />
          )}
        </>
      )}
      <h2 id="sell">Sell a character</h2>
      <SellForm preselected={params.get('sell') ?? ''} />
    </Page>
  );
}

type ListingFilter = '' | 'active' | 'withdrawn';
const FILTERS: Array<[ListingFilter, string]> = [
  ['', 'All'],
  ['active', 'For sale'],
  ['withdrawn', 'Withdrawn'],
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
      title="My listings"
      actions={
        <a class="button" href="/marketplace#sell">
          Sell a character
        </a>
      }
    >
      <p>
        <a href="/marketplace">← All listings</a>
      </p>
      <ListChoice
        id="listing-filter"
        name="status"
        label="Show"
        value={status}
        choices={FILTERS}
        onChoose={(value) => {
          setOffset(0);
          setStatus(value);
        }}
      />
      {listings.loading && !listings.data && <Loading what="your listings" />}
      <ErrorNote error={listings.error} />
      {listings.data && total === 0 && (
        <Empty>
          {status === 'withdrawn' ? (
            'You have withdrawn no listings.'
          ) : (
            <>
              You have nothing for sale yet. <a href="/marketplace#sell">List one of your published characters</a>.
            </>
          )}
        </Empty>
      )}
      {listings.data && total > 0 && (
        <>
          <p class="muted">{total === 1 ? '1 listing' : `${total} listings`}</p>
          <ul class="grid">
            {listings.data.listings.map((listing) => (
              <ListingCard listing={listing}>
                <span class="muted small" data-testid="earned">
                  {listing.earned_credits} credits earned
                </span>
                <span class={`badge ${listing.status}`}>{listing.status === 'active' ? 'for sale' : 'withdrawn'}</span>
              </ListingCard>
            ))}
          </ul>
          {total > PAGE_SIZE && <Pager offset={offset} pageSize={PAGE_SIZE} total={total} onOffset={setOffset} labels={['Previous', 'Next']} />}
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
    if (!window.confirm(`Withdraw “${listing.title}” from the marketplace? Past buyers keep their copies.`)) return;
    await unwrap(api.DELETE('/api/marketplace/listings/{id}', path));
    onChanged();
  });
  if (listing.status !== 'active') return <p class="note">This listing is withdrawn: nobody can buy it any more. Past buyers keep their copies.</p>;
  return (
    <ActionForm onSubmit={save.run}>
      <h2>Your listing</h2>
      <label>
        Price in credits ({MIN_PRICE}–{MAX_PRICE.toLocaleString()})
        <input name="price" type="number" required min={MIN_PRICE} max={MAX_PRICE} step={1} value={price} onInput={(e) => setPrice(e.currentTarget.value)} />
      </label>
      <label>
        Title
        <input name="title" required maxLength={200} value={title} onInput={(e) => setTitle(e.currentTarget.value)} />
      </label>
      <label>
        Description
        <textarea name="description" rows={3} maxLength={2000} value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
      </label>
      <ErrorNote error={save.error ?? withdraw.error} />
      <div class="buttons">
        <button type="submit" class="primary" disabled={save.busy}>
          Save changes
        </button>
        <button type="button" class="danger" disabled={withdraw.busy} onClick={() => void withdraw.run()}>
          Withdraw listing
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
          <a href="/characters">Open your characters</a>
        </p>
      </div>
    );
  }
  if (error instanceof ApiError && error.status === 402) {
    const { credits, required } = error.body;
    return (
      <div class="state error" role="alert">
        <p>
          Not enough credits: this costs {String(required)} and you have {String(credits)}.
        </p>
        <p>
          <a href="/credits">Buy credits</a>, then come back.
        </p>
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
  if (listing.loading && !listing.data) return <Loading what="the listing" />;
  if (!listing.data) return <ErrorNote error={listing.error} />;
  const l = listing.data;
  const mine = l.seller_id === session.user_id;
  return (
    <Page title={l.title} actions={<span class={`badge ${l.status}`}>{l.status}</span>}>
      <p>
        <a href="/marketplace">← All listings</a>
      </p>
      <div class="listing-detail">
        {l.preview_image_url ? <img class="preview" src={l.preview_image_url} alt={l.preview_image_alt_text ?? ''} /> : <div class="placeholder preview" aria-hidden="true" />}
        <div>
          <p class="lead">{l.description}</p>
          <p class="offer-credits" data-testid="listing-price">
            {l.price_credits} credits
          </p>
          <p class="muted">
            {salesText(l.sales_count)} · {mine ? 'your listing' : 'a locked copy with its reference sheet'}
          </p>
          {!mine && l.status === 'active' && (
            <>
              <button type="button" class="primary" disabled={buy.busy} onClick={() => void buy.run()}>
                {buy.busy ? 'Buying…' : `Buy for ${l.price_credits} credits`}
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
