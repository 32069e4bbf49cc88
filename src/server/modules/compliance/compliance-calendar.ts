import ical from 'ical-generator';
import type { PortfolioCompliance } from '@shared/compliance';

/**
 * GET /api/landlord/compliance.ics: every dated duty as an all-day event on its deadline, so the
 * landlord's own calendar shows them. Each event's UID names the duty and its date, so a
 * renewed certificate moves to a new event instead of duplicating the old one.
 */
export function complianceCalendar(portfolio: PortfolioCompliance, publicUrl: string): string {
  const calendar = ical({
    name: 'Vale & City Lettings: compliance deadlines',
    prodId: '//Vale & City Lettings//Compliance//EN',
  });
  const host = new URL(publicUrl).hostname || 'localhost';
  const seen = new Set<string>();
  const add = (
    title: string | null,
    item: PortfolioCompliance['properties'][number]['items'][number],
    propertyId: number | null,
  ) => {
    if (!item.dueDate) return;
    const uid = `${item.rule}-${item.subject}-${item.subject === 'landlord' ? 'self' : item.subject === 'tenancy' ? item.tenancyId : propertyId}-${item.dueDate}@${host}`;
    if (seen.has(uid)) return;
    seen.add(uid);
    calendar.createEvent({
      id: uid,
      start: new Date(`${item.dueDate}T00:00:00Z`),
      allDay: true,
      summary: `${title ? `${title}: ` : ''}${item.title}${item.tenantName ? ` (${item.tenantName})` : ''}`,
      description: `${item.message}\n\n${publicUrl}/landlord-dashboard`,
    });
  };
  for (const item of portfolio.landlordItems ?? []) add(null, item, null);
  for (const p of portfolio.properties) {
    for (const item of p.items) if (item.subject !== 'landlord') add(p.title, item, p.propertyId);
  }
  return calendar.toString();
}
