import type { PropertyFacts } from './facts';
import { RULES } from './registry';
import { toItem } from './rule';
import {
  worstStatus,
  type BlockedAction,
  type ComplianceCounts,
  type ComplianceItem,
  type PropertyCompliance,
  type RuleId,
} from './types';

/** Every item of one property: its own duties, its tenancies', and its landlord's. */
export function evaluateProperty(facts: PropertyFacts): PropertyCompliance {
  const items: ComplianceItem[] = [];
  for (const rule of RULES) {
    for (const finding of rule.evaluate(facts)) items.push(toItem(rule, finding, facts.today));
  }
  return { propertyId: facts.property.id, status: worstStatus(items.map((i) => i.status)), items };
}

/** The open items that stop `action`, as CONTRACT.md §6's `errors`: rule id → reason. */
export function blockersOf(
  items: readonly ComplianceItem[],
  action: BlockedAction,
): Partial<Record<RuleId, string>> {
  const errors: Partial<Record<RuleId, string>> = {};
  for (const item of items) if (item.blocks.includes(action)) errors[item.rule] ??= item.message;
  return errors;
}

export const emptyCounts = (): ComplianceCounts => ({ ok: 0, due_soon: 0, overdue: 0, missing: 0 });

export function countItems(items: Iterable<ComplianceItem>, counts: ComplianceCounts = emptyCounts()) {
  for (const item of items) counts[item.status] += 1;
  return counts;
}

/** A key naming one duty of one subject: what a reminder step is claimed against. */
export function itemKey(
  item: Pick<ComplianceItem, 'rule' | 'subject' | 'tenancyId'>,
  propertyId: number,
  landlordId: number,
) {
  if (item.subject === 'landlord') return `${item.rule}:landlord:${landlordId}`;
  if (item.subject === 'tenancy') return `${item.rule}:tenancy:${item.tenancyId}`;
  return `${item.rule}:property:${propertyId}`;
}
