import { describe, expect, it } from 'vitest';
import type { TenantDocument } from '@shared/tenant-portal';
import { ApiError } from '@client/app/api-client';
import { tenantPortalKeys } from './api';
import {
  documentTypeText,
  TenantDocumentsSection,
  TenantDocumentsTable,
} from './components/tenant-documents-section';
import { failQuery, render, text } from '@client/app/render-for-tests';
import { tenantDocument } from './tenant-fixtures';

const section = (documents: TenantDocument[] | Error) =>
  render(<TenantDocumentsSection tenancyId={7} />, (client) => {
    if (documents instanceof Error) failQuery(client, tenantPortalKeys.documents(7), documents);
    else client.setQueryData(tenantPortalKeys.documents(7), documents);
  });

describe('the Documents tab', () => {
  const rows = [
    tenantDocument(),
    tenantDocument({
      id: 5,
      title: 'Your occupation contract',
      type: 'WRITTEN_STATEMENT',
      uploadDate: '2026-05-20T23:30:00.000Z',
      expiryDate: null,
      url: '/api/tenant/documents/5/file',
      source: 'tenancy',
    }),
    tenantDocument({ id: 6, title: 'EICR', type: 'EICR', expiryDate: '2026-11-01' }),
    tenantDocument({ id: 8, title: 'Insurance', type: 'INSURANCE', expiryDate: '2026-12-10' }),
  ];
  const html = render(<TenantDocumentsTable documents={rows} label="Your documents" today="2026-11-23" />);

  it('has the columns Title, Type, Uploaded and Expires', () => {
    for (const column of ['Title', 'Type', 'Uploaded', 'Expires']) expect(html).toContain(`>${column}</th>`);
    expect(html).toContain('role="region" aria-label="Your documents"');
  });

  it('names the type in words and dates in en-GB (an upload time as its UK day)', () => {
    const words = text(html);
    expect(words).toContain('Gas safety 2026 Gas Safety Certificate 1 June 2026 20 May 2027 View');
    // 23:30 UTC on 20 May is 00:30 on 21 May in London.
    expect(words).toContain(
      'Your occupation contract Written Statement of Occupation Contract 21 May 2026 No expiry',
    );
    expect(words).toContain(
      'EICR Electrical Installation Condition Report 1 June 2026 1 November 2026 Expired',
    );
  });

  it('offers View in a new tab and Download for each document', () => {
    expect(html).toContain(
      'href="/api/documents/21/file?inline=1" target="_blank" rel="noopener noreferrer"',
    );
    expect(html).toMatch(/href="\/api\/tenant\/documents\/5\/file" download=""/);
    expect(text(html)).toContain('View Your occupation contract (opens in a new tab)');
    expect(text(html)).toContain('Download Your occupation contract');
  });

  it('gives the day each certificate was served on the tenant, as the UK day', () => {
    const served = text(
      render(
        <TenantDocumentsTable
          documents={[
            tenantDocument({ servedAt: '2026-03-14T12:00:00.000Z' }),
            // 23:30 UTC on 30 June is 00:30 on 1 July in London.
            tenantDocument({ id: 6, title: 'EICR', type: 'EICR', servedAt: '2026-06-30T23:30:00.000Z' }),
            tenantDocument({ id: 7, title: 'EPC', type: 'EPC', servedAt: null }),
          ]}
          label="Your documents"
          today="2026-11-23"
        />,
      ),
    );
    expect(served).toContain('Gas safety 2026 Served on 14 March 2026 Gas Safety Certificate');
    expect(served).toContain('EICR Served on 1 July 2026 Electrical Installation Condition Report');
    expect(served).toContain('EPC Energy Performance Certificate');
    expect(served.match(/Served on/g)).toHaveLength(2);
    expect(text(html)).not.toContain('Served on');
  });

  it('shows an unknown type as sent', () => {
    expect(documentTypeText('GAS')).toBe('Gas Safety Certificate');
    expect(documentTypeText('BOILER_SERVICE')).toBe('BOILER_SERVICE');
  });

  it('loads the chosen tenancy and has empty, loading and error states', () => {
    expect(section(rows)).toContain('Gas safety 2026');
    expect(section([])).toContain('No documents have been shared with you yet');
    expect(text(render(<TenantDocumentsSection tenancyId={7} />))).toContain('Loading documents...');
    expect(section(new ApiError(500, 'internal_error', ''))).toContain('Error loading documents');
  });
});
