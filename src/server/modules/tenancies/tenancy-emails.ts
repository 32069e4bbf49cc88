import { AGENCY } from '@shared/agency';
import type { Locale } from '@shared/i18n/locale';
import { m } from '@shared/i18n/messages';
import { greetingFor, renderEmail } from '../../lib/mailer/templates';

export interface PropertyRef {
  title: string;
  address: string;
  city: string;
  postcode: string;
}

const where = (p: PropertyRef) => `${p.title}, ${p.address}, ${p.city} ${p.postcode}`;

/** In the recipient's language (English when not given: an account without one yet). */
export const tenancyEmails = {
  /** A new tenant account: the set-password link, naming the home it is for. */
  invitation:
    (property: PropertyRef, landlordName: string) =>
    (name: string, url: string, days: number, locale: Locale = 'en') =>
      renderEmail({
        subject: m.email_tenant_invitation_subject({}, { locale }),
        greeting: greetingFor(name, locale),
        paragraphs: [
          m.email_tenant_invitation_added({ landlord: landlordName, home: where(property) }, { locale }),
          m.email_tenant_invitation_account({ days }, { locale }),
        ],
        action: { label: m.email_invitation_action({}, { locale }), url },
        reason: m.email_tenant_invitation_reason({}, { locale }),
        locale,
      }),
  /**
   * An existing account invited to a tenancy (issue #17): nothing is linked until its owner,
   * signed in, accepts. The link leads to sign-in, then to the invitation on the dashboard.
   */
  joinInvitation: (
    name: string,
    property: PropertyRef,
    landlordName: string,
    url: string,
    days: number,
    locale: Locale = 'en',
  ) =>
    renderEmail({
      subject: m.email_tenancy_join_subject({}, { locale }),
      greeting: greetingFor(name, locale),
      paragraphs: [
        m.email_tenancy_join_invites(
          { agency: AGENCY.name, landlord: landlordName, home: where(property) },
          { locale },
        ),
        m.email_tenancy_join_accept({ days }, { locale }),
        m.email_tenancy_join_unrecognised({}, { locale }),
      ],
      action: { label: m.email_tenancy_join_action({}, { locale }), url },
      reason: m.email_tenancy_join_reason({}, { locale }),
      locale,
    }),
  /** The landlord hears that the invitation was declined; the tenancy stays unlinked. */
  declined: (
    landlordName: string,
    tenantName: string,
    property: PropertyRef,
    dashboardUrl: string,
    locale: Locale = 'en',
  ) =>
    renderEmail({
      subject: m.email_tenancy_declined_subject({}, { locale }),
      greeting: greetingFor(landlordName, locale),
      paragraphs: [
        m.email_tenancy_declined_body({ tenant: tenantName, home: where(property) }, { locale }),
        m.email_tenancy_declined_check({}, { locale }),
      ],
      action: { label: m.email_action_open_dashboard({}, { locale }), url: dashboardUrl },
      reason: m.email_tenancy_declined_reason({}, { locale }),
      locale,
    }),
};
