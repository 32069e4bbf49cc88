import { AGENCY_LETTERHEAD } from '@shared/agency';
import type { Locale } from '@shared/i18n/locale';
import { m } from '@shared/i18n/messages';

/**
 * E-mails in the agency's style: one layout, an HTML and a plain-text part, the agency's address
 * and a line saying why the person receives it, in the recipient's language (CONTRACT.md §9).
 */

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

interface LayoutInput {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  reason: string;
  /** The recipient's language: the layout's own words and the HTML's lang. English when not given. */
  locale?: Locale;
}

/** The value of <html lang>: English kept as it was (en-GB), Welsh "cy". */
const HTML_LANG: Record<Locale, string> = { en: 'en-GB', cy: 'cy' };

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderEmail({
  subject,
  greeting,
  paragraphs,
  action,
  reason,
  locale = 'en',
}: LayoutInput): EmailContent {
  const footer = m.email_layout_footer(
    { agency: AGENCY_LETTERHEAD.name, address: AGENCY_LETTERHEAD.address, phone: AGENCY_LETTERHEAD.phone },
    { locale },
  );
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    footer,
    reason,
  ].join('\n');
  const html = `<!doctype html><html lang="${HTML_LANG[locale]}"><body style="margin:0;background:#f4f6f8;font-family:Arial,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;color:#0f4c5c;padding-bottom:16px">${escapeHtml(AGENCY_LETTERHEAD.name)}</td></tr>
<tr><td style="font-size:15px;line-height:1.6"><p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f4c5c;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#52606d">${escapeHtml(m.email_layout_button_fallback({ url: action.url }, { locale }))}</p>` : ''}
</td></tr>
<tr><td style="border-top:1px solid #e4e7eb;padding-top:16px;font-size:12px;color:#52606d">${escapeHtml(footer)}<br>${escapeHtml(reason)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}

/** "Hello {name}," in the recipient's language. */
export const greetingFor = (name: string, locale: Locale) => m.email_greeting({ name }, { locale });

/** The e-mails about a person's own account, in the account's language. */
export const accountEmails = {
  registrationReceived: (name: string, locale: Locale = 'en') =>
    renderEmail({
      subject: m.email_registration_received_subject({}, { locale }),
      greeting: greetingFor(name, locale),
      paragraphs: [m.email_registration_received_body({}, { locale })],
      reason: m.email_registration_received_reason({}, { locale }),
      locale,
    }),
  approved: (name: string, loginUrl: string, locale: Locale = 'en') =>
    renderEmail({
      subject: m.email_account_approved_subject({}, { locale }),
      greeting: greetingFor(name, locale),
      paragraphs: [m.email_account_approved_body({}, { locale })],
      action: { label: m.email_account_approved_action({}, { locale }), url: loginUrl },
      reason: m.email_account_registered_reason({}, { locale }),
      locale,
    }),
  rejected: (name: string, contactUrl: string, locale: Locale = 'en') =>
    renderEmail({
      subject: m.email_account_rejected_subject({}, { locale }),
      greeting: greetingFor(name, locale),
      paragraphs: [m.email_account_rejected_body({}, { locale })],
      action: { label: m.email_account_rejected_action({}, { locale }), url: contactUrl },
      reason: m.email_account_registered_reason({}, { locale }),
      locale,
    }),
  passwordReset: (name: string, url: string, minutes: number, locale: Locale = 'en') =>
    renderEmail({
      subject: m.email_password_reset_subject({}, { locale }),
      greeting: greetingFor(name, locale),
      paragraphs: [
        m.email_password_reset_body({ minutes }, { locale }),
        m.email_password_reset_not_you({}, { locale }),
      ],
      action: { label: m.email_password_reset_action({}, { locale }), url },
      reason: m.email_password_reset_reason({}, { locale }),
      locale,
    }),
  invitation: (name: string, url: string, days: number, locale: Locale = 'en') =>
    renderEmail({
      subject: m.email_invitation_subject({}, { locale }),
      greeting: greetingFor(name, locale),
      paragraphs: [m.email_invitation_body({ days }, { locale })],
      action: { label: m.email_invitation_action({}, { locale }), url },
      reason: m.email_invitation_reason({}, { locale }),
      locale,
    }),
  passwordChanged: (name: string, forgotUrl: string, locale: Locale = 'en') =>
    renderEmail({
      subject: m.email_password_changed_subject({}, { locale }),
      greeting: greetingFor(name, locale),
      paragraphs: [
        m.email_password_changed_body({}, { locale }),
        m.email_password_changed_not_you({}, { locale }),
      ],
      action: { label: m.email_password_reset_action({}, { locale }), url: forgotUrl },
      reason: m.email_account_safety_reason({}, { locale }),
      locale,
    }),
  passwordResetByAdmin: (name: string, locale: Locale = 'en') =>
    renderEmail({
      subject: m.email_password_reset_by_admin_subject({}, { locale }),
      greeting: greetingFor(name, locale),
      paragraphs: [
        m.email_password_reset_by_admin_body({}, { locale }),
        m.email_password_reset_by_admin_ask({}, { locale }),
      ],
      reason: m.email_account_safety_reason({}, { locale }),
      locale,
    }),
};

/** Line breaks and runs of spaces folded, so a visitor's text cannot shape a subject line. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

export interface ContactEmailInput {
  name: string;
  email: string;
  phone: string | null;
  inquiryLabel: string;
  message: string;
}

export interface ViewingEmailInput {
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  preferredTimes: string | null;
  propertyTitle: string;
  listingUrl: string;
}

/**
 * The website's e-mails: to the agency's inbox (staff, English) and to a visitor, who has no
 * account: their acknowledgement is in the language of the page they wrote from (the request's
 * Content-Language, docs/languages.md).
 */
export const websiteEmails = {
  /** To the agency's inbox: a new message from the contact form. */
  newContactMessage: (m: ContactEmailInput, inboxUrl: string) =>
    renderEmail({
      subject: oneLine(`New contact message (${m.inquiryLabel}) from ${m.name}`),
      greeting: 'Hello,',
      paragraphs: [
        `${m.name} sent a message through the website's contact form.`,
        `Inquiry type: ${m.inquiryLabel}. E-mail: ${m.email}.${m.phone ? ` Phone: ${m.phone}.` : ''}`,
        m.message,
        `To answer, reply to ${m.email}. Mark the message handled in the admin inbox once dealt with.`,
      ],
      action: { label: 'Open the inbox', url: inboxUrl },
      reason: 'You receive this e-mail because this address is the agency inbox of the website.',
    }),
  /** To the visitor: a short note that the message arrived (it does not echo the message back). */
  contactAcknowledgement: (name: string, locale: Locale = 'en') =>
    renderEmail({
      subject: m.email_contact_ack_subject({}, { locale }),
      greeting: greetingFor(oneLine(name), locale),
      paragraphs: [
        m.email_contact_ack_body({}, { locale }),
        m.email_website_ack_urgent({ phone: AGENCY_LETTERHEAD.phone }, { locale }),
      ],
      reason: m.email_contact_ack_reason({}, { locale }),
      locale,
    }),
  /** To the visitor: a short note that the viewing request arrived (it does not echo the message back). */
  viewingAcknowledgement: (name: string, propertyTitle: string, locale: Locale = 'en') =>
    renderEmail({
      subject: oneLine(m.email_viewing_ack_subject({ property: propertyTitle }, { locale })),
      greeting: greetingFor(oneLine(name), locale),
      paragraphs: [
        m.email_viewing_ack_body({ property: propertyTitle }, { locale }),
        m.email_website_ack_urgent({ phone: AGENCY_LETTERHEAD.phone }, { locale }),
      ],
      reason: m.email_viewing_ack_reason({}, { locale }),
      locale,
    }),
  /** To the agency's inbox: a viewing request for a listing. */
  newViewingRequest: (v: ViewingEmailInput, inboxUrl: string) =>
    renderEmail({
      subject: oneLine(`Viewing request: ${v.propertyTitle} from ${v.name}`),
      greeting: 'Hello,',
      paragraphs: [
        `${v.name} would like to view ${v.propertyTitle} (${v.listingUrl}).`,
        `E-mail: ${v.email}.${v.phone ? ` Phone: ${v.phone}.` : ''}`,
        ...(v.preferredTimes ? [`Times that suit: ${v.preferredTimes}`] : []),
        ...(v.message ? [v.message] : []),
        `To arrange it, reply to ${v.email}. Mark the request handled in the admin inbox once dealt with.`,
      ],
      action: { label: 'Open the inbox', url: inboxUrl },
      reason: 'You receive this e-mail because this address is the agency inbox of the website.',
    }),
};
