import {
  assignability,
  CERTIFICATE_KINDS,
  certificateState,
  requiredCertificates,
  type CertificateState,
  type Contractor,
  type ContractorCertificate,
} from '@shared/contractors';
import type { contractorCertificates, contractors } from '../../db/schema';

export type ContractorRow = typeof contractors.$inferSelect;
export type CertificateRow = typeof contractorCertificates.$inferSelect;

const SEVERITY: Record<CertificateState, number> = { green: 0, amber: 1, red: 2 };

/** Row and its certificates → answer. States are as of `today`, so they turn amber and red on their own. */
export function toContractor(
  row: ContractorRow,
  certificateRows: CertificateRow[],
  today: string,
): Contractor {
  const certificates: ContractorCertificate[] = [...certificateRows]
    .sort((a, b) => CERTIFICATE_KINDS.indexOf(a.kind) - CERTIFICATE_KINDS.indexOf(b.kind))
    .map((c) => ({
      kind: c.kind,
      reference: c.reference,
      expiresOn: c.expiresOn,
      state: certificateState(c.expiresOn, today),
    }));
  const verdict = assignability(row.trade, certificates, today);
  return {
    id: row.id,
    landlordId: row.landlordId,
    name: row.name,
    trade: row.trade,
    phone: row.phone,
    email: row.email,
    certificates,
    state: overallState(row, certificates),
    canTakeWork: verdict.ok,
    blockedReason: verdict.ok ? null : verdict.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Only the certificates the trade needs count: a plumber's lapsed Gas Safe does not stop them
 * plumbing, but a missing insurance makes anyone red.
 */
function overallState(row: ContractorRow, certificates: ContractorCertificate[]): CertificateState {
  let worst: CertificateState = 'green';
  for (const kind of requiredCertificates(row.trade)) {
    const state = certificates.find((c) => c.kind === kind)?.state ?? 'red';
    if (SEVERITY[state] > SEVERITY[worst]) worst = state;
  }
  return worst;
}
