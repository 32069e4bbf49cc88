import { renderEmail } from '../../lib/mailer/templates';

interface PropertyRef {
  title: string;
  address: string;
  city: string;
  postcode: string;
}

const where = (p: PropertyRef) => `${p.title}, ${p.address}, ${p.city} ${p.postcode}`;

export const tenancyEmails = {
  /** A new tenant account: the set-password link, naming the home it is for. */
  invitation: (property: PropertyRef, landlordName: string) => (name: string, url: string, days: number) =>
    renderEmail({
      subject: 'Your tenant account is ready: set your password',
      greeting: `Hello ${name},`,
      paragraphs: [
        `${landlordName} has added you as a tenant of ${where(property)}.`,
        `We have created a tenant account for you, where you can see your tenancy, rent and documents. Choose your password with the link below; it works once and for ${days} days. Your username is this e-mail address.`,
      ],
      action: { label: 'Set your password', url },
      reason: 'You receive this e-mail because your landlord added you as a tenant with this address.',
    }),
  /** An existing tenant account linked to a tenancy. */
  linked: (name: string, property: PropertyRef, landlordName: string, loginUrl: string) =>
    renderEmail({
      subject: 'You have been added to a tenancy',
      greeting: `Hello ${name},`,
      paragraphs: [
        `${landlordName} has added you as a tenant of ${where(property)}. It now appears in your tenant account.`,
        'If you do not recognise this tenancy, please contact us.',
      ],
      action: { label: 'Sign in', url: loginUrl },
      reason: 'You receive this e-mail because your landlord added you as a tenant with this address.',
    }),
};
