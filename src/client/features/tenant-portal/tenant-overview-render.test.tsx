import { describe, expect, it } from 'vitest';
import type { UpcomingEvent } from '@shared/tenant-portal';
import { ApiError } from '@client/app/api-client';
import { AGENCY } from '@client/content/agency';
import { tenantPortalKeys } from './api';
import { ContactLandlordForm } from './components/contact-landlord-dialog';
import { contractTypeText, telHref, TenantOverview } from './components/tenant-overview';
import { failQuery, render, text } from '@client/app/render-for-tests';
import { tenantProperty } from './tenant-fixtures';

const events: UpcomingEvent[] = [
  { date: '2026-12-01', kind: 'rent_due', title: 'Rent due', detail: '£950.00' },
  { date: '2027-01-14', kind: 'repair', title: 'Plumber visiting', detail: null },
];

const overview = (property = tenantProperty(), upcoming: UpcomingEvent[] = events, tenancyId?: number) =>
  render(<TenantOverview tenancyId={tenancyId} onReportIssue={() => {}} />, (client) => {
    client.setQueryData(tenantPortalKeys.property(tenancyId), property);
    client.setQueryData(tenantPortalKeys.events(tenancyId), upcoming);
  });

describe('the Overview tab', () => {
  const html = overview();
  const words = text(html);

  it('gives the property details: address, rooms, rent, lease and contract', () => {
    expect(words).toContain('Property Flat 2, Marine Court');
    expect(words).toContain('Address 2 Marine Court, Beach Road, Penarth, CF64 1AB');
    expect(words).toContain('Bedrooms 2');
    expect(words).toContain('Bathrooms 1');
    expect(words).toContain('Monthly rent £950.00');
    expect(words).toContain('Lease 1 June 2026 to 31 May 2027');
    expect(words).toContain('Contract type Fixed term until 31 May 2027');
  });

  it("links the landlord's and the agency's e-mail and phone", () => {
    expect(words).toContain('Landlord Rhys Evans');
    expect(html).toContain('href="mailto:rhys@example.com"');
    expect(html).toContain('href="tel:07700900123"');
    expect(words).toContain(`Letting agent ${AGENCY.name}`);
    expect(html).toContain(`href="mailto:${AGENCY.email}"`);
    expect(html).toContain(`href="${AGENCY.phoneHref}"`);
    expect(words).toContain('Office hours: Mon-Fri 8:30am-6:00pm, Saturday 9:00am-3:00pm, Sunday closed');
  });

  it('leaves out a landlord phone that is not known', () => {
    const without = overview(tenantProperty({ landlordPhone: null }));
    expect(without).not.toContain('Call landlord');
    expect(without).toContain('href="mailto:rhys@example.com"');
  });

  it('offers Contact Landlord and Report Issue for the current tenancy', () => {
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>.*Contact Landlord<\/button>/);
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>.*Report Issue<\/button>/);
  });

  it('offers neither for a past tenancy, and says where to go instead', () => {
    const past = overview(tenantProperty({ isCurrent: false, status: 'past' }), events, 2);
    expect(past).not.toContain('Contact Landlord');
    expect(past).not.toContain('Report Issue');
    expect(text(past)).toContain('This tenancy has ended.');
    expect(text(past)).toContain('Property details Past');
  });

  it('lists upcoming events with en-GB dates, soonest first as sent', () => {
    expect(words).toContain(
      'Upcoming events 1 December 2026 Rent due £950.00 14 January 2027 Plumber visiting',
    );
    expect(html).toContain('<time dateTime="2027-01-14">14 January 2027</time>');
  });

  it('says when nothing is coming up', () => {
    expect(text(overview(tenantProperty(), []))).toContain('Nothing coming up in the next 90 days');
  });

  it('shows loading, and errors for each part on its own', () => {
    const loading = text(render(<TenantOverview tenancyId={undefined} onReportIssue={() => {}} />));
    expect(loading).toContain('Loading property details...');
    expect(loading).toContain('Loading upcoming events...');
    const broken = render(<TenantOverview tenancyId={undefined} onReportIssue={() => {}} />, (client) => {
      failQuery(client, tenantPortalKeys.property(), new ApiError(500, 'internal_error', ''));
      failQuery(client, tenantPortalKeys.events(), new ApiError(500, 'internal_error', ''));
    });
    expect(text(broken)).toContain('Error loading property details');
    expect(text(broken)).toContain('Error loading upcoming events');
  });
});

describe('overview helpers', () => {
  it('describes the contract type', () => {
    expect(contractTypeText({ contractType: 'periodic', fixedTermEnd: null })).toBe(
      'Periodic (month to month)',
    );
    expect(contractTypeText({ contractType: 'fixed_term', fixedTermEnd: '2027-05-31' })).toBe(
      'Fixed term until 31 May 2027',
    );
    expect(contractTypeText({ contractType: 'fixed_term', fixedTermEnd: null })).toBe('Fixed term');
  });

  it('makes a dialable tel: link', () => {
    expect(telHref('07700 900123')).toBe('tel:07700900123');
    expect(telHref('+44 (0)29 2051-2345')).toBe('tel:+442920512345');
  });
});

describe('the Contact Landlord form', () => {
  it('has labelled Subject and Message fields and a Send button', () => {
    const html = render(<ContactLandlordForm onDone={() => {}} />);
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Subject<\/label><input[^>]*id="\1"/);
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Message<\/label><textarea[^>]*id="\1"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Send Message<\/button>/);
  });
});
