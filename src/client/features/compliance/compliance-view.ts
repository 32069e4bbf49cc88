import {
  bySeverity,
  type BlockedAction,
  type ComplianceAction,
  type ComplianceCounts,
  type ComplianceItem,
  type ComplianceStatus,
  type PortfolioCompliance,
  type RuleId,
} from '@shared/compliance/types';
import { documentTypeLabel } from '@shared/documents';

/** A status in words: the badge's colour always comes with these. */
export const complianceStatusLabel: Record<ComplianceStatus, string> = {
  ok: 'OK',
  due_soon: 'Due soon',
  overdue: 'Overdue',
  missing: 'Missing',
};

export type StatusTone = 'success' | 'warning' | 'danger';
export const complianceStatusTone: Record<ComplianceStatus, StatusTone> = {
  ok: 'success',
  due_soon: 'warning',
  overdue: 'danger',
  missing: 'danger',
};

/** The order counts are read in: the worst first. */
export const STATUS_ORDER: readonly ComplianceStatus[] = ['overdue', 'missing', 'due_soon', 'ok'];

const blockedWords: Record<BlockedAction, string> = {
  publish_listing: 'advertising',
  start_tenancy: 'a new tenancy starting',
  section_173: 'a section 173 notice',
  rent_increase: 'a rent increase',
};

/** What an open item stops, in plain words ("Stops: advertising, a new tenancy starting"), or null. */
export function blocksText(blocks: readonly BlockedAction[]): string | null {
  if (!blocks.length) return null;
  return `Stops: ${[...new Set(blocks)].map((b) => blockedWords[b] ?? b).join(', ')}`;
}

/** An item still to act on (an ok item needs nothing). */
export const isOpen = (item: Pick<ComplianceItem, 'status'>) => item.status !== 'ok';

/** Worst first, then the earliest due date, then undated; the server's order otherwise. */
export function sortItems<T extends Pick<ComplianceItem, 'status' | 'dueDate'>>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) =>
      bySeverity(a.status, b.status) || (a.dueDate ?? '9999-12-31').localeCompare(b.dueDate ?? '9999-12-31'),
  );
}

export interface TenancyGroup {
  tenancyId: number;
  tenantName: string;
  items: ComplianceItem[];
}

export interface GroupedItems {
  landlord: ComplianceItem[];
  property: ComplianceItem[];
  tenancies: TenancyGroup[];
}

/** The landlord's own duties, then the property's, then each tenancy's (in the order they first appear). */
export function groupItems(items: readonly ComplianceItem[]): GroupedItems {
  const landlord: ComplianceItem[] = [];
  const property: ComplianceItem[] = [];
  const tenancies = new Map<number, TenancyGroup>();
  for (const item of items) {
    if (item.subject === 'landlord') landlord.push(item);
    else if (item.subject === 'tenancy' && item.tenancyId !== null) {
      let group = tenancies.get(item.tenancyId);
      if (!group) {
        group = { tenancyId: item.tenancyId, tenantName: '', items: [] };
        tenancies.set(item.tenancyId, group);
      }
      if (!group.tenantName && item.tenantName) group.tenantName = item.tenantName;
      group.items.push(item);
    } else property.push(item);
  }
  const named = [...tenancies.values()].map((g) => ({
    ...g,
    tenantName: g.tenantName || `Tenancy ${g.tenancyId}`,
    items: sortItems(g.items),
  }));
  return { landlord: sortItems(landlord), property: sortItems(property), tenancies: named };
}

/**
 * The duties of a new tenancy: the written statement (by day 14), the deposit (by day 30 from
 * payment) and the copies of certificates each contract-holder is given.
 */
const CHECKLIST_RULES: ReadonlySet<RuleId> = new Set<RuleId>([
  'WRITTEN_STATEMENT',
  'DEPOSIT_PROTECT',
  'GAS_COPY',
  'EICR_COPY',
  'EPC_VALID',
]);

/** A tenancy's checklist items, by due date (undated last). */
export function tenancyChecklist(items: readonly ComplianceItem[]): ComplianceItem[] {
  return items
    .filter((item) => item.subject === 'tenancy' && CHECKLIST_RULES.has(item.rule))
    .sort((a, b) => (a.dueDate ?? '9999-12-31').localeCompare(b.dueDate ?? '9999-12-31'));
}

/** The checklist's short words for each duty (the rule's title is about the duty in general). */
export function checklistLabel(item: Pick<ComplianceItem, 'rule' | 'title'>): string {
  switch (item.rule) {
    case 'WRITTEN_STATEMENT':
      return 'Written statement given (by day 14)';
    case 'DEPOSIT_PROTECT':
      return 'Deposit protected and prescribed information given (by day 30 from payment)';
    case 'GAS_COPY':
      return 'Copy of the gas safety record given';
    case 'EICR_COPY':
      return 'Copy of the electrical report (EICR) given';
    case 'EPC_VALID':
      return 'Copy of the energy performance certificate given';
    default:
      return item.title;
  }
}

export interface Deadline {
  item: ComplianceItem;
  /** The property's title, or null for the landlord's own duties. */
  propertyTitle: string | null;
  propertyId: number | null;
  landlordName?: string | undefined;
}

/**
 * The next deadlines across a portfolio: dated items still open (overdue first, by their past
 * date), and met ones whose date is still ahead (a certificate's expiry). A duty done on time
 * whose day has passed is no deadline.
 */
export function nextDeadlines(portfolio: PortfolioCompliance, today: string, limit = 5): Deadline[] {
  const all: Deadline[] = [
    ...(portfolio.landlordItems ?? []).map((item) => ({ item, propertyTitle: null, propertyId: null })),
    ...portfolio.properties.flatMap((p) =>
      p.items
        .filter((item) => item.subject !== 'landlord')
        .map((item) => ({
          item,
          propertyTitle: p.title,
          propertyId: p.propertyId,
          landlordName: p.landlordName,
        })),
    ),
  ];
  return all
    .filter(({ item }) => item.dueDate !== null && (isOpen(item) || item.dueDate >= today))
    .sort(
      (a, b) => a.item.dueDate!.localeCompare(b.item.dueDate!) || bySeverity(a.item.status, b.item.status),
    )
    .slice(0, limit);
}

/** Counts by status for a list of items. */
export function countByStatus(items: readonly Pick<ComplianceItem, 'status'>[]): ComplianceCounts {
  const counts: ComplianceCounts = { ok: 0, due_soon: 0, overdue: 0, missing: 0 };
  for (const item of items) counts[item.status] += 1;
  return counts;
}

/** "2 overdue, 1 missing, 3 due soon" for the open items, or "Nothing to do". */
export function openCountsText(counts: ComplianceCounts): string {
  const parts = (['overdue', 'missing', 'due_soon'] as const)
    .filter((s) => counts[s] > 0)
    .map((s) => `${counts[s]} ${complianceStatusLabel[s].toLowerCase()}`);
  return parts.length ? parts.join(', ') : 'Nothing open';
}

export const openTotal = (counts: ComplianceCounts) => counts.overdue + counts.missing + counts.due_soon;

/** Where an item's evidence can be opened: a landlord's own document, or a property or tenancy one. */
export function evidenceUrl(subject: ComplianceItem['subject'], documentId: number): string {
  return subject === 'landlord'
    ? `/api/landlord/documents/${documentId}/file`
    : `/api/documents/${documentId}/file?inline=1`;
}

/** "a Gas Safety Certificate", "an Energy Performance Certificate", "an HMO Licence". */
export function withArticle(noun: string): string {
  return /^(?:[aeiou]|HMO\b)/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** Where the document that closes an upload item is added, in words. */
export function uploadWhere(
  action: Extract<ComplianceAction, { kind: 'upload' }>,
  options: { tenantName?: string | null | undefined; isAdmin?: boolean } = {},
): string {
  const type = documentTypeLabel[action.documentType] ?? action.documentType;
  switch (action.target) {
    case 'property':
      return `Add ${withArticle(type)} in this property's Documents tab (Add Document, then choose "${type}").`;
    case 'tenancy':
      return `Add ${withArticle(type)} to ${options.tenantName ?? 'the contract-holder'}'s tenancy: in the Tenants tab, choose them, then open Documents.`;
    case 'landlord':
      return options.isAdmin
        ? `The landlord adds their ${type} under Your documents on their dashboard.`
        : `Add your ${type} under Your documents on your dashboard.`;
  }
}

/** Plain words for the other actions that close an item. */
export function actionText(action: ComplianceAction, tenantName?: string | null): string | null {
  switch (action.kind) {
    case 'edit_property':
      return "Update the property's details: use the Edit button on the Details tab.";
    case 'edit_tenancy':
      return `Update the tenancy: choose Edit for ${tenantName ?? 'the contract-holder'} in the Tenants tab.`;
    case 'book':
      return `Book ${action.what}, then add the certificate in the Documents tab.`;
    case 'serve':
      return `Give ${tenantName ?? 'the contract-holder'} a copy, then record it here.`;
    default:
      return null;
  }
}

/** The landlords named in an admin's answer, once each, by name. */
export function landlordOptions(portfolio: PortfolioCompliance): { id: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const p of portfolio.properties) {
    if (p.landlordId !== undefined && !seen.has(p.landlordId))
      seen.set(p.landlordId, p.landlordName || `Landlord ${p.landlordId}`);
  }
  return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}
