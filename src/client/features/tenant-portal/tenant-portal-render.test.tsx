import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@shared/errors';
import type { RentPayment, TenantPaymentSummary } from '@shared/payments';
import { ApiError } from '@client/app/api-client';
import { AGENCY } from '@client/content/agency';
import { tenantPortalKeys } from './api';
import { HowToPay } from './components/make-payment-dialog';
import { TenantPortal, type MaintenanceTabProps } from './components/tenant-portal';
import { OWN_PAYMENTS_PAGE_SIZE } from './components/tenant-payments-section';
import { tenancyOptionLabel } from './components/tenancy-select';
import { failQuery, render, text, type Client } from '@client/app/render-for-tests';
import { tenantProperty, tenantTenancy } from './tenant-fixtures';

/** The page hands in the maintenance feature's section; a stand-in shows what it is told. */
const maintenanceTab = ({ tenancyId, canReport }: MaintenanceTabProps) => (
  <p>{`Maintenance tab for ${tenancyId ?? 'the current tenancy'}${canReport ? ', reporting open' : ''}`}</p>
);

const payment = (overrides: Partial<RentPayment> = {}): RentPayment => ({
  id: 1,
  tenantId: 4,
  tenantName: 'Ana Jones',
  propertyId: 9,
  amount: 95_000,
  paymentDate: '2026-11-02',
  dueDate: '2026-11-01',
  status: 'paid',
  paymentMethod: 'bank_transfer',
  reference: 'R7K3F9QX',
  notes: null,
  externalReference: null,
  externalSource: 'manual',
  matchedAutomatically: false,
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  version: 1,
  ...overrides,
});

const summary = (overrides: Partial<TenantPaymentSummary> = {}): TenantPaymentSummary => ({
  tenancyId: 4,
  propertyTitle: 'Flat 2, Marine Court',
  lease: { start: '2026-06-01', end: '2027-05-31', contractType: 'fixed_term', status: 'active' },
  rentAmount: 95_000,
  paymentReference: 'R7K3F9QX',
  nextDue: { dueDate: '2026-12-01', amount: 95_000 },
  arrears: 0,
  paidLastYear: 1_140_000,
  bankDetails: {
    accountName: 'Vale & City Lettings Client Account',
    sortCode: '12-34-56',
    accountNumber: '12345678',
  },
  ...overrides,
});

const firstPage = tenantPortalKeys.payments({ limit: OWN_PAYMENTS_PAGE_SIZE, offset: 0 });

/** The Payments tab as a tenant sees it once both calls have answered. */
const portal = (data: TenantPaymentSummary, payments: RentPayment[], total = payments.length) =>
  render(<TenantPortal maintenanceTab={maintenanceTab} initialTab="payments" />, (client) => {
    client.setQueryData(tenantPortalKeys.summary(), data);
    client.setQueryData(firstPage, { items: payments, total });
  });

/** A summary call that failed with this error. */
function failedSummary(error: ApiError) {
  return render(<TenantPortal maintenanceTab={maintenanceTab} initialTab="payments" />, (client) => {
    failQuery(client, tenantPortalKeys.summary(), error);
    client.setQueryData(firstPage, { items: [], total: 0 });
  });
}

describe('the tenant dashboard', () => {
  const rows = [
    payment({
      id: 3,
      dueDate: '2026-12-01',
      paymentDate: '2026-12-01',
      status: 'pending',
      paymentMethod: null,
    }),
    payment({
      id: 2,
      dueDate: '2026-10-01',
      paymentDate: '2026-10-01',
      status: 'overdue',
      amount: 42_550,
      paymentMethod: null,
    }),
    payment(),
  ];
  const html = portal(summary(), rows);

  it('shows the property and the monthly rent with the next due date', () => {
    expect(text(html)).toContain('Property Flat 2, Marine Court');
    expect(text(html)).toContain('Monthly rent £950.00 Next payment due 1 December 2026');
    expect(html).toContain('aria-label="Your tenancy"');
  });

  it('shows the lease term and what happens when a fixed term ends', () => {
    expect(text(html)).toContain(
      'Lease term 1 June 2026 to 31 May 2027 Fixed-term contract; it continues as periodic',
    );
  });

  it('leaves out the arrears card when nothing is overdue', () => {
    expect(text(html)).not.toContain('Arrears');
    expect(text(html)).not.toContain('overdue —');
  });

  it('sums up the last year and offers Make Payment', () => {
    expect(text(html)).toContain('Paid in the last 12 months: £11,400.00');
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>.*Make Payment<\/button>/);
  });

  it('lists the history with status words, paid dates and receipts for paid rows only', () => {
    for (const column of ['Due date', 'Amount', 'Status', 'Paid on', 'Method', 'Receipt']) {
      expect(html).toContain(`>${column}</th>`);
    }
    expect(html).toContain('<caption class="sr-only">Payment history for Flat 2, Marine Court</caption>');
    expect(html).toContain('role="region" aria-label="Payment history for Flat 2, Marine Court"');
    expect(html).toContain('<time dateTime="2026-11-01">1 November 2026</time>');
    expect(html).toContain('<time dateTime="2026-11-02">2 November 2026</time>');
    expect(html).toContain('>Paid</span>');
    expect(html).toContain('>Pending</span>');
    expect(html).toContain('>Overdue</span>');
    expect(html).toContain('£425.50');
    expect(html).toContain('Bank transfer');
    expect(html).toContain(
      'href="/api/payments/1/receipt" download="" aria-label="Download receipt for 1 November 2026 payment"',
    );
    expect(html).not.toContain('/api/payments/2/receipt');
    expect(html).not.toContain('/api/payments/3/receipt');
    expect(html.match(/Not paid yet/g)).toHaveLength(2);
  });

  it('pages only a history longer than one page', () => {
    expect(html).not.toContain('Payment history pages');
    const long = portal(summary(), rows, 45);
    expect(long).toContain('aria-label="Payment history pages"');
    expect(text(long)).toContain('Showing 1–3 of 45 payments');
  });

  it('warns about arrears and says when no payment is due', () => {
    const owing = text(portal(summary({ arrears: 42_550, nextDue: null }), rows));
    expect(owing).toContain('Arrears £425.50 overdue — please pay as soon as you can or contact us');
    expect(owing).toContain(AGENCY.phone);
    expect(owing).toContain('Monthly rent £950.00 No payment due');
  });

  it('names the amount of a next payment that is not the usual rent', () => {
    const html = text(portal(summary({ nextDue: { dueDate: '2027-01-01', amount: 47_500 } }), rows));
    expect(html).toContain('Next payment due 1 January 2027 (£475.00)');
  });

  it('says so when there are no payments yet', () => {
    expect(portal(summary(), [])).toContain('No payments found');
  });

  it("shows SPEC's empty state for a tenant without a tenancy, and an error otherwise", () => {
    const none = failedSummary(new ApiError(404, ErrorCode.notFound, 'Active tenancy not found'));
    expect(none).toContain('No active tenancy found');
    expect(none).not.toContain('Make Payment');
    const broken = failedSummary(new ApiError(500, ErrorCode.internal, ''));
    expect(broken).toContain('Error loading payment data');
    expect(broken).not.toContain('No active tenancy found');
  });
});

describe('the dashboard tabs and the Tenancy select', () => {
  /** The page with the summary and property answered, plus whatever else `fill` adds. */
  const page = (
    node = <TenantPortal maintenanceTab={maintenanceTab} />,
    fill: (client: Client) => void = () => {},
  ) =>
    render(node, (client) => {
      client.setQueryData(tenantPortalKeys.summary(), summary());
      client.setQueryData(tenantPortalKeys.property(), tenantProperty());
      client.setQueryData(firstPage, { items: [], total: 0 });
      fill(client);
    });

  it('opens on the Overview, with the cards above four tabs', () => {
    const html = page();
    expect(html).toContain('aria-label="Your tenancy"');
    expect(html).toMatch(/role="tablist"[^>]*aria-label="Your tenancy sections"/);
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*aria-selected="(true|false)"[^>]*>([^<]+)</g)];
    expect(tabs.map(([, selected, name]) => [name, selected])).toEqual([
      ['Overview', 'true'],
      ['Payments', 'false'],
      ['Maintenance', 'false'],
      ['Documents', 'false'],
    ]);
    expect(text(html)).toContain('Property details');
    expect(text(html)).not.toContain('Paid in the last 12 months');
    expect(html.indexOf('aria-label="Your tenancy"')).toBeLessThan(html.indexOf('role="tablist"'));
  });

  it('opens on the tab it is asked for', () => {
    const words = text(page(<TenantPortal maintenanceTab={maintenanceTab} initialTab="maintenance" />));
    expect(words).toContain('Maintenance tab for the current tenancy, reporting open');
    expect(words).not.toContain('Property details');
    expect(text(page(<TenantPortal maintenanceTab={maintenanceTab} initialTab="documents" />))).toContain(
      'Loading documents...',
    );
  });

  it('offers the Tenancy select only to a tenant with several tenancies', () => {
    const one = page(<TenantPortal maintenanceTab={maintenanceTab} />, (client) =>
      client.setQueryData(tenantPortalKeys.tenancies(), [tenantTenancy()]),
    );
    expect(one).not.toContain('>Tenancy</label>');
    const past = tenantTenancy({
      id: 2,
      propertyTitle: '14 Windsor Road',
      leaseStart: '2024-09-01',
      leaseEnd: '2026-05-31',
      status: 'past',
      isCurrent: false,
    });
    const several = page(<TenantPortal maintenanceTab={maintenanceTab} />, (client) =>
      client.setQueryData(tenantPortalKeys.tenancies(), [tenantTenancy(), past]),
    );
    expect(several).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Tenancy<\/label>/);
    const id = /<label[^>]*for="([^"]+)"[^>]*>Tenancy<\/label>/.exec(several)?.[1];
    expect(several).toMatch(new RegExp(`<select[^>]*id="${id}"`));
    const options = [...several.matchAll(/<option value="(\d+)"[^>]*>([^<]+)<\/option>/g)].map(([, v, l]) => [
      v,
      l,
    ]);
    expect(options).toEqual([
      ['4', 'Flat 2, Marine Court: 1 June 2026 to 31 May 2027'],
      ['2', '14 Windsor Road: 1 September 2024 to 31 May 2026 (past)'],
    ]);
    // The current tenancy (the one the server picked for the summary) is the one shown.
    expect(several).toMatch(/<option value="4" selected="">/);
    expect(several.indexOf('>Tenancy</label>')).toBeLessThan(several.indexOf('role="tablist"'));
  });

  it('labels a tenancy with its property and dates, and marks a past one', () => {
    expect(tenancyOptionLabel(tenantTenancy({ status: 'notice_given' }))).toBe(
      'Flat 2, Marine Court: 1 June 2026 to 31 May 2027',
    );
    expect(tenancyOptionLabel(tenantTenancy({ status: 'past', isCurrent: false }))).toBe(
      'Flat 2, Marine Court: 1 June 2026 to 31 May 2027 (past)',
    );
  });

  it("shows SPEC's empty state when the property call answers 404", () => {
    const html = render(<TenantPortal maintenanceTab={maintenanceTab} />, (client) => {
      failQuery(client, tenantPortalKeys.property(), new ApiError(404, ErrorCode.notFound, 'No tenancy'));
    });
    expect(text(html)).toContain('No active tenancy found');
    expect(html).not.toContain('role="tablist"');
  });
});

describe('how to pay (the Make Payment dialog)', () => {
  it("gives the agency's bank details, the reference to quote and what is due", () => {
    const html = render(<HowToPay {...summary({ arrears: 42_550 })} />);
    const words = text(html);
    expect(words).toContain('Account name Vale & City Lettings Client Account');
    expect(words).toContain('Sort code 12-34-56');
    expect(words).toContain('Account number 12345678');
    expect(words).toContain(
      'Your payment reference: R7K3F9QX — always quote it so we can match your payment',
    );
    expect(words).toContain('Overdue now £425.50');
    expect(words).toContain('Next payment, due 1 December 2026 £950.00');
    expect(words).toContain('We do not take card payments');
    expect(html).toMatch(/<button[^>]*>.*Copy reference<\/button>/);
  });

  it('asks the tenant to contact the agency while no bank details are set', () => {
    const words = text(render(<HowToPay {...summary({ bankDetails: null, nextDue: null })} />));
    expect(words).toContain(`Please contact us for the bank details: call ${AGENCY.phone}`);
    expect(words).not.toContain('Sort code');
    expect(words).toContain('Nothing is due at the moment. Your monthly rent is £950.00.');
  });
});
