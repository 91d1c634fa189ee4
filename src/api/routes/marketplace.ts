import { MARKETPLACE } from '../../config/pricing';
import { buyListing } from '../../operations/marketplace-purchase';
import type { ListingView } from '../../services/marketplace';
import { publicFileUrl } from '../../storage';
import type { ApiDeps } from '../context';
import type { ApiRoutes } from '../routing';
import { ErrorSchema, IdParams, PAID_RUN_RESPONSES } from '../schemas/common';
import {
  CreateListingBody,
  ListingPageSchema,
  ListingSchema,
  ListingsQuery,
  MarketplaceOverviewSchema,
  PurchaseSchema,
  SellerListingPageSchema,
  SellerListingsQuery,
  UpdateListingBody,
} from '../schemas/marketplace';

const TAG = 'Marketplace';
const NOT_FOUND = { description: 'No such listing (or a withdrawn one of another seller)', schema: ErrorSchema };

export function marketplaceRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  const marketplace = deps.services.marketplace;

  const listingView = ({ listing, status, preview }: ListingView) => ({
    id: listing.id,
    character_id: listing.characterId,
    seller_id: listing.sellerId,
    title: listing.title,
    description: listing.description,
    price_credits: listing.priceCredits,
    status,
    sales_count: listing.salesCount,
    preview_image_url: preview ? publicFileUrl(deps.config, preview.imageKey) : null,
    preview_image_alt_text: preview ? preview.altText : null,
    created_at: listing.createdAt.toISOString(),
  });

  routes.add({
    method: 'get',
    path: '/api/marketplace',
    operationId: 'getMarketplaceOverview',
    description: 'The front page of the marketplace: the number of active listings, the newest listings and the best sellers.',
    tag: TAG,
    summary: 'Marketplace overview: how many listings are active, the newest and the most sold',
    responses: { 200: { description: 'Overview', schema: MarketplaceOverviewSchema } },
    handler: async () => {
      const overview = await marketplace.overview();
      return { body: { listings_total: overview.listingsTotal, newest: overview.newest.map(listingView), top: overview.top.map(listingView) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/api/marketplace/listings',
    operationId: 'searchMarketplaceListings',
    description:
      'Searches the active listings of every seller by the words of their title and description (each word, or its beginning, in any order); ' +
      'pages with limit and offset, or with cursor (next_cursor of the page before), which reads no row before the page however deep it is.',
    tag: TAG,
    summary: 'Search active listings (title and description), sorted by newest, price or popularity',
    query: ListingsQuery,
    responses: {
      200: { description: 'One page of matches and the number of all matches', schema: ListingPageSchema },
      400: { description: 'Invalid sort, limit, offset, cursor or search', schema: ErrorSchema },
    },
    handler: async (_ctx, { query }) => {
      const page = await marketplace.search(query);
      return {
        body: { listings: page.rows.map(listingView), total: page.total, total_exact: page.exact, limit: query.limit, offset: query.offset, next_cursor: page.nextCursor },
      };
    },
  });

  routes.add({
    method: 'get',
    path: '/api/marketplace/my-listings',
    operationId: 'listMyMarketplaceListings',
    description: 'The listings you created, newest first, withdrawn ones included (filter with status), each with its sales count and the credits its sales paid you.',
    tag: TAG,
    summary: 'Your own listings, active and withdrawn, with their sales and earnings',
    query: SellerListingsQuery,
    responses: {
      200: { description: 'One page of your listings and the number of all of them', schema: SellerListingPageSchema },
      400: { description: 'Invalid status, limit, offset or cursor', schema: ErrorSchema },
    },
    handler: async (_ctx, { user, query }) => {
      const page = await marketplace.sellerListings(user.id, query);
      return {
        body: {
          listings: page.rows.map((view) => ({ ...listingView(view), earned_credits: view.earnedCredits })),
          total: page.total,
          limit: query.limit,
          offset: query.offset,
          next_cursor: page.nextCursor,
        },
      };
    },
  });

  routes.add({
    method: 'post',
    path: '/api/marketplace/listings',
    operationId: 'createMarketplaceListing',
    description: 'Puts one of your published characters up for sale at a price in credits (1 to 10,000); a seller holds at most 100 active listings.',
    tag: TAG,
    summary: `List one of your published characters for sale (you receive the price less a ${MARKETPLACE.feePercent} % platform fee)`,
    body: CreateListingBody,
    responses: {
      201: { description: 'The new listing', schema: ListingSchema },
      400: { description: `Invalid fields, a character that is not published, or ${MARKETPLACE.maxActiveListings} active listings already`, schema: ErrorSchema },
      404: { description: 'No such character of yours', schema: ErrorSchema },
      409: { description: 'The character already has an active listing', schema: ErrorSchema },
    },
    handler: async (_ctx, { user, body }) => {
      const view = await marketplace.create(user.id, { characterId: body.character_id, priceCredits: body.price_credits, title: body.title, description: body.description });
      return { status: 201, body: listingView(view) };
    },
  });

  routes.add({
    method: 'get',
    path: '/api/marketplace/listings/:id',
    operationId: 'getMarketplaceListing',
    description: 'One listing: any active one, or one of your own whatever its state.',
    tag: TAG,
    summary: 'One active listing, or one of yours in any state',
    params: IdParams,
    responses: { 200: { description: 'The listing', schema: ListingSchema }, 404: NOT_FOUND },
    handler: async (_ctx, { user, params }) => ({ body: listingView(await marketplace.visible(user.id, params.id)) }),
  });

  routes.add({
    method: 'patch',
    path: '/api/marketplace/listings/:id',
    operationId: 'updateMarketplaceListing',
    description: "Changes your listing's price, title or description; buyers pay the price shown when they buy.",
    tag: TAG,
    summary: "Change your listing's price, title or description",
    params: IdParams,
    body: UpdateListingBody,
    responses: {
      200: { description: 'The listing as changed', schema: ListingSchema },
      400: { description: 'Invalid fields', schema: ErrorSchema },
      404: { description: 'No such listing of yours', schema: ErrorSchema },
      409: { description: 'The listing was withdrawn', schema: ErrorSchema },
    },
    handler: async (_ctx, { user, params, body }) => {
      const view = await marketplace.update(user.id, params.id, { priceCredits: body.price_credits, title: body.title, description: body.description });
      return { body: listingView(view) };
    },
  });

  routes.add({
    method: 'delete',
    path: '/api/marketplace/listings/:id',
    operationId: 'withdrawMarketplaceListing',
    description: 'Withdraws your listing: buyers no longer see it, and everyone who bought it keeps their copy.',
    tag: TAG,
    summary: 'Withdraw your listing; its buyers keep their copies',
    params: IdParams,
    responses: { 200: { description: 'The withdrawn listing', schema: ListingSchema }, 404: { description: 'No such listing of yours', schema: ErrorSchema } },
    handler: async (_ctx, { user, params }) => ({ body: listingView(await marketplace.withdraw(user.id, params.id)) }),
  });

  routes.add({
    method: 'post',
    path: '/api/marketplace/listings/:id/buy',
    operationId: 'buyMarketplaceListing',
    idempotent: true,
    description: 'Pays the price in credits and adds a locked copy of the character, with its own reference images, to your account; the seller receives the price less the platform fee.',
    tag: TAG,
    summary: 'Buy a listing: a locked copy of the character with its reference images (Idempotency-Key honoured)',
    params: IdParams,
    responses: {
      201: { description: 'Your copy and your new balance', schema: PurchaseSchema },
      400: { description: 'Your own listing', schema: ErrorSchema },
      404: NOT_FOUND,
      409: { description: 'You already bought this listing, or the Idempotency-Key was used with another request', schema: ErrorSchema },
      ...PAID_RUN_RESPONSES,
    },
    handler: async (_ctx, { caller, params }) => {
      const purchase = await buyListing(deps, caller, params.id);
      return { status: 201, body: { character_id: purchase.characterId, name: purchase.name, price_credits: purchase.priceCredits, credits: purchase.credits } };
    },
  });
}
