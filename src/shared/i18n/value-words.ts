/**
 * The words for values that the tenant portal and the server both name (catalogue/{en,cy}/portal.json):
 * one message per value, so a screen, an e-mail and the server's upcoming events never call the
 * same thing two names.
 */
import type { DocumentType } from '../documents';
import type { InspectionType } from '../inspections';
import type { MaintenanceCategory, MaintenancePriority } from '../maintenance';
import type { Locale } from './locale';
import { m } from './messages';

/** A catalogue message without inputs; the server passes the recipient's locale. */
export type Words = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

export const repairPriorityWords: Record<MaintenancePriority, Words> = {
  emergency: m.portal_repair_priority_emergency,
  urgent: m.portal_repair_priority_urgent,
  routine: m.portal_repair_priority_routine,
};

export const repairCategoryWords: Record<MaintenanceCategory, Words> = {
  plumbing: m.portal_repair_category_plumbing,
  heating: m.portal_repair_category_heating,
  electrical: m.portal_repair_category_electrical,
  gas: m.portal_repair_category_gas,
  damp_mould: m.portal_repair_category_damp_mould,
  structural: m.portal_repair_category_structural,
  appliances: m.portal_repair_category_appliances,
  security: m.portal_repair_category_security,
  pests: m.portal_repair_category_pests,
  other: m.portal_repair_category_other,
};

export const documentTypeWords: Record<DocumentType, Words> = {
  EICR: m.portal_document_type_eicr,
  GAS: m.portal_document_type_gas,
  EPC: m.portal_document_type_epc,
  SMOKE_CO: m.portal_document_type_smoke_co,
  LEGIONELLA: m.portal_document_type_legionella,
  INSURANCE: m.portal_document_type_insurance,
  WRITTEN_STATEMENT: m.portal_document_type_written_statement,
  DEPOSIT_PROTECTION: m.portal_document_type_deposit_protection,
  HMO_LICENCE: m.portal_document_type_hmo_licence,
  RSW_REGISTRATION: m.portal_document_type_rsw_registration,
  RSW_LICENCE: m.portal_document_type_rsw_licence,
  MEES_EXEMPTION: m.portal_document_type_mees_exemption,
  ELECTRICAL_WORK_CONFIRMATION: m.portal_document_type_electrical_work_confirmation,
  NOTICE: m.portal_document_type_notice,
  RENT_NOTICE: m.portal_document_type_rent_notice,
  INSPECTION: m.portal_document_type_inspection,
  OTHER: m.portal_document_type_other,
};

/** "Check-in inspection": the kind of visit, as a title starts. */
export const inspectionKindWords: Record<InspectionType, Words> = {
  check_in: m.portal_inspection_kind_check_in,
  periodic: m.portal_inspection_kind_periodic,
  check_out: m.portal_inspection_kind_check_out,
};
