import { renderEmail } from '../../lib/mailer/templates';

export interface ContactLandlordMail {
  landlordName: string;
  tenantName: string;
  tenantEmail: string;
  propertyTitle: string;
  subject: string;
  message: string;
  dashboardUrl: string;
}

/** The outbox has no Reply-To, so the tenant's address is written out for the landlord to answer. */
export const contactLandlordEmail = (m: ContactLandlordMail) =>
  renderEmail({
    subject: `Message from your tenant: ${m.subject}`,
    greeting: `Hello ${m.landlordName},`,
    paragraphs: [
      `${m.tenantName}, your tenant at ${m.propertyTitle}, sent you this message through the tenant portal.`,
      `Subject: ${m.subject}`,
      // The tenant's own paragraphs stay paragraphs in the HTML part.
      ...m.message.split(/\n\s*\n/).filter((p) => p.trim() !== ''),
      `To reply, e-mail ${m.tenantName} at ${m.tenantEmail}; replying to this e-mail does not reach them. The message is also kept in this tenant's Communications in your dashboard.`,
    ],
    action: { label: 'Open your dashboard', url: m.dashboardUrl },
    reason:
      'You receive this e-mail because a tenant of one of your properties contacted you through the tenant portal.',
  });
