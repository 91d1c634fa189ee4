import type { DataSource, EntityManager } from 'typeorm';
import { MARKETPLACE, marketplaceFee } from '../config/pricing';
import { boundedCount, fetchPage, newestFirst, type ListOrder, type Page, type PageRequest } from '../db/keyset';
import { matchesWords, wordsQuery } from '../db/text-search';
import { Character } from '../entities/character';
import { MarketplaceListing, type ListingStatus } from '../entities/marketplace-listing';
import { MarketplaceSale } from '../entities/marketplace-sale';
import { ReferenceImage } from '../entities/reference-image';
import { AppError, badRequest, conflict, notFound } from '../errors';
import type { BlobStorage } from '../storage';
import type { ChargedUnit, CreditLedger } from './credit-ledger';
import type { WebhookEventRef } from '../temporal/contracts/webhooks';
import { CHANGE_KEYS, recordedEvents, recordWebhookEvent, saleEvent } from './webhook-events';
import { copyFiles, coverReferencesOf, deleteFiles } from './library';
import { listTotal } from './list-totals';
import { referenceAltText } from '../vocabulary/alt-text';

const UNIQUE_VIOLATION = '23505';
const ACTIVE_LISTING_OF_CHARACTER = 'marketplace_listings_one_active_per_character';

export type ListingSort = 'newest' | 'price' | 'popular';

export interface NewListing {
  characterId: string;
  priceCredits: number;
  title?: string;
  description?: string;
}

export type ListingChanges = Partial<Pick<MarketplaceListing, 'priceCredits' | 'title' | 'description'>>;

export interface ListingSearch extends PageRequest {
  /** Words (or their beginnings) of the title and description, in any order. */
  search?: string;
  sort: ListingSort;
}

/** A listing as callers see it: withdrawn once its character is gone, with the key of its cover image. */
export interface ListingView {
  listing: MarketplaceListing;
  status: ListingStatus;
  preview?: ReferenceImage;
}

export interface SellerListingsQuery extends PageRequest {
  /** Only listings that read as this status; every one when left out. */
  status?: ListingStatus;
}

/** A seller's own listing, with what its sales paid them. */
export interface SellerListingView extends ListingView {
  earnedCredits: number;
}

export interface MarketplaceOverview {
  listingsTotal: number;
  newest: ListingView[];
  top: ListingView[];
}

/** What a purchase run charges for: the listing as it stood when the buyer asked. */
export interface PurchaseTerms {
  listingId: string;
  sellerId: string;
  title: string;
  priceCredits: number;
}

/** One sale, recorded with the buyer's delivery, the seller's proceeds and the fee in one transaction. */
export interface SaleRecord {
  terms: PurchaseTerms;
  buyerId: string;
  /** The buyer's copies of the character's reference files, by label. */
  referenceKeys: Record<string, string>;
  delivery: ChargedUnit;
}

export interface RecordedSale {
  saleId: string;
  characterId: string;
  name: string;
  /** The seller's marketplace.sale event, when their webhooks want it. */
  events: WebhookEventRef[];
}

const NEWEST_KEYS = newestFirst('listing').keys;

/** Each sort with the newest first among equals; every key descending (the price negated), each backed by an index. */
const SORT_ORDER: Record<ListingSort, ListOrder> = {
  newest: newestFirst('listing'),
  price: { direction: 'DESC', keys: [{ sql: '(-listing.price_credits)', type: 'integer' }, ...NEWEST_KEYS] },
  popular: { direction: 'DESC', keys: [{ sql: 'listing.sales_count', type: 'integer' }, ...NEWEST_KEYS] },
};

/** A listing buyers see: active, and its character still exists (written out, so the planner matches the partial indexes). */
const ACTIVE_LISTING = "listing.status = 'active' AND listing.character_id IS NOT NULL";

const isUniqueViolation = (error: unknown, constraint?: string) =>
  (error as { code?: string }).code === UNIQUE_VIOLATION && (!constraint || (error as { constraint?: string }).constraint === constraint);

/** The character marketplace: listings of published characters, and sales that copy them into buyers' accounts. */
export class MarketplaceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: BlobStorage,
    private readonly ledger: CreditLedger,
  ) {}

  /** Lists one of the seller's published characters; at most maxActiveListings active listings per seller. */
  async create(sellerId: string, input: NewListing): Promise<ListingView> {
    try {
      const listing = await this.dataSource.transaction(async (manager) => {
        await this.ledger.lockUsers(manager, [sellerId]);
        const character = await manager.findOne(Character, { where: { id: input.characterId, userId: sellerId } });
        if (!character) throw notFound('Character');
        if (character.status !== 'published') throw badRequest(`Only a published character can be listed; this one is ${character.status}`);
        const active = await manager.count(MarketplaceListing, { where: { sellerId, status: 'active' } });
        if (active >= MARKETPLACE.maxActiveListings) {
          throw badRequest(`You already hold ${active} active listings, the most a seller may hold (${MARKETPLACE.maxActiveListings}); withdraw one first`);
        }
        return manager.save(
          manager.create(MarketplaceListing, {
            sellerId,
            characterId: character.id,
            title: input.title ?? character.name,
            description: input.description ?? character.description,
            priceCredits: input.priceCredits,
            status: 'active',
            salesCount: 0,
          }),
        );
      });
      return (await this.viewsOf([listing]))[0];
    } catch (error) {
      if (isUniqueViolation(error, ACTIVE_LISTING_OF_CHARACTER)) throw conflict('This character already has an active listing; edit that one instead');
      throw error;
    }
  }

  /** An active listing, or one of the caller's own in any state; anything else is 404. */
  async visible(userId: string, id: string): Promise<ListingView> {
    const listing = await this.dataSource.getRepository(MarketplaceListing).findOne({ where: { id } });
    const [view] = listing ? await this.viewsOf([listing]) : [];
    if (!view || (view.status !== 'active' && listing?.sellerId !== userId)) throw notFound('Listing');
    return view;
  }

  async update(sellerId: string, id: string, changes: ListingChanges): Promise<ListingView> {
    const listing = await this.owned(sellerId, id);
    if ((await this.viewsOf([listing]))[0].status !== 'active') throw conflict('This listing was withdrawn; create a new listing instead');
    Object.assign(listing, Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)));
    return (await this.viewsOf([await this.dataSource.getRepository(MarketplaceListing).save(listing)]))[0];
  }

  /** Withdraws a listing (again: nothing changes); its past buyers keep their copies. */
  async withdraw(sellerId: string, id: string): Promise<ListingView> {
    const listing = await this.owned(sellerId, id);
    listing.status = 'withdrawn';
    return (await this.viewsOf([await this.dataSource.getRepository(MarketplaceListing).save(listing)]))[0];
  }

  /**
   * A page of the active listings in the chosen sort, searched through the full-text index; every active listing is
   * counted by a trigger, a search's matches on its first page (estimated above EXACT_COUNT_LIMIT).
   */
  async search(query: ListingSearch): Promise<Page<ListingView>> {
    const builder = this.activeListings();
    const words = wordsQuery(query.search);
    if (query.search?.trim() && !words) return { rows: [], total: 0, exact: true, nextCursor: null };
    if (words) builder.andWhere(matchesWords('listing.search_vector', 'words'), { words });
    const page = await fetchPage(builder, SORT_ORDER[query.sort], query, {
      scope: `listings:${query.sort}:${words ?? ''}`,
      count: () => (words ? boundedCount(builder) : listTotal(this.dataSource, 'active_listings')),
    });
    return { ...page, rows: await this.viewsOf(page.rows) };
  }

  /** The seller's own listings, newest first, withdrawn ones included unless a status is asked for. */
  async sellerListings(sellerId: string, query: SellerListingsQuery): Promise<Page<SellerListingView>> {
    const builder = this.dataSource.getRepository(MarketplaceListing).createQueryBuilder('listing').where('listing.seller_id = :sellerId', { sellerId });
    // A listing whose character was deleted reads as withdrawn, whatever its stored status.
    if (query.status === 'active') builder.andWhere(ACTIVE_LISTING);
    if (query.status === 'withdrawn') builder.andWhere("(listing.status = 'withdrawn' OR listing.character_id IS NULL)");
    const page = await fetchPage(builder, SORT_ORDER.newest, query, { scope: `seller:${sellerId}:${query.status ?? ''}`, count: () => builder.getCount() });
    const earnings = await this.earnings(page.rows.map((listing) => listing.id));
    const views = await this.viewsOf(page.rows);
    return { ...page, rows: views.map((view) => ({ ...view, earnedCredits: earnings.get(view.listing.id) ?? 0 })) };
  }

  async overview(): Promise<MarketplaceOverview> {
    const size = MARKETPLACE.overviewSize;
    const [listingsTotal, newest, top] = await Promise.all([
      listTotal(this.dataSource, 'active_listings'),
      this.firstOf(SORT_ORDER.newest, size),
      this.firstOf(SORT_ORDER.popular, size),
    ]);
    return { listingsTotal, newest: await this.viewsOf(newest), top: await this.viewsOf(top) };
  }

  /** The terms a buyer may buy a listing on: 404 unless active, 400 for one's own, 409 when bought before. */
  async purchaseTerms(buyerId: string, listingId: string): Promise<PurchaseTerms> {
    const { listing } = await this.visible(buyerId, listingId);
    if (listing.status !== 'active' || !listing.characterId) throw notFound('Listing');
    if (listing.sellerId === buyerId) throw badRequest('You cannot buy your own listing');
    return { listingId: listing.id, sellerId: listing.sellerId, title: listing.title, priceCredits: listing.priceCredits };
  }

  async assertNotBought(buyerId: string, listingId: string): Promise<void> {
    if (await this.dataSource.getRepository(MarketplaceSale).exists({ where: { buyerId, listingId } })) {
      throw conflict('You already bought this listing; your copy is in your characters');
    }
  }

  /** Copies the listed character's reference files for the buyer (a fault leaves no copy behind). */
  async copyListedFiles(buyerId: string, listingId: string): Promise<Record<string, string>> {
    await this.assertNotBought(buyerId, listingId);
    const listing = await this.dataSource.getRepository(MarketplaceListing).findOne({ where: { id: listingId, status: 'active' } });
    if (!listing?.characterId) throw notFound('Listing');
    const references = await this.dataSource.getRepository(ReferenceImage).find({ where: { characterId: listing.characterId } });
    return copyFiles(this.storage, Object.fromEntries(references.map((reference) => [reference.label, reference.imageKey])), 'references');
  }

  /**
   * Records a sale in one transaction: the buyer's locked copy, the delivery of the buyer's charge, the seller's
   * proceeds less the fee, the sale and the listing's count. Recording the same operation again returns the first
   * sale; a second sale of the listing to the same buyer is a 409, a listing withdrawn meanwhile a 404.
   */
  async recordSale(record: SaleRecord): Promise<RecordedSale> {
    const { terms, buyerId, delivery } = record;
    try {
      return await this.ledger.deliver(delivery, `Bought "${terms.title}" on the marketplace`, async (manager) => {
        const earlier = await manager.findOne(MarketplaceSale, { where: { operationId: delivery.operationId } });
        if (earlier) return this.recordedSale(manager, earlier);
        const listing = await manager.findOne(MarketplaceListing, { where: { id: terms.listingId, status: 'active' }, lock: { mode: 'pessimistic_write' } });
        const source = listing?.characterId ? await manager.findOne(Character, { where: { id: listing.characterId } }) : null;
        if (!listing || !source) throw notFound('Listing');
        const copy = await this.saveCopy(manager, buyerId, source, record.referenceKeys);
        const fee = marketplaceFee(terms.priceCredits);
        await this.ledger.paySeller(manager, { sellerId: terms.sellerId, operationId: delivery.operationId, price: terms.priceCredits, fee, description: `Sold "${terms.title}" on the marketplace` });
        const sale = await manager.save(
          manager.create(MarketplaceSale, {
            listingId: listing.id,
            buyerId,
            sellerId: terms.sellerId,
            characterId: copy.id,
            operationId: delivery.operationId,
            priceCredits: terms.priceCredits,
            sellerCredits: terms.priceCredits - fee,
            feeCredits: fee,
          }),
        );
        await manager.increment(MarketplaceListing, { id: listing.id }, 'salesCount', 1);
        const events = await recordWebhookEvent(manager, saleEvent(sale, terms.title));
        return { saleId: sale.id, characterId: copy.id, name: copy.name, events };
      }, [terms.sellerId]);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('You already bought this listing; your copy is in your characters');
      throw error;
    }
  }

  async discardFiles(keys: string[]): Promise<void> {
    await deleteFiles(this.storage, keys);
  }

  private async saveCopy(manager: EntityManager, buyerId: string, source: Character, referenceKeys: Record<string, string>): Promise<Character> {
    const copy = await manager.save(
      manager.create(Character, {
        userId: buyerId,
        name: source.name,
        description: source.description,
        styleNotes: source.styleNotes,
        status: 'locked',
        faceMode: source.faceMode,
        // The seller's source photo stays theirs: the buyer gets the finished references.
        sourceImageKey: null,
        descriptor: source.descriptor,
        descriptorFilled: source.descriptorFilled,
      }),
    );
    await manager.save(
      Object.entries(referenceKeys).map(([label, imageKey]) => manager.create(ReferenceImage, { characterId: copy.id, label, imageKey, altText: referenceAltText(source, label) })),
    );
    return copy;
  }

  private async recordedSale(manager: EntityManager, sale: MarketplaceSale): Promise<RecordedSale> {
    const copy = sale.characterId ? await manager.findOne(Character, { where: { id: sale.characterId } }) : null;
    if (!copy) throw new AppError(409, 'The copy this purchase made was deleted since');
    return { saleId: sale.id, characterId: copy.id, name: copy.name, events: await recordedEvents(manager, CHANGE_KEYS.sale(sale.id)) };
  }

  private activeListings() {
    return this.dataSource.getRepository(MarketplaceListing).createQueryBuilder('listing').where(ACTIVE_LISTING);
  }

  /** The first active listings in an order, read through its index. */
  private firstOf(order: ListOrder, count: number): Promise<MarketplaceListing[]> {
    const builder = this.activeListings();
    for (const key of order.keys) builder.addOrderBy(key.sql, order.direction);
    return builder.limit(count).getMany();
  }

  private async owned(sellerId: string, id: string): Promise<MarketplaceListing> {
    const listing = await this.dataSource.getRepository(MarketplaceListing).findOne({ where: { id, sellerId } });
    if (!listing) throw notFound('Listing');
    return listing;
  }

  /** What each listing's sales paid its seller. */
  private async earnings(listingIds: string[]): Promise<Map<string, number>> {
    if (!listingIds.length) return new Map();
    const rows: Array<{ listing_id: string; earned: string }> = await this.dataSource
      .getRepository(MarketplaceSale)
      .createQueryBuilder('sale')
      .select('sale.listingId', 'listing_id')
      .addSelect('SUM(sale.sellerCredits)', 'earned')
      .where('sale.listingId IN (:...listingIds)', { listingIds })
      .groupBy('sale.listingId')
      .getRawMany();
    return new Map(rows.map((row) => [row.listing_id, Number(row.earned)]));
  }

  private async viewsOf(listings: MarketplaceListing[]): Promise<ListingView[]> {
    const covers = await coverReferencesOf(this.dataSource.manager, listings.flatMap((listing) => (listing.characterId ? [listing.characterId] : [])));
    return listings.map((listing) => ({
      listing,
      status: listing.characterId ? listing.status : 'withdrawn',
      preview: listing.characterId ? covers.get(listing.characterId) : undefined,
    }));
  }
}
