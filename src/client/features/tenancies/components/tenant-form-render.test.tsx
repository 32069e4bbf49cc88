import { describe, expect, it } from 'vitest';
import type { Tenant } from '@shared/tenancies';
import { tenancyKeys } from '../api';
import { TenantForm } from './tenant-form-dialog';
import { TenantList } from './tenant-list';
import { renderJoined as render, text } from '@client/app/render-for-tests';

/** The control a label names, and the hint it is described by. */
const field = (html: string, label: string) => {
  const match = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}`).exec(html);
  expect(match, label).not.toBeNull();
  const id = match![1]!;
  const control = new RegExp(`<(input|select)[^>]*id="${id}"[^>]*>`).exec(html)![0];
  const hint = new RegExp(`<p id="${id}-hint"[^>]*>([^<]*)</p>`).exec(html)?.[1] ?? null;
  if (hint) expect(control).toContain(`aria-describedby="${id}-hint"`);
  return { control, hint };
};

const tenant = (overrides: Partial<Tenant> = {}): Tenant => ({
  id: 8,
  userId: null,
  propertyId: 3,
  fullName: 'Ana Jones',
  email: 'ana@example.com',
  phone: null,
  leaseStart: '2026-06-01',
  leaseEnd: '2027-05-31',
  rentAmount: 95_000,
  deposit: null,
  depositScheme: null,
  depositSchemeRef: null,
  depositPaidDate: null,
  status: 'active',
  tenantType: 'tenant',
  occupationDate: null,
  contractType: 'fixed_term',
  fixedTermEnd: '2027-05-31',
  lastRentIncreaseOn: null,
  paymentReference: 'CL-0008',
  remindersPaused: false,
  createdAt: '2026-05-01T00:00:00.000Z',
  invitation: null,
  ...overrides,
});

describe('the tenant form', () => {
  const html = render(<TenantForm propertyId={3} propertyRent={95_000} onClose={() => {}} />);

  it('asks the occupation date, with the written-statement hint tied to it', () => {
    const { control, hint } = field(html, 'Occupation Date');
    expect(control).toContain('type="date"');
    expect(hint).toBe(
      'The day they may move in: the 14-day written statement clock starts here. Left empty, the lease start.',
    );
  });

  it('asks the deposit paid date, scheme, contract type and last rent increase', () => {
    expect(field(html, 'Deposit Paid Date').control).toContain('type="date"');
    expect(field(html, 'Deposit Paid Date').hint).toContain('within 30 days');
    expect(field(html, 'Deposit Scheme<').control).toContain('<select');
    expect(html).toContain('<option value="DPS">Deposit Protection Service</option>');
    expect(field(html, 'Contract Type').control).toContain('<select');
    const last = field(html, 'Last rent increase \\(before records here\\)');
    expect(last.control).toContain('type="date"');
    expect(last.hint).toContain('the next rise needs 12 months from it');
    // A new tenancy has no rent to change.
    expect(html).not.toContain('New rent starts on');
  });

  it('asks the fixed-term end on a fixed-term contract', () => {
    expect(html).not.toContain('Fixed-term End');
    const edit = render(<TenantForm propertyId={3} tenant={tenant()} onClose={() => {}} />);
    expect(field(edit, 'Fixed-term End').control).toContain('type="date"');
  });

  it('explains a refused rent rise inside the form', () => {
    const refused = render(
      <TenantForm
        propertyId={3}
        tenant={tenant()}
        onClose={() => {}}
        initialBlocked={{
          heading: 'The rent cannot rise from that date',
          message: 'The rent cannot rise from that date.',
          items: [
            {
              rule: 'RENT_VARIATION',
              title: 'Rent increase (RHW12)',
              reason: 'Two months’ notice is needed: the earliest is 1 February 2027.',
              advice: 'Give the contract-holder a notice of rent variation (RHW12).',
            },
          ],
          footer: 'Nothing was saved.',
        }}
      />,
    );
    expect(refused).toMatch(/<div role="alert" tabindex="-1" aria-labelledby="[^"]+"/);
    expect(text(refused)).toContain(
      'Rent increase (RHW12) Two months’ notice is needed: the earliest is 1 February 2027. What to do: Give the contract-holder a notice of rent variation (RHW12).',
    );
  });
});

describe('the tenant list', () => {
  it('shows the contract type and the occupation date beside the lease', () => {
    const html = render(
      <TenantList
        propertyId={3}
        propertyTitle="Flat 2"
        propertyRent={95_000}
        selectedTenantId={null}
        onSelect={() => {}}
      />,
      (client) =>
        client.setQueryData(tenancyKeys.byProperty(3), [
          tenant({ occupationDate: '2026-06-01' }),
          tenant({ id: 9, fullName: 'Bryn Lewis', contractType: 'periodic', fixedTermEnd: null }),
        ]),
    );
    const words = text(html);
    expect(words).toContain('01/06/2026 to 31/05/2027 Fixed term · moves in 01/06/2026');
    expect(words).toContain('01/06/2026 to 31/05/2027 Periodic');
  });
});
