import type { Locale } from '@shared/i18n/locale';
import { m } from '@shared/i18n/messages';
import { NOTICE_HOURS, type InspectionType } from '@shared/inspections';
import { formatClock, formatWeekdayDate } from '../../lib/mailer/locale-formats';
import { greetingFor, renderEmail } from '../../lib/mailer/templates';

/** 'Friday 3 July 2026 at 10:00' / 'dydd Gwener 3 Gorffennaf 2026 am 10:00' (London time). */
export function formatVisit(at: Date, locale: Locale = 'en'): string {
  return m.email_visit_when(
    {
      date: formatWeekdayDate(at, locale, 'Europe/London'),
      time: formatClock(at, 'Europe/London'),
    },
    { locale },
  );
}

interface About {
  tenantName: string;
  propertyTitle: string;
  propertyAddress: string;
  type: InspectionType;
  scheduledAt: Date;
  portalUrl: string;
}

const KIND: Record<InspectionType, (inputs: Record<string, never>, options: { locale: Locale }) => string> = {
  check_in: m.email_inspection_kind_check_in,
  periodic: m.email_inspection_kind_periodic,
  check_out: m.email_inspection_kind_check_out,
};
/** 'periodic inspection' / 'archwiliad cyfnodol'. */
const kindOf = (type: InspectionType, locale: Locale) => KIND[type]({}, { locale });

/** To the contract-holder, in their language. */
export const inspectionEmails = {
  /** The notice of a visit (WALES.md ACCESS_NOTICE): at least 24 hours unless the tenant agreed to less. */
  scheduled: (input: About & { tenantAgreed: boolean }, locale: Locale = 'en') => {
    const o = { locale };
    const kind = kindOf(input.type, locale);
    const when = formatVisit(input.scheduledAt, locale);
    return renderEmail({
      subject: m.email_inspection_scheduled_subject({ kind, property: input.propertyTitle, when }, o),
      greeting: greetingFor(input.tenantName, locale),
      paragraphs: [
        m.email_inspection_scheduled_visit({ kind, address: input.propertyAddress, when }, o),
        input.tenantAgreed
          ? m.email_inspection_scheduled_agreed({}, o)
          : m.email_inspection_scheduled_notice({ hours: NOTICE_HOURS }, o),
        m.email_inspection_scheduled_what({}, o),
      ],
      action: { label: m.email_action_open_tenant_portal({}, o), url: input.portalUrl },
      reason: m.email_inspection_reason({}, o),
      locale,
    });
  },

  cancelled: (input: About, locale: Locale = 'en') => {
    const o = { locale };
    const kind = kindOf(input.type, locale);
    const when = formatVisit(input.scheduledAt, locale);
    return renderEmail({
      subject: m.email_inspection_cancelled_subject({ kind, when }, o),
      greeting: greetingFor(input.tenantName, locale),
      paragraphs: [m.email_inspection_cancelled_body({ kind, address: input.propertyAddress, when }, o)],
      action: { label: m.email_action_open_tenant_portal({}, o), url: input.portalUrl },
      reason: m.email_inspection_reason({}, o),
      locale,
    });
  },

  /** The report is ready; a check-in inventory asks the tenant to check it while memories are fresh. */
  completed: (input: About, locale: Locale = 'en') => {
    const o = { locale };
    const kind = kindOf(input.type, locale);
    return renderEmail({
      subject: m.email_inspection_completed_subject({ kind, property: input.propertyTitle }, o),
      greeting: greetingFor(input.tenantName, locale),
      paragraphs: [
        m.email_inspection_completed_body({ kind, address: input.propertyAddress }, o),
        ...(input.type === 'check_in' ? [m.email_inspection_completed_check_in({}, o)] : []),
        ...(input.type === 'check_out' ? [m.email_inspection_completed_check_out({}, o)] : []),
      ],
      action: { label: m.email_action_open_tenant_portal({}, o), url: input.portalUrl },
      reason: m.email_inspection_reason({}, o),
      locale,
    });
  },
};
