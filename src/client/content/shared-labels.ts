/**
 * Labels src/shared gives the choices of the public forms, as this build shows them: in English
 * the shared ones themselves; the Welsh build swaps in content/cy/shared-labels.ts. The values sent
 * to the API (the record keys) stay the same in both.
 */
import { employmentStatusLabel, type EmploymentStatus } from '@shared/application-options';
import { inquiryTypeLabel, type InquiryType } from '@shared/contact-options';

export interface SharedLabels {
  /** The contact form's inquiry types. */
  inquiryType: Readonly<Record<InquiryType, string>>;
  /** The application form's employment statuses. */
  employmentStatus: Readonly<Record<EmploymentStatus, string>>;
}

export const SHARED_LABELS: SharedLabels = {
  inquiryType: inquiryTypeLabel,
  employmentStatus: employmentStatusLabel,
};
