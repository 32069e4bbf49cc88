import {
  CERTIFICATE_KINDS,
  requiredCertificates,
  type CertificateKind,
  type CertificateState,
  type Contractor,
} from '@shared/contractors';

/** Words for each state, so a badge never relies on its colour alone. */
export const certificateStateLabel: Record<CertificateState, string> = {
  red: 'Expired',
  amber: 'Expires soon',
  green: 'Valid',
};
export const certificateStateVariant: Record<CertificateState, 'danger' | 'warning' | 'success'> = {
  red: 'danger',
  amber: 'warning',
  green: 'success',
};

export type CertificateLine =
  | {
      kind: CertificateKind;
      onFile: true;
      state: CertificateState;
      expiresOn: string;
      reference: string | null;
    }
  | { kind: CertificateKind; onFile: false };

/**
 * What the directory shows per contractor: each certificate on file with its state, then each one
 * the trade needs but is not on file (as missing), in the fixed order of CERTIFICATE_KINDS.
 */
export function certificateLines(contractor: Pick<Contractor, 'trade' | 'certificates'>): CertificateLine[] {
  const required = requiredCertificates(contractor.trade);
  return CERTIFICATE_KINDS.flatMap((kind): CertificateLine[] => {
    const certificate = contractor.certificates.find((c) => c.kind === kind);
    if (certificate)
      return [
        {
          kind,
          onFile: true,
          state: certificate.state,
          expiresOn: certificate.expiresOn,
          reference: certificate.reference,
        },
      ];
    return required.includes(kind) ? [{ kind, onFile: false }] : [];
  });
}
