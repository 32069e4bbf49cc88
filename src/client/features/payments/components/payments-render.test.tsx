import { describe, expect, it } from 'vitest';
import type { PaymentSummary, RentPayment } from '@shared/payments';
import { paymentKeys } from '../api';
import { FINANCES_PAGE_SIZE, FinancesPanel } from './finances-panel';
import { TENANT_PAYMENTS_PAGE_SIZE, TenantPaymentsPanel } from './tenant-payments-panel';
import { render } from '@client/app/render-for-tests';

const payment = (overrides: Partial<RentPayment> = {}): RentPayment => ({
  id: 1,
  tenantId: 4,
  tenantName: 'Ana Jones',
  propertyId: 9,
  amount: 95_000,
  paymentDate: '2026-02-03',
  dueDate: '2026-02-01',
  status: 'paid',
  paymentMethod: 'bank_transfer',
  reference: 'R7K3F9QX',
  notes: null,
  externalReference: null,
  externalSource: 'manual',
  matchedAutomatically: false,
  createdAt: '2026-02-03T10:00:00.000Z',
  updatedAt: '2026-02-03T10:00:00.000Z',
  version: 1,
  ...overrides,
});

const summary: PaymentSummary = {
  currentMonthPaid: 95_000,
  upcoming: 95_000,
  overdue: 42_550,
  months: Array.from({ length: 12 }, (_, i) => ({
    month: i < 10 ? `2025-${String(i + 3).padStart(2, '0')}` : `2026-0${i - 9}`,
    due: 95_000,
    received: i === 11 ? 0 : 95_000,
  })),
};

describe('the Finances tab', () => {
  const rows = [
    payment(),
    payment({
      id: 2,
      status: 'overdue',
      dueDate: '2026-03-01',
      paymentDate: '2026-03-01',
      paymentMethod: null,
      reference: null,
      externalSource: 'schedule',
    }),
    payment({
      id: 3,
      externalSource: 'bank_statement',
      matchedAutomatically: true,
      paymentDate: '2026-01-02',
    }),
  ];
  const html = render(
    <FinancesPanel
      property={{ id: 9, title: 'Flat 2' }}
      tenants={[]}
      importSlot={<span>IMPORT-SLOT</span>}
    />,
    (client) => {
      client.setQueryData(
        paymentKeys.propertyList(9, { status: 'all', limit: FINANCES_PAGE_SIZE, offset: 0 }),
        { items: rows, total: 45 },
      );
      client.setQueryData(paymentKeys.summary(9), summary);
    },
  );

  it('shows the filters as a toggle group with All pressed', () => {
    expect(html).toMatch(/role="group" aria-label="Show payments"/);
    expect(html).toMatch(/aria-pressed="true"[^>]*>All</);
    for (const label of ['Paid', 'Pending', 'Overdue']) {
      expect(html).toMatch(new RegExp(`aria-pressed="false"[^>]*>${label}<`));
    }
  });

  it('shows the three totals', () => {
    expect(html).toContain('Current Month');
    expect(html).toContain('Upcoming');
    expect(html).toContain('£425.50');
  });

  it('gives the chart its figures as a table', () => {
    expect(html).toContain('Rent due and received, last 12 months');
    expect(html).toContain('<th scope="row">March 2025</th>');
    expect(html).toContain('<th scope="row">February 2026</th><td>£950.00</td><td>£0.00</td>');
    expect(html).toContain('>Mar</text>');
  });

  it('lists payments: paid by payment date, open ones by due date marked Due', () => {
    for (const column of ['Date', 'Amount', 'Status', 'Method', 'Reference', 'Source']) {
      expect(html).toContain(`>${column}</th>`);
    }
    expect(html).toContain('<time dateTime="2026-02-03">03/02/2026</time>');
    expect(html).toMatch(/<time dateTime="2026-03-01">01\/03\/2026<\/time><span[^>]*>Due<\/span>/);
    expect(html).toContain('Overdue</span>');
    expect(html).toContain('Bank transfer');
    expect(html).toContain('Rent schedule');
    expect(html).toMatch(/Bank statement<\/span><span[^>]*>Auto-matched/);
    expect(html).toContain('aria-label="Payment history for Flat 2"');
  });

  it('pages a long history, exports the current filter and leaves room for the import', () => {
    expect(html).toContain('aria-label="Payment history pages"');
    expect(html).toContain('href="/api/properties/9/payments/export?status=all" download=""');
    expect(html).toContain('IMPORT-SLOT');
  });

  it('says so when there are no payments or they cannot be loaded', () => {
    const empty = render(<FinancesPanel property={{ id: 9, title: 'Flat 2' }} tenants={[]} />, (client) =>
      client.setQueryData(
        paymentKeys.propertyList(9, { status: 'all', limit: FINANCES_PAGE_SIZE, offset: 0 }),
        { items: [], total: 0 },
      ),
    );
    expect(empty).toContain('No payments found');
    expect(empty).not.toContain('Payment history pages');
  });
});

describe("a tenant's Payments tab", () => {
  it("shows the tenancy's reference and its payments", () => {
    const html = render(
      <TenantPaymentsPanel
        tenantId={4}
        tenantName="Ana Jones"
        rentAmount={95_000}
        paymentReference="R7K3F9QX"
        remindersPaused={false}
      />,
      (client) =>
        client.setQueryData(paymentKeys.tenantList(4, { limit: TENANT_PAYMENTS_PAGE_SIZE, offset: 0 }), {
          items: [payment()],
          total: 1,
        }),
    );
    expect(html).toMatch(/Tenants quote this reference on bank transfers:.*R7K3F9QX/);
    expect(html).toContain('Record Payment');
    expect(html).toContain('aria-label="Payment history for Ana Jones"');
    expect(html).not.toContain('Payment pages for Ana Jones');
  });
});
