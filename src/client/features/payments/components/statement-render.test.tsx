import { describe, expect, it } from 'vitest';
import type { ArrearsReport, StatementLine } from '@shared/payments';
import { paymentKeys } from '../api';
import { emptyColumnMapping } from '../statement-import';
import { ArrearsCard } from './arrears-card';
import { ColumnMappingStep } from './column-mapping-step';
import { MonthlyStatementCard } from './monthly-statement-card';
import { StatementReview } from './statement-review';
import { TENANT_PAYMENTS_PAGE_SIZE, TenantPaymentsPanel } from './tenant-payments-panel';
import { render } from '@client/app/render-for-tests';

const line = (overrides: Partial<StatementLine> = {}): StatementLine => ({
  id: 5,
  date: '2026-12-03',
  description: 'FASTER PAYMENT M JONES',
  amount: 50_000,
  status: 'review',
  suggestions: [
    { paymentId: 7, tenantName: 'Megan Jones', dueDate: '2026-12-01', amount: 95_000 },
    { paymentId: 8, tenantName: 'Ana Lee', dueDate: '2026-12-05', amount: 40_000 },
  ],
  ...overrides,
});

describe('payments to review', () => {
  it('lists each line with its date, description, amount and the best suggestion chosen', () => {
    const html = render(<StatementReview propertyId={9} />, (client) =>
      client.setQueryData(paymentKeys.review(9), [line()]),
    );
    expect(html).toContain('Payments to review');
    expect(html).toContain('<time dateTime="2026-12-03"');
    expect(html).toContain('03/12/2026');
    expect(html).toContain('FASTER PAYMENT M JONES');
    expect(html).toContain('£500.00');
    expect(html).toMatch(/<label[^>]*>Match to<\/label>/);
    expect(html).toMatch(/<option value="7" selected="">Megan Jones — due 1 Dec 2026 — £950.00<\/option>/);
    expect(html).toContain('Ana Lee — due 5 Dec 2026 — £400.00');
  });

  it('offers a smaller line as a part payment and says the rest stays due', () => {
    const html = render(<StatementReview propertyId={9} />, (client) =>
      client.setQueryData(paymentKeys.review(9), [line()]),
    );
    expect(html).toContain('Match as part payment');
    expect(html).toContain('The remaining £450.00 stays due.');
    expect(html).toMatch(/>Ignore<span class="sr-only"> £500.00 on 03\/12\/2026<\/span>/);
  });

  it('offers a plain Match for the exact amount, and only Ignore without open payments', () => {
    const exact = render(<StatementReview propertyId={9} />, (client) =>
      client.setQueryData(paymentKeys.review(9), [line({ amount: 95_000 })]),
    );
    expect(exact).toMatch(/>Match<span class="sr-only">/);
    expect(exact).not.toContain('part payment');
    const none = render(<StatementReview propertyId={9} />, (client) =>
      client.setQueryData(paymentKeys.review(9), [line({ suggestions: [] })]),
    );
    expect(none).toContain('No open payment to match it to.');
    expect(none).not.toContain('Match to');
    expect(none).toContain('Ignore');
  });

  it('shows nothing when no line waits', () => {
    const html = render(<StatementReview propertyId={9} />, (client) =>
      client.setQueryData(paymentKeys.review(9), []),
    );
    expect(html).toBe('');
  });
});

describe('the column mapping step', () => {
  const html = render(
    <ColumnMappingStep
      request={{
        columns: ['Posted', 'Details', 'Money In', ''],
        sample: [['06/11/2026', 'REF R7K3F9QX', '10.00']],
      }}
      fileName="november.csv"
      value={{ ...emptyColumnMapping(), dateColumn: 'Posted' }}
      errors={{ amountColumn: 'Choose the amount or paid-in column' }}
      alert={null}
      progress={null}
      pending={false}
      onChange={() => {}}
      onInvalid={() => {}}
      onSubmit={() => {}}
      onBack={() => {}}
    />,
  );

  it('shows the sample rows under the column names, naming a blank header by its place', () => {
    expect(html).toContain('aria-label="First rows of the statement"');
    expect(html).toMatch(/>Posted<\/th>.*>Details<\/th>.*>Money In<\/th>.*>Column 4<\/th>/);
    expect(html).toMatch(/>06\/11\/2026<\/td>.*>REF R7K3F9QX<\/td>.*>10.00<\/td><td[^>]*><\/td>/);
  });

  it('asks for each column by its label, with the choice made and the error shown', () => {
    for (const label of [
      'Date column',
      'Description column',
      'Amount column (money in and out)',
      'Paid in column',
    ]) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toMatch(/Paid out column<span[^>]*> \(optional\)/);
    expect(html).toContain('<option value="Posted" selected="">Posted</option>');
    expect(html).not.toContain('<option value="">Column 4');
    expect(html).toMatch(/role="alert"[^>]*>Choose the amount or paid-in column/);
  });
});

describe('rent arrears on the dashboard', () => {
  it('gives the total and each tenancy, oldest first, marking paused reminders', () => {
    const report: ArrearsReport = {
      total: 142_550,
      tenancies: [
        {
          tenantId: 4,
          tenantName: 'Megan Jones',
          propertyId: 9,
          propertyTitle: 'Flat 2, 14 Cathedral Road',
          arrears: 95_000,
          oldestDueDate: '2026-10-01',
          remindersPaused: true,
        },
        {
          tenantId: 5,
          tenantName: 'Ana Lee',
          propertyId: 10,
          propertyTitle: '3 Wellfield Road',
          arrears: 47_550,
          oldestDueDate: '2026-11-05',
          remindersPaused: false,
        },
      ],
    };
    const html = render(<ArrearsCard />, (client) => client.setQueryData(paymentKeys.arrears(), report));
    expect(html).toMatch(/<h2[^>]*>Rent arrears<\/h2>/);
    expect(html).toContain('£1,425.50');
    expect(html).toContain('aria-label="Tenancies in arrears"');
    expect(html).toMatch(/Megan Jones.*Flat 2, 14 Cathedral Road.*Reminders paused.*£950.00.*overdue since/);
    expect(html).toContain('<time dateTime="2026-10-01">1 Oct 2026</time>');
    expect(html.match(/Reminders paused/g)).toHaveLength(1);
  });

  it('says so when nothing is overdue', () => {
    const html = render(<ArrearsCard />, (client) =>
      client.setQueryData(paymentKeys.arrears(), { total: 0, tenancies: [] }),
    );
    expect(html).toContain('No rent is overdue.');
    expect(html).not.toContain('Total overdue');
  });
});

describe('the monthly statement card', () => {
  it('links last month’s PDF under a labelled month input', () => {
    const html = render(<MonthlyStatementCard />);
    expect(html).toMatch(/<label[^>]*>Statement month<\/label><input[^>]*type="month"/);
    expect(html).toMatch(/href="\/api\/landlord\/statements\?month=\d{4}-\d{2}" download=""/);
    expect(html).toContain('Download statement (PDF)');
  });
});

describe('rent reminders for a tenancy', () => {
  const panel = (remindersPaused: boolean) =>
    render(
      <TenantPaymentsPanel
        tenantId={4}
        tenantName="Ana Jones"
        rentAmount={95_000}
        paymentReference="R7K3F9QX"
        remindersPaused={remindersPaused}
      />,
      (client) =>
        client.setQueryData(paymentKeys.tenantList(4, { limit: TENANT_PAYMENTS_PAGE_SIZE, offset: 0 }), {
          items: [],
          total: 0,
        }),
    );

  it('shows the box checked when reminders are on, with what they send', () => {
    const on = panel(false);
    expect(on).toMatch(/<input[^>]*type="checkbox"[^>]*checked=""/);
    expect(on).toContain('>Send rent reminders</label>');
    expect(on).toContain('E-mails before the due date, then 1, 7, 14 and 21 days overdue.');
  });

  it('shows it unchecked while they are paused', () => {
    expect(panel(true)).not.toMatch(/<input[^>]*type="checkbox"[^>]*checked/);
  });
});
