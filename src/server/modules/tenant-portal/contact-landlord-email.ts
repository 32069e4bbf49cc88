import type { Locale } from '@shared/i18n/locale';
import { m } from '@shared/i18n/messages';
import { greetingFor, renderEmail } from '../../lib/mailer/templates';

export interface ContactLandlordMail {
  landlordName: string;
  tenantName: string;
  tenantEmail: string;
  propertyTitle: string;
  subject: string;
  message: string;
  dashboardUrl: string;
}

/**
 * In the landlord's language. The outbox has no Reply-To, so the tenant's address is written out
 * for the landlord to answer.
 */
export const contactLandlordEmail = (mail: ContactLandlordMail, locale: Locale = 'en') =>
  renderEmail({
    subject: m.email_contact_landlord_subject({ subject: mail.subject }, { locale }),
    greeting: greetingFor(mail.landlordName, locale),
    paragraphs: [
      m.email_contact_landlord_intro({ tenant: mail.tenantName, property: mail.propertyTitle }, { locale }),
      m.email_contact_landlord_subject_line({ subject: mail.subject }, { locale }),
      // The tenant's own paragraphs stay paragraphs in the HTML part.
      ...mail.message.split(/\n\s*\n/).filter((p) => p.trim() !== ''),
      m.email_contact_landlord_reply({ tenant: mail.tenantName, email: mail.tenantEmail }, { locale }),
    ],
    action: { label: m.email_action_open_dashboard({}, { locale }), url: mail.dashboardUrl },
    reason: m.email_contact_landlord_reason({}, { locale }),
    locale,
  });
