import { describe, expect, it } from 'vitest';
import { REMINDER_STEPS } from '@shared/rent-schedule';
import { maintenanceEmails } from '../../modules/maintenance/maintenance-emails';
import { rentReminderEmail } from '../../modules/payments/payment-emails';
import { tenancyEmails } from '../../modules/tenancies/tenancy-emails';
import { contactLandlordEmail } from '../../modules/tenant-portal/contact-landlord-email';
import { testEmailContent } from '../../modules/notifications/email/email.service';
import { AGENCY_LETTERHEAD } from '@shared/agency';
import { accountEmails, renderEmail, websiteEmails, type EmailContent } from './templates';

const url = 'https://lettings.example/path?token=abc&userId=1';
const property = {
  title: 'Two-bed flat in Penarth',
  address: '12 Plymouth Road',
  city: 'Penarth',
  postcode: 'CF64 3DH',
};
const repair = {
  title: 'Leaking <kitchen> tap',
  description: 'Drips all night & day.',
  category: 'plumbing' as const,
  priority: 'urgent' as const,
  respondBy: new Date('2026-12-02T23:59:59Z'),
  accessNotes: 'Key with the neighbour',
};
const reminder = {
  tenantName: 'Seren Hughes',
  propertyTitle: property.title,
  amount: 95_000,
  dueDate: '2026-12-01',
  paymentReference: 'VCL-0042',
  daysOverdue: 0,
};

/** Every message the product e-mails, made from the one set of templates (issue 7). */
const every: [string, EmailContent][] = [
  ['registration received', accountEmails.registrationReceived('Olwen Price')],
  ['account approved', accountEmails.approved('Olwen Price', url)],
  ['account rejected', accountEmails.rejected('Olwen Price', url)],
  ['password reset link', accountEmails.passwordReset('Olwen Price', url, 30)],
  ['invitation (set password)', accountEmails.invitation('Olwen Price', url, 7)],
  ['password changed', accountEmails.passwordChanged('Olwen Price', url)],
  ['password reset by an admin', accountEmails.passwordResetByAdmin('Olwen Price')],
  [
    'contact message to the agency',
    websiteEmails.newContactMessage(
      {
        name: 'Dai',
        email: 'dai@example.test',
        phone: null,
        inquiryLabel: 'General Inquiry',
        message: 'Hello there',
      },
      url,
    ),
  ],
  ['contact acknowledgement', websiteEmails.contactAcknowledgement('Dai')],
  ['viewing acknowledgement', websiteEmails.viewingAcknowledgement('Dai', property.title)],
  [
    'viewing request to the agency',
    websiteEmails.newViewingRequest(
      {
        name: 'Dai',
        email: 'dai@example.test',
        phone: '07700 900123',
        message: null,
        preferredTimes: 'Evenings',
        propertyTitle: property.title,
        listingUrl: url,
      },
      url,
    ),
  ],
  ['tenancy invitation', tenancyEmails.invitation(property, 'Gareth Price')('Seren Hughes', url, 7)],
  [
    'tenancy join invitation',
    tenancyEmails.joinInvitation('Seren Hughes', property, 'Gareth Price', url, 14),
  ],
  ['tenancy invitation declined', tenancyEmails.declined('Gareth Price', 'Seren Hughes', property, url)],
  ...REMINDER_STEPS.map(({ step }): [string, EmailContent] => [
    `rent reminder ${step}`,
    rentReminderEmail(step, reminder, url),
  ]),
  [
    'repair reported',
    maintenanceEmails.reported({
      landlordName: 'Gareth Price',
      tenantName: 'Seren Hughes',
      property,
      repair,
      fitnessMatter: true,
      dashboardUrl: url,
    }),
  ],
  [
    'repair status changed',
    maintenanceEmails.statusChanged({
      tenantName: 'Seren Hughes',
      propertyTitle: property.title,
      title: repair.title,
      status: 'in_progress',
      note: 'Plumber booked for Tuesday',
      byName: 'Gareth Price',
      portalUrl: url,
    }),
  ],
  [
    'contractor job',
    maintenanceEmails.jobAssigned({
      contractorName: 'Cardiff Plumbing',
      landlordName: 'Gareth Price',
      landlordEmail: 'gareth@example.test',
      property,
      repair,
      tenantFirstName: 'Seren',
      tenantPhone: '07700 900456',
      photoCount: 2,
    }),
  ],
  [
    'contact landlord',
    contactLandlordEmail({
      landlordName: 'Gareth Price',
      tenantName: 'Seren Hughes',
      tenantEmail: 'seren@example.test',
      propertyTitle: property.title,
      subject: 'Boiler noise',
      message: 'The boiler is making a noise.',
      dashboardUrl: url,
    }),
  ],
  ['test e-mail', testEmailContent(new Date('2026-11-25T10:00:00Z'), 'smtp.example.com')],
];

describe('e-mail templates', () => {
  it.each(every)(
    '%s: a subject, a plain-text and an HTML part, the agency address and why it was sent',
    (_, mail) => {
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.text.trim()).not.toBe('');
      expect(mail.html).toMatch(/^<!doctype html>/);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(AGENCY_LETTERHEAD.address);
        expect(part).toMatch(/You receive this (e-mail|email)/);
      }
      // The plain text is text, not markup.
      expect(mail.text).not.toMatch(/<\/?(p|a|table|td|br)\b/);
    },
  );

  it('escapes what people typed in the HTML part, and keeps it as typed in the text part', () => {
    const mail = renderEmail({
      subject: 'About <script>',
      greeting: 'Hello <b>Dai</b>,',
      paragraphs: ['Tom & Jerry said "hi" <img src=x onerror=alert(1)>'],
      action: { label: 'Open', url: 'https://example.test/?a=1&b="2"' },
      reason: 'You receive this e-mail for a test.',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>Dai');
    expect(mail.html).toContain('Tom &amp; Jerry said &quot;hi&quot; &lt;img');
    expect(mail.html).toContain('href="https://example.test/?a=1&amp;b=&quot;2&quot;"');
    expect(mail.text).toContain('Tom & Jerry said "hi" <img src=x onerror=alert(1)>');
  });

  it('keeps a visitor’s acknowledgement to one subject line, in the language of their page', () => {
    const en = websiteEmails.viewingAcknowledgement('Dai\nEvans', 'Flat\r\nBcc: x@example.test');
    expect(en.subject).toBe('We have your viewing request for Flat Bcc: x@example.test');
    expect(en.text.startsWith('Hello Dai Evans,\n')).toBe(true);
    const cy = websiteEmails.contactAcknowledgement('Dai', 'cy');
    expect(cy.subject).toBe('Rydyn ni wedi cael eich neges');
    expect(cy.html).toContain('<html lang="cy">');
    expect(websiteEmails.contactAcknowledgement('Dai').subject).toBe('We have received your message');
  });
});
