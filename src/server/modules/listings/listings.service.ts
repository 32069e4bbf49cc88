import { and, count, desc, eq, gte, ilike, isNull, lte, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '@shared/i18n/locale';
import { VIEWING_THANK_YOU, type ViewingRequestSchema } from '@shared/contact';
import type { Listing, ListingsQuerySchema } from '@shared/listings';
import { listingPath } from '@shared/routes';
import { contactMessages, properties } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { enqueueEmail } from '../../lib/mailer/outbox';
import { websiteEmails } from '../../lib/mailer/templates';
import { hitRateLimit } from '../../lib/rate-limit';
import { inboxUrl } from '../contact/contact.service';
import { likePattern, photosByProperty } from '../properties/properties.service';
import { toListing } from './listing.presenter';

export type ListingsQuery = z.output<typeof ListingsQuerySchema>;
export type ViewingRequest = z.output<typeof ViewingRequestSchema>;

/** A public listing: vacant, marked listed by its landlord, and not archived. */
const isPublicListing = and(
  eq(properties.isListed, true),
  eq(properties.status, 'vacant'),
  isNull(properties.archivedAt),
);

export async function listListings(
  ctx: AppContext,
  query: ListingsQuery,
): Promise<{ listings: Listing[]; total: number }> {
  // 'Pontcanna & Canton' (one of the eight areas) finds a home in either: each part may match.
  const areaParts = (query.area ?? '')
    .split(/\s*(?:&|,|\band\b)\s*/i)
    .map((part) => part.trim())
    .filter(Boolean);
  const where = and(
    isPublicListing,
    areaParts.length
      ? or(
          ...areaParts.flatMap((part) => [
            ilike(properties.city, likePattern(part)),
            ilike(properties.address, likePattern(part)),
            ilike(properties.postcode, likePattern(part)),
          ]),
        )
      : undefined,
    query.minBedrooms === undefined ? undefined : gte(properties.bedroomCount, query.minBedrooms),
    query.maxRent === undefined ? undefined : lte(properties.price, query.maxRent),
  );
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(properties)
      .where(where)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(query.limit)
      .offset(query.offset),
    ctx.db.select({ n: count() }).from(properties).where(where),
  ]);
  const photos = await photosByProperty(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { listings: rows.map((r) => toListing(r, photos.get(r.id) ?? [])), total: counted?.n ?? 0 };
}

/** A public listing's property row; anything else (unlisted, let, archived, unknown) is not found. */
export async function loadListedProperty(ctx: AppContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), isPublicListing));
  if (!row) throw notFound('Listing');
  return row;
}

export async function getListing(ctx: AppContext, id: number): Promise<Listing> {
  const row = await loadListedProperty(ctx, id);
  const photos = await photosByProperty(ctx.db, [row.id]);
  return toListing(row, photos.get(row.id) ?? []);
}

/**
 * A viewing request lands in the admin inbox and is e-mailed to the agency (in English), with an
 * acknowledgement to the visitor in the language of the page they asked from, in one transaction.
 */
export async function requestViewing(
  ctx: AppContext,
  propertyId: number,
  input: ViewingRequest,
  ip: string,
  locale: Locale = 'en',
): Promise<{ message: string }> {
  const property = await loadListedProperty(ctx, propertyId);
  const { rateLimits } = ctx.config;
  await hitRateLimit(ctx.db, `viewing:ip:${ip}`, rateLimits.viewingPerAddress);
  await hitRateLimit(ctx.db, `viewing:email:${input.email.toLowerCase()}`, rateLimits.viewingPerEmail);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      kind: 'viewing',
      name: input.name,
      email: input.email,
      phone: input.phone,
      // A viewing is a rental inquiry.
      inquiryType: 'tenant',
      message: input.message ?? '',
      propertyId: property.id,
      preferredTimes: input.preferredTimes,
    });
    await enqueueEmail(
      tx,
      ctx.config.agencyEmail,
      websiteEmails.newViewingRequest(
        {
          ...input,
          propertyTitle: property.title,
          listingUrl: `${ctx.config.publicUrl}${listingPath(property.id)}`,
        },
        inboxUrl(ctx),
      ),
      'viewing-request',
    );
    await enqueueEmail(
      tx,
      input.email,
      websiteEmails.viewingAcknowledgement(input.name, property.title, locale),
      'viewing-acknowledgement',
    );
  });
  ctx.kickOutbox();
  return { message: VIEWING_THANK_YOU };
}

/** Every public listing's id, for the sitemap. */
export async function listingsForSitemap(ctx: AppContext): Promise<{ id: number }[]> {
  return ctx.db.select({ id: properties.id }).from(properties).where(isPublicListing).orderBy(properties.id);
}
