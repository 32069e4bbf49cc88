import { eq, type SQL } from 'drizzle-orm';
import {
  blockersOf,
  countItems,
  emptyCounts,
  evaluateProperty,
  isPeriodicOn,
  itemKey,
  rentIncreaseCheck,
  section173Check,
  worstStatus,
  type ComplianceItem,
  type ComplianceStatus,
  type PortfolioCompliance,
  type PropertyCompliance,
  type PropertyFacts,
  type RentIncreaseCheck,
  type Section173Check,
} from '@shared/compliance';
import { todayInLondon } from '@shared/dates';
import { isAdmin } from '@shared/users';
import type { Db } from '../../db/create-db';
import { properties } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import {
  assertCanManageProperties,
  loadOwnedProperty,
  loadOwnedTenant,
  type Actor,
} from '../properties/property-access';
import { complianceBlocked } from './compliance-errors';
import { loadFacts } from './compliance-facts';

/** The facts of one property, or 404. */
async function factsOf(
  db: Db,
  propertyId: number,
  today: string,
  sequential = false,
): Promise<PropertyFacts> {
  const { facts } = await loadFacts(db, eq(properties.id, propertyId), today, { sequential });
  if (!facts[0]) throw notFound('Property');
  return facts[0];
}

/** GET /api/properties/{id}/compliance */
export async function propertyCompliance(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  today: string = todayInLondon(),
): Promise<PropertyCompliance> {
  await loadOwnedProperty(ctx.db, actor, propertyId);
  return evaluateProperty(await factsOf(ctx.db, propertyId, today));
}

export interface PortfolioQuery {
  landlordId?: number | undefined;
  status?: ComplianceStatus | undefined;
}

/**
 * GET /api/landlord/compliance (a landlord's own homes; an admin's pick of landlord or all) and
 * GET /api/admin/compliance: one evaluation over facts read in a fixed number of queries.
 * Counts take each landlord duty once, however many homes it stands over.
 */
export async function portfolioCompliance(
  ctx: AppContext,
  actor: Actor,
  query: PortfolioQuery,
  today: string = todayInLondon(),
): Promise<PortfolioCompliance> {
  assertCanManageProperties(actor);
  const landlordId = isAdmin(actor) ? query.landlordId : actor.id;
  const scope: SQL | undefined = landlordId === undefined ? undefined : eq(properties.landlordId, landlordId);
  const { facts, landlords } = await loadFacts(ctx.db, scope, today);
  const counts = emptyCounts();
  const landlordItems = new Map<string, ComplianceItem>();
  const result: PortfolioCompliance['properties'] = [];
  for (const f of facts) {
    const evaluated = evaluateProperty(f);
    for (const item of evaluated.items) {
      if (item.subject === 'landlord') landlordItems.set(itemKey(item, f.property.id, f.landlord.id), item);
    }
    countItems(
      evaluated.items.filter((i) => i.subject !== 'landlord'),
      counts,
    );
    if (query.status && evaluated.status !== query.status) continue;
    result.push({
      ...evaluated,
      title: f.property.title,
      ...(isAdmin(actor)
        ? { landlordId: f.landlord.id, landlordName: landlords.get(f.landlord.id)?.fullName ?? '' }
        : {}),
    });
  }
  countItems(landlordItems.values(), counts);
  const all = [...result.map((p) => p.status), ...[...landlordItems.values()].map((i) => i.status)];
  return {
    status: worstStatus(all),
    counts,
    landlordItems: [...landlordItems.values()],
    properties: result,
  };
}

/** Setting a home listed needs a valid EPC at band E or better (or an exemption) and the landlord's registration. */
export async function assertMayPublishListing(
  db: Db,
  propertyId: number,
  today: string = todayInLondon(),
  /** Called inside a transaction: its one connection takes one query at a time. */
  inTransaction = false,
) {
  const { items } = evaluateProperty(await factsOf(db, propertyId, today, inTransaction));
  const reasons = blockersOf(items, 'publish_listing');
  if (Object.keys(reasons).length) {
    throw complianceBlocked('This home cannot be advertised until the items below are done.', reasons);
  }
}

/**
 * A tenancy whose occupation date is today or earlier needs, on that property: a valid gas
 * record (with a gas supply), EICR, EPC (band E or an exemption) and working alarms. A future
 * date is allowed: the items show as due on that day.
 */
export async function assertMayStartTenancy(
  db: Db,
  propertyId: number,
  occupationDate: string,
  today: string = todayInLondon(),
) {
  if (occupationDate > today) return;
  const { items } = evaluateProperty(await factsOf(db, propertyId, today));
  const reasons = blockersOf(items, 'start_tenancy');
  if (Object.keys(reasons).length) {
    throw complianceBlocked(
      'Nobody can move in until the safety items below are in place. Add the certificates, or choose a later occupation date.',
      reasons,
    );
  }
}

async function tenancyFacts(ctx: AppContext, actor: Actor, tenantId: number, today: string) {
  const tenancy = await loadOwnedTenant(ctx.db, actor, tenantId);
  const facts = await factsOf(ctx.db, tenancy.propertyId, today);
  const fact = facts.tenancies.find((t) => t.id === tenantId);
  // A past tenancy has no notices to give.
  if (!fact) throw notFound('Tenant');
  return { facts, fact, tenancy };
}

/** GET /api/tenants/{id}/notices/section-173 */
export async function section173(
  ctx: AppContext,
  actor: Actor,
  tenantId: number,
  serveOn: string | undefined,
  today: string = todayInLondon(),
): Promise<Section173Check> {
  const { facts, fact } = await tenancyFacts(ctx, actor, tenantId, today);
  return section173Check(facts, fact, evaluateProperty(facts).items, serveOn ?? today);
}

/** GET /api/tenants/{id}/notices/rent-increase */
export async function rentIncrease(
  ctx: AppContext,
  actor: Actor,
  tenantId: number,
  effectiveOn: string | undefined,
  today: string = todayInLondon(),
): Promise<RentIncreaseCheck> {
  const { facts, fact } = await tenancyFacts(ctx, actor, tenantId, today);
  if (effectiveOn) return rentIncreaseCheck(facts, fact, effectiveOn);
  const earliest = rentIncreaseCheck(facts, fact, today).earliestEffectiveDate ?? today;
  return rentIncreaseCheck(facts, fact, earliest);
}

/** PUT /api/tenants/{id} raising the rent of a periodic contract before RHW12 allows: 409, nothing changed. */
export async function assertMayRaiseRent(
  db: Db,
  propertyId: number,
  tenantId: number,
  effectiveOn: string,
  today: string = todayInLondon(),
) {
  const facts = await factsOf(db, propertyId, today);
  const fact = facts.tenancies.find((t) => t.id === tenantId);
  if (!fact) return;
  // Before the occupation date the rent is still being agreed, not varied; and a fixed term's rent
  // changes only as agreed, so the product records what was agreed.
  if (effectiveOn <= fact.occupationDate || !isPeriodicOn(fact, effectiveOn)) return;
  const check = rentIncreaseCheck(facts, fact, effectiveOn);
  if (!check.allowed) {
    throw complianceBlocked('The rent cannot rise from that date.', {
      RENT_VARIATION: check.reasons.join(' '),
    });
  }
}
