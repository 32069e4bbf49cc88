import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import type { BankDetails } from '@shared/payments';
import { createQueryClient } from '@client/app/query-client';
import { agencySettingsKeys } from '../api';
import { RentSettings } from './rent-settings';

function renderSettings(details: BankDetails | null | undefined) {
  const client = createQueryClient();
  if (details !== undefined) client.setQueryData(agencySettingsKeys.bankDetails(), details);
  return renderToString(
    <QueryClientProvider client={client}>
      <RentSettings />
    </QueryClientProvider>,
  );
}

describe('the Rent Settings tab', () => {
  it('explains where tenants see the client account', () => {
    const html = renderSettings(null);
    expect(html).toMatch(/<h2[^>]*>Rent Settings<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>Client account for rent<\/h3>/);
    expect(html).toContain('Tenants see these details under Make Payment, with their own payment reference.');
  });

  it('offers a labelled field for each detail, numeric keyboards for the numbers, and Save', () => {
    const html = renderSettings({
      accountName: 'Cardiff Lettings',
      sortCode: '12-34-56',
      accountNumber: '12345678',
    });
    for (const label of ['Account name', 'Sort code', 'Account number']) {
      const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
      expect(id, label).toBeDefined();
      const input = new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0];
      expect(input, label).toBeDefined();
      if (label !== 'Account name') expect(input).toMatch(/inputmode="numeric"/i);
    }
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Save<\/button>/);
  });

  it('says it is loading until the details arrive', () => {
    const html = renderSettings(undefined);
    expect(html).toContain('Loading bank details…');
    expect(html).not.toContain('<form');
  });
});
