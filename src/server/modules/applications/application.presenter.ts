import { affordabilityOf, holdingDepositCap, type Application } from '@shared/applications';
import { todayInLondon } from '@shared/dates';
import type { applications } from '../../db/schema';

export type ApplicationRow = typeof applications.$inferSelect;

/** A row with its property's title and current rent (affordability and the cap follow the rent). */
export function toApplication(row: ApplicationRow, propertyTitle: string, monthlyRent: number): Application {
  const infoDay = row.holdingDepositInfoSentAt ? todayInLondon(row.holdingDepositInfoSentAt) : null;
  return {
    id: row.id,
    propertyId: row.propertyId,
    propertyTitle,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    employmentStatus: row.employmentStatus,
    annualIncome: row.annualIncome,
    householdSize: row.householdSize,
    moveInDate: row.moveInDate,
    hasGuarantor: row.hasGuarantor,
    message: row.message,
    status: row.status,
    notes: row.notes,
    rejectionReason: row.rejectionReason,
    statusChangedAt: row.statusChangedAt.toISOString(),
    affordability: affordabilityOf(row.annualIncome, monthlyRent, row.hasGuarantor),
    holdingDeposit: {
      maximum: holdingDepositCap(monthlyRent),
      informationSentAt: row.holdingDepositInfoSentAt?.toISOString() ?? null,
      informationAmount: row.holdingDepositInfoAmount,
      amount: row.holdingDepositAmount,
      receivedOn: row.holdingDepositReceivedOn,
      deadlineForAgreement: row.holdingDepositDeadline,
      repayBy: row.holdingDepositRepayBy,
      outcome: row.holdingDepositOutcome,
      settledOn: row.holdingDepositSettledOn,
      // The information must come before the money (WALES.md HOLDING_DEPOSIT): received on a
      // day before it was sent, or never sent through us.
      informationLate:
        row.holdingDepositReceivedOn !== null && (infoDay === null || infoDay > row.holdingDepositReceivedOn),
    },
    tenantId: row.tenantId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
