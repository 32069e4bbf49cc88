import { AGENCY_LETTERHEAD } from '@shared/agency';

/**
 * E-mails in the agency's style: one layout, an HTML and a plain-text part, the agency's address
 * and a line saying why the person receives it.
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
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderEmail({ subject, greeting, paragraphs, action, reason }: LayoutInput): EmailContent {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    `${AGENCY_LETTERHEAD.name}, ${AGENCY_LETTERHEAD.address}. Tel ${AGENCY_LETTERHEAD.phone}.`,
    reason,
  ].join('\n');
  const html = `<!doctype html><html lang="en-GB"><body style="margin:0;background:#f4f6f8;font-family:Arial,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;color:#0f4c5c;padding-bottom:16px">${escapeHtml(AGENCY_LETTERHEAD.name)}</td></tr>
<tr><td style="font-size:15px;line-height:1.6"><p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f4c5c;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#52606d">If the button does not work, copy this address into your browser: ${escapeHtml(action.url)}</p>` : ''}
</td></tr>
<tr><td style="border-top:1px solid #e4e7eb;padding-top:16px;font-size:12px;color:#52606d">${escapeHtml(AGENCY_LETTERHEAD.name)}, ${escapeHtml(AGENCY_LETTERHEAD.address)}. Tel ${escapeHtml(AGENCY_LETTERHEAD.phone)}.<br>${escapeHtml(reason)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}

export const accountEmails = {
  registrationReceived: (name: string) =>
    renderEmail({
      subject: 'We have received your registration',
      greeting: `Hello ${name},`,
      paragraphs: [
        'Thank you for registering. An administrator will review your account, and we will e-mail you as soon as it is approved.',
      ],
      reason: 'You receive this e-mail because this address was used to register an account with us.',
    }),
  approved: (name: string, loginUrl: string) =>
    renderEmail({
      subject: 'Your account has been approved',
      greeting: `Hello ${name},`,
      paragraphs: ['Good news: your account has been approved and you can now sign in.'],
      action: { label: 'Sign in', url: loginUrl },
      reason: 'You receive this e-mail because you registered an account with us.',
    }),
  rejected: (name: string, contactUrl: string) =>
    renderEmail({
      subject: 'Your registration',
      greeting: `Hello ${name},`,
      paragraphs: [
        'We are sorry, but we could not approve your registration. If you think this is a mistake, please contact our team.',
      ],
      action: { label: 'Contact us', url: contactUrl },
      reason: 'You receive this e-mail because you registered an account with us.',
    }),
  passwordReset: (name: string, url: string, minutes: number) =>
    renderEmail({
      subject: 'Reset your password',
      greeting: `Hello ${name},`,
      paragraphs: [
        `Someone asked to reset the password of your account. The link below works once and for ${minutes} minutes.`,
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ],
      action: { label: 'Reset your password', url },
      reason: 'You receive this e-mail because a password reset was requested for your account.',
    }),
  invitation: (name: string, url: string, days: number) =>
    renderEmail({
      subject: 'Your account is ready: set your password',
      greeting: `Hello ${name},`,
      paragraphs: [
        `An account has been created for you. Choose your password with the link below; it works once and for ${days} days.`,
      ],
      action: { label: 'Set your password', url },
      reason: 'You receive this e-mail because our team created an account for you.',
    }),
  passwordChanged: (name: string, forgotUrl: string) =>
    renderEmail({
      subject: 'Your password was changed',
      greeting: `Hello ${name},`,
      paragraphs: [
        'The password of your account was just changed. If this was you, there is nothing more to do.',
        'If it was not you, reset your password straight away and contact us.',
      ],
      action: { label: 'Reset your password', url: forgotUrl },
      reason: 'You receive this e-mail to keep your account safe.',
    }),
  passwordResetByAdmin: (name: string) =>
    renderEmail({
      subject: 'Your password was reset by our team',
      greeting: `Hello ${name},`,
      paragraphs: [
        'An administrator has reset your password. They will give you a temporary password, which you must change when you next sign in.',
        'If you did not ask for this, please contact us.',
      ],
      reason: 'You receive this e-mail to keep your account safe.',
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
  /** To the visitor: a short note that the message arrived. */
  contactAcknowledgement: (name: string) =>
    renderEmail({
      subject: 'We have received your message',
      greeting: `Hello ${oneLine(name)},`,
      paragraphs: [
        'Thank you for contacting us. We reply to e-mails within one business day.',
        `If it is urgent, please call us on ${AGENCY_LETTERHEAD.phone}.`,
      ],
      reason: 'You receive this e-mail because this address was entered in the contact form on our website.',
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
