/**
 * The words for values the tenant portal shows, in the build's language (CONTRACT.md §9). The
 * English label maps in src/shared stay as they are for the server and the landlord's screens;
 * these give the same English through the message catalogue (catalogue/{en,cy}/portal.json), and
 * a value the client does not know yet is shown as sent.
 */
import type { ContractorTrade } from '@shared/contractors';
import type { ExpiryBadge } from '@shared/documents';
import type { Locale } from '@shared/i18n/locale';
import { m } from '@shared/i18n/messages';
import type { AlarmKind, ConditionChange, InspectionStatus, ItemCondition, Meter } from '@shared/inspections';
import type { MaintenanceActorRole, MaintenancePriority, MaintenanceStatus } from '@shared/maintenance';
import { paymentMethodLabel, type PaymentMethod, type PaymentStatus } from '@shared/payments';

// Repair priorities and categories, document types and inspection kinds are named by the server
// too (e-mails, upcoming events): shared words.
import {
  documentTypeWords,
  inspectionKindWords,
  repairCategoryWords,
  repairPriorityWords,
  type Words,
} from '@shared/i18n/value-words';

/** The message for a value, or the value itself when it is newer than this client. */
const lookup =
  <Value extends string>(words: Record<Value, Words>) =>
  (value: string, locale?: Locale): string =>
    (words as Record<string, Words | undefined>)[value]?.({}, { locale }) ?? value;

/** Every value's words at once, for a select's options. */
const all = <Value extends string>(words: Record<Value, Words>, locale?: Locale): Record<Value, string> =>
  Object.fromEntries(
    Object.entries<Words>(words).map(([value, say]) => [value, say({}, { locale })]),
  ) as Record<Value, string>;

// ---- Repairs ----

const repairStatusWords: Record<MaintenanceStatus, Words> = {
  submitted: m.portal_repair_status_submitted,
  in_progress: m.portal_repair_status_in_progress,
  completed: m.portal_repair_status_completed,
  denied: m.portal_repair_status_denied,
};
const repairPriorityHintWords: Record<MaintenancePriority, Words> = {
  emergency: m.portal_repair_priority_hint_emergency,
  urgent: m.portal_repair_priority_hint_urgent,
  routine: m.portal_repair_priority_hint_routine,
};
const repairRoleWords: Record<MaintenanceActorRole, Words> = {
  tenant: m.portal_repair_role_tenant,
  landlord: m.portal_repair_role_landlord,
  agency: m.portal_repair_role_agency,
};

export const repairStatusText = lookup(repairStatusWords);
export const repairPriorityText = lookup(repairPriorityWords);
export const repairPriorityHintText = lookup(repairPriorityHintWords);
export const repairCategoryText = lookup(repairCategoryWords);
export const repairRoleText = lookup(repairRoleWords);
export const repairCategoryLabels = (locale?: Locale) => all(repairCategoryWords, locale);

const contractorTradeWords: Record<ContractorTrade, Words> = {
  gas: m.portal_contractor_trade_gas,
  electrical: m.portal_contractor_trade_electrical,
  plumbing: m.portal_contractor_trade_plumbing,
  heating: m.portal_contractor_trade_heating,
  general: m.portal_contractor_trade_general,
  roofing: m.portal_contractor_trade_roofing,
  locksmith: m.portal_contractor_trade_locksmith,
  pest_control: m.portal_contractor_trade_pest_control,
  other: m.portal_contractor_trade_other,
};
export const contractorTradeText = lookup(contractorTradeWords);

// ---- Payments ----

const paymentStatusWords: Record<PaymentStatus, Words> = {
  paid: m.portal_payment_status_paid,
  pending: m.portal_payment_status_pending,
  overdue: m.portal_payment_status_overdue,
};
// Revolut is a name, the same in every language.
const paymentMethodWords: Record<PaymentMethod, Words> = {
  bank_transfer: m.portal_payment_method_bank_transfer,
  revolut: () => paymentMethodLabel.revolut,
  cash: m.portal_payment_method_cash,
  card: m.portal_payment_method_card,
  standing_order: m.portal_payment_method_standing_order,
};

export const paymentStatusText = lookup(paymentStatusWords);
export const paymentMethodText = lookup(paymentMethodWords);

// ---- Documents ----

const expiryBadgeWords: Record<NonNullable<ExpiryBadge>, Words> = {
  Expired: m.portal_document_expired,
  'Expiring Soon': m.portal_document_expiring_soon,
};

export const documentTypeText = lookup(documentTypeWords);
export const expiryBadgeText = lookup(expiryBadgeWords);

// ---- Inspections ----

const inspectionStatusWords: Record<InspectionStatus, Words> = {
  scheduled: m.portal_inspection_status_scheduled,
  completed: m.portal_inspection_status_completed,
  cancelled: m.portal_inspection_status_cancelled,
};
const itemConditionWords: Record<ItemCondition, Words> = {
  excellent: m.portal_inspection_condition_excellent,
  good: m.portal_inspection_condition_good,
  fair: m.portal_inspection_condition_fair,
  poor: m.portal_inspection_condition_poor,
  damaged: m.portal_inspection_condition_damaged,
};
const conditionChangeWords: Record<ConditionChange, Words> = {
  same: m.portal_inspection_change_same,
  better: m.portal_inspection_change_better,
  worse: m.portal_inspection_change_worse,
  new: m.portal_inspection_change_new,
  missing: m.portal_inspection_change_missing,
};
const alarmKindWords: Record<AlarmKind, Words> = {
  smoke: m.portal_inspection_alarm_smoke,
  carbon_monoxide: m.portal_inspection_alarm_carbon_monoxide,
};
/** "Electricity meter:", as the reading's term. */
const meterTermWords: Record<Meter, Words> = {
  electricity: m.portal_inspection_meter_electricity,
  gas: m.portal_inspection_meter_gas,
  water: m.portal_inspection_meter_water,
};

export const inspectionKindText = lookup(inspectionKindWords);
export const inspectionStatusText = lookup(inspectionStatusWords);
export const itemConditionText = lookup(itemConditionWords);
export const conditionChangeText = lookup(conditionChangeWords);
export const alarmKindText = lookup(alarmKindWords);
export const meterTermText = lookup(meterTermWords);
