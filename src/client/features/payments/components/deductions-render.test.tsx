import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Deduction } from '@shared/deductions';
import { createQueryClient } from '@client/app/query-client';
import { deductionKeys } from '../api';
import { DEDUCTIONS_PAGE_SIZE, DeductionsPanel } from './deductions-panel';

const deduction = (overrides: Partial<Deduction> = {}): Deduction => ({
  id: 1,
  propertyId: 9,
  date: '2026-10-14',
  description: 'Boiler repair',
  amount: 12_050,
  createdAt: '2026-10-14T09:00:00.000Z',
  ...overrides,
});

function render(canManage: boolean, items: Deduction[], total = items.length) {
  const client = createQueryClient();
  client.setQueryData(deductionKeys.propertyList(9, { limit: DEDUCTIONS_PAGE_SIZE, offset: 0 }), {
    items,
    total,
  });
  return renderToString(
    <QueryClientProvider client={client}>
      <DeductionsPanel property={{ id: 9, title: 'Flat 2' }} canManage={canManage} />
    </QueryClientProvider>,
  );
}

describe('agency deductions on the Finances tab', () => {
  const rows = [
    deduction(),
    deduction({ id: 2, date: '2026-09-02', description: 'Locksmith', amount: 9_500 }),
  ];

  it('shows the landlord each deduction with its en-GB date and amount, without the agency’s controls', () => {
    const html = render(false, rows);
    expect(html).toContain('Agency deductions');
    expect(html).toContain('Charges we paid on your behalf, taken from your rent in the monthly statement.');
    expect(html).toContain('aria-label="Agency deductions for Flat 2"');
    for (const column of ['Date', 'Description', 'Amount']) expect(html).toContain(`>${column}</th>`);
    expect(html).toContain('<time dateTime="2026-10-14">14/10/2026</time>');
    expect(html).toContain('£120.50');
    expect(html).toContain('Locksmith');
    expect(html).not.toContain('Remove');
    expect(html).not.toContain('Add deduction');
  });

  it('gives the agency a Remove button per row and the Add deduction form', () => {
    const html = render(true, rows);
    expect(html.match(/>Remove<span class="sr-only">/g)).toHaveLength(2);
    expect(html).toContain('Boiler repair<!-- -->, <!-- -->£120.50');
    expect(html).toContain('Add deduction');
    expect(html).toContain('Amount (£)');
    for (const name of ['date', 'description', 'amount']) expect(html).toContain(`name="${name}"`);
  });

  it('says so when there are none, and pages a long list', () => {
    expect(render(false, [])).toContain('No deductions recorded');
    expect(render(false, rows, 45)).toContain('aria-label="Agency deduction pages"');
    expect(render(false, rows)).not.toContain('Agency deduction pages');
  });
});
