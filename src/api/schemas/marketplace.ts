import { MARKETPLACE } from '../../config/pricing';
import { LISTING_STATUSES } from '../../entities/marketplace-listing';
import { z } from '../zod';
import { isoDate, nextCursorField, pageCursor, pageLimit, pageOffset, ReferenceAltText, totalExactField } from './common';

const ListingStatus = z.enum(LISTING_STATUSES).openapi('ListingStatus');

const { min: MIN_PRICE, max: MAX_PRICE } = MARKETPLACE.price;

const price = () =>
  z
    .number({ error: 'must be a whole number of credits' })
    .int('must be a whole number of credits')
    .min(MIN_PRICE, `must be at least ${MIN_PRICE}`)
    .max(MAX_PRICE, `must be at most ${MAX_PRICE}`)
    .openapi({ description: `Price in credits, ${MIN_PRICE}-${MAX_PRICE}` });
const title = () => z.string().trim().min(1, 'must not be empty').max(MARKETPLACE.titleLength, `must be at most ${MARKETPLACE.titleLength} characters`);
const description = () => z.string().max(MARKETPLACE.descriptionLength, `must be at most ${MARKETPLACE.descriptionLength} characters`);

export const CreateListingBody = z.object({
  character_id: z.uuid({ error: 'must be the id (a UUID) of one of your published characters' }),
  price_credits: price(),
  title: title().optional().openapi({ description: "Defaults to the character's name" }),
  description: description().optional().openapi({ description: "Defaults to the character's description" }),
});

/** Fields left out stay as they are. */
export const UpdateListingBody = z.object({ price_credits: price().optional(), title: title().optional(), description: description().optional() });

export const ListingsQuery = z.object({
  search: z.string().max(MARKETPLACE.searchLength, `must be at most ${MARKETPLACE.searchLength} characters`).optional(),
  sort: z.enum(['newest', 'price', 'popular']).default('newest').openapi({ description: 'newest first, cheapest first, or most sold first' }),
  limit: pageLimit(MARKETPLACE.listingsLimit),
  offset: pageOffset(),
  cursor: pageCursor(),
});

export const SellerListingsQuery = z.object({
  status: ListingStatus.optional().openapi({ description: 'Only active or only withdrawn listings; both when left out' }),
  limit: pageLimit(MARKETPLACE.listingsLimit),
  offset: pageOffset(),
  cursor: pageCursor(),
});

export const ListingSchema = z
  .object({
    id: z.uuid(),
    character_id: z.uuid().nullable().openapi({ description: "The seller's character; null once the seller deleted it (the listing reads as withdrawn)" }),
    seller_id: z.uuid(),
    title: z.string(),
    description: z.string(),
    price_credits: z.number().int(),
    status: ListingStatus,
    sales_count: z.number().int(),
    preview_image_url: z.string().nullable(),
    preview_image_alt_text: ReferenceAltText.nullable(),
    created_at: isoDate(),
  })
  .openapi('Listing');

export const ListingPageSchema = z
  .object({
    listings: z.array(ListingSchema),
    total: z.number().int().openapi({ description: 'Number of all matches, not only this page' }),
    total_exact: totalExactField(),
    limit: z.number().int(),
    offset: z.number().int(),
    next_cursor: nextCursorField(),
  })
  .openapi('ListingPage');

export const SellerListingPageSchema = z
  .object({
    listings: z.array(
      ListingSchema.extend({ earned_credits: z.number().int().openapi({ description: 'What its sales paid you: the prices less the platform fee' }) }).openapi('SellerListing'),
    ),
    total: z.number().int().openapi({ description: 'Number of all your listings in this state, not only this page' }),
    limit: z.number().int(),
    offset: z.number().int(),
    next_cursor: nextCursorField(),
  })
  .openapi('SellerListingPage');

export const MarketplaceOverviewSchema = z
  .object({
    listings_total: z.number().int().openapi({ description: 'Active listings' }),
    newest: z.array(ListingSchema),
    top: z.array(ListingSchema).openapi({ description: 'Most sold first' }),
  })
  .openapi('MarketplaceOverview');

export const PurchaseSchema = z
  .object({
    character_id: z.uuid().openapi({ description: 'Your locked copy' }),
    name: z.string(),
    price_credits: z.number().int(),
    credits: z.number().int().openapi({ description: 'Your balance after the purchase' }),
  })
  .openapi('MarketplacePurchase');
