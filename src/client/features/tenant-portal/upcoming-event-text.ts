import { DOCUMENT_TYPES, documentTypeLabel } from '@shared/documents';
import type { Locale } from '@shared/i18n/locale';
import { m } from '@shared/i18n/messages';
import { INSPECTION_TYPES, inspectionTypeLabel } from '@shared/inspections';
import { MAINTENANCE_PRIORITIES, maintenancePriorityLabel } from '@shared/maintenance';
import { formatWelshDate } from '@shared/i18n/welsh-dates';
import type { UpcomingEvent } from '@shared/tenant-portal';
import { LOCALE } from '@client/app/locale';
import { documentTypeText, inspectionKindText, repairPriorityText } from '@client/lib/portal-labels';

export interface UpcomingEventText {
  title: string;
  detail: string | null;
}

/** The event's day ('2026-07-07') in Welsh words ('7 Gorffennaf 2026'), and its weekday. */
function welshDay(day: string) {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  const long = formatWelshDate(date, { timeZone: 'UTC' });
  return {
    date: long,
    // "ddydd Mawrth": a day named as when something happens takes the soft mutation.
    weekday: formatWelshDate(date, { timeZone: 'UTC', weekday: true })
      .slice(0, -long.length)
      .trim()
      .replace(/^dydd /, 'ddydd '),
  };
}

/**
 * An upcoming event's words in the build's language (CONTRACT.md §9). The server words events in
 * English from a few fixed shapes (tenant-events.service.ts: 'Repair: …', '… expires on …', 'We
 * visit on … at 10:00'), so in Welsh each shape is read back into its parts and worded from the
 * catalogue; a text of any other shape stays as sent.
 * English is shown exactly as the server sent it.
 */
export function upcomingEventText(event: UpcomingEvent, locale: Locale = LOCALE): UpcomingEventText {
  const sent = { title: event.title, detail: event.detail };
  if (locale === 'en') return sent;
  const say = { locale };
  const { date, weekday } = welshDay(event.date);
  let { title, detail } = sent;

  switch (event.kind) {
    case 'rent_due':
      if (event.title === 'Rent due') title = m.portal_event_rent_due({}, say);
      break;
    case 'fixed_term_end':
      if (event.title === 'Fixed term ends') title = m.portal_event_fixed_term_end({}, say);
      if (event.detail === 'If you stay on, your contract becomes a periodic one automatically.')
        detail = m.portal_event_fixed_term_end_detail({}, say);
      break;
    case 'certificate_renewal': {
      const label = /^(.+) expires on .+$/.exec(event.detail ?? '')?.[1];
      const type = DOCUMENT_TYPES.find((t) => documentTypeLabel[t] === label);
      if (!type) break;
      const document = documentTypeText(type, locale);
      detail = m.portal_event_expires({ document, date }, say);
      if (type === 'GAS') title = m.portal_event_gas_check_due({}, say);
      else if (type === 'EICR') title = m.portal_event_electrical_check_due({}, say);
      else if (type === 'EPC') title = m.portal_event_epc_renewal_due({}, say);
      else title = m.portal_event_renewal_due({ document }, say);
      break;
    }
    case 'repair': {
      const repair = /^Repair: ([\s\S]+)$/.exec(event.title)?.[1];
      if (repair !== undefined) title = m.portal_event_repair({ title: repair }, say);
      const level = /^Target: (\w+) repair, by /.exec(event.detail ?? '')?.[1];
      const priority = MAINTENANCE_PRIORITIES.find(
        (p) => maintenancePriorityLabel[p].toLowerCase() === level,
      );
      if (priority) {
        detail = m.portal_event_repair_target(
          { priority: repairPriorityText(priority, locale).toLowerCase(), date },
          say,
        );
      }
      break;
    }
    case 'inspection': {
      const type = INSPECTION_TYPES.find((t) => `${inspectionTypeLabel[t]} inspection` === event.title);
      if (type) title = inspectionKindText(type, locale);
      const time = /^We visit on .+ at (\d{1,2}:\d{2})$/.exec(event.detail ?? '')?.[1];
      if (time) detail = m.portal_event_visit({ day: weekday, date, time }, say);
      break;
    }
  }
  return { title, detail };
}
