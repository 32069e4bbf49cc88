import { AGENCY } from '@shared/agency';
import { renderEmail } from '../../lib/mailer/templates';

export interface PropertyRef {
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
  /**
   * An existing account invited to a tenancy (issue #17): nothing is linked until its owner,
   * signed in, accepts. The link leads to sign-in, then to the invitation on the dashboard.
   */
  joinInvitation: (name: string, property: PropertyRef, landlordName: string, url: string, days: number) =>
    renderEmail({
      subject: 'You are invited to join a tenancy',
      greeting: `Hello ${name},`,
      paragraphs: [
        `${AGENCY.name}: ${landlordName} invites you to the tenancy at ${where(property)}.`,
        `Sign in to your tenant account to accept or decline. Nothing of this tenancy is shared with your account, and your repair requests do not go to this landlord, until you accept. The link works for ${days} days.`,
        'If you do not recognise this tenancy, decline it or ignore this e-mail.',
      ],
      action: { label: 'See the invitation', url },
      reason: 'You receive this e-mail because a landlord added a tenancy with this address.',
    }),
  /** The landlord hears that the invitation was declined; the tenancy stays unlinked. */
  declined: (landlordName: string, tenantName: string, property: PropertyRef, dashboardUrl: string) =>
    renderEmail({
      subject: 'A tenancy invitation was declined',
      greeting: `Hello ${landlordName},`,
      paragraphs: [
        `${tenantName} declined the invitation to the tenancy at ${where(property)}, so it is not linked to their account.`,
        'Check the e-mail address on the tenancy; you can send the invitation again from the tenancy.',
      ],
      action: { label: 'Open your dashboard', url: dashboardUrl },
      reason: 'You receive this e-mail because you invited a tenant to one of your tenancies.',
    }),
};
