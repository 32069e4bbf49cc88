import { AGENCY } from '@shared/agency';
import type { ComplianceItem, PortfolioCompliance } from '@shared/compliance';
import { addDays } from '@shared/dates';
import { PAGE_PATHS } from '@shared/routes';

/*
 * GET /api/landlord/compliance.ics: every dated duty as an all-day event on its deadline, so the
 * landlord's own calendar shows them. Written here rather than with ical-generator: its
 * serialiser took 2.6 s for a 1,000-home portfolio's 8,000 events; this takes milliseconds.
 * RFC 5545: CRLF line ends, TEXT values escaped (\\ ; , and newlines), lines folded at 75 octets.
 */

/** A TEXT value as RFC 5545 §3.3.11 wants it. */
export const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line into lines of at most 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // Continuation lines start with a space, which counts towards their 75.
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replaceAll('-', '');

/** The calendar for a portfolio; `now` stamps the events (DTSTAMP). */
export function complianceCalendar(
  portfolio: PortfolioCompliance,
  publicUrl: string,
  now = new Date(),
): string {
  const host = new URL(publicUrl).hostname || 'localhost';
  const stamp = `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${AGENCY.name}//Compliance//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${AGENCY.name}: compliance deadlines`,
  ];
  const seen = new Set<string>();
  const add = (title: string | null, item: ComplianceItem, propertyId: number | null) => {
    if (!item.dueDate) return;
    const subject =
      item.subject === 'landlord' ? 'self' : item.subject === 'tenancy' ? item.tenancyId : propertyId;
    // The UID names the duty and its date: a renewed certificate moves to a new event.
    const uid = `${item.rule}-${item.subject}-${subject}-${item.dueDate}@${host}`;
    if (seen.has(uid)) return;
    seen.add(uid);
    const summary = `${title ? `${title}: ` : ''}${item.title}${item.tenantName ? ` (${item.tenantName})` : ''}`;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDate(item.dueDate)}`,
      `DTEND;VALUE=DATE:${compactDate(addDays(item.dueDate, 1))}`,
      `SUMMARY:${escapeText(summary)}`,
      `DESCRIPTION:${escapeText(`${item.message}\n\n${publicUrl}${PAGE_PATHS.landlordDashboard}`)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  };
  for (const item of portfolio.landlordItems ?? []) add(null, item, null);
  for (const p of portfolio.properties) {
    for (const item of p.items) if (item.subject !== 'landlord') add(p.title, item, p.propertyId);
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
