import { describe, expect, it } from 'vitest';
import { certificateLines, certificateStateLabel } from './certificate-state';

describe('certificateLines', () => {
  it('lists the certificates on file with their state, in a fixed order', () => {
    const lines = certificateLines({
      trade: 'plumbing',
      certificates: [
        { kind: 'insurance', reference: 'POL-9', expiresOn: '2026-04-01', state: 'amber' },
        { kind: 'gas_safe', reference: null, expiresOn: '2025-01-01', state: 'red' },
      ],
    });
    expect(lines).toEqual([
      { kind: 'gas_safe', onFile: true, state: 'red', expiresOn: '2025-01-01', reference: null },
      { kind: 'insurance', onFile: true, state: 'amber', expiresOn: '2026-04-01', reference: 'POL-9' },
    ]);
  });

  it("adds the ones the trade needs but are not on file, and not the ones it doesn't", () => {
    expect(certificateLines({ trade: 'electrical', certificates: [] })).toEqual([
      { kind: 'electrical', onFile: false },
      { kind: 'insurance', onFile: false },
    ]);
    expect(certificateLines({ trade: 'locksmith', certificates: [] })).toEqual([
      { kind: 'insurance', onFile: false },
    ]);
  });

  it('names each state in words', () => {
    expect(certificateStateLabel).toEqual({ red: 'Expired', amber: 'Expires soon', green: 'Valid' });
  });
});
