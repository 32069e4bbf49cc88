/**
 * Every e-mail a tenant, landlord or visitor can receive, rendered in both languages (CONTRACT.md §9): the
 * Welsh is filled in, differs from the English, and says it is Welsh; the English labels in the
 * catalogue stay those the portals show.
 */
import { describe, expect, it } from 'vitest';
import { applicationStatusLabel } from '@shared/applications';
import { EMPLOYMENT_STATUSES, employmentStatusLabel } from '@shared/application-options';
import { RULE_IDS, ruleById } from '@shared/compliance';
import { DOCUMENT_TYPES, documentTypeLabel } from '@shared/documents';
import type { Locale } from '@shared/i18n/locale';
import { inspectionTypeLabel, INSPECTION_TYPES } from '@shared/inspections';
import {
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_PRIORITIES,
  maintenanceCategoryLabel,
  maintenancePriorityLabel,
} from '@shared/maintenance';
import { REMINDER_STEPS } from '@shared/rent-schedule';
import {
  applicationEmails,
  applicationStatusName,
  employmentLabel,
} from '../../modules/applications/application-emails';
import { complianceEmails, documentName, ruleTitle } from '../../modules/compliance/compliance-emails';
import { inspectionEmails } from '../../modules/inspections/inspection-emails';
import {
  categoryLabel,
  maintenanceEmails,
  priorityLabel,
} from '../../modules/maintenance/maintenance-emails';
import { statementEmail } from '../../modules/payments/monthly-statements.service';
import { rentReminderEmail } from '../../modules/payments/payment-emails';
import { tenancyEmails } from '../../modules/tenancies/tenancy-emails';
import { contactLandlordEmail } from '../../modules/tenant-portal/contact-landlord-email';
import { m } from '@shared/i18n/messages';
import { accountEmails, websiteEmails, type EmailContent } from './templates';

const url = 'https://lettings.example/path?token=abc&userId=1';
const property = {
  title: 'Two-bed flat in Penarth',
  address: '12 Plymouth Road',
  city: 'Penarth',
  postcode: 'CF64 3DH',
};
const repair = {
  title: 'Leaking kitchen tap',
  description: 'Drips all night.',
  category: 'plumbing' as const,
  priority: 'emergency' as const,
  respondBy: new Date('2026-07-03T09:00:00Z'),
  accessNotes: 'Key with the neighbour',
};
const applicant = {
  fullName: 'Dai Evans',
  email: 'dai@example.test',
  phone: '07700 900123',
  employmentStatus: 'employed' as const,
  annualIncome: 3_600_000,
  householdSize: 2,
  moveInDate: '2026-09-01',
  hasGuarantor: false,
  message: 'We have a cat.',
};
const visit = {
  tenantName: 'Seren Hughes',
  propertyTitle: property.title,
  propertyAddress: '12 Plymouth Road, Penarth CF64 3DH',
  scheduledAt: new Date('2026-07-03T09:00:00Z'),
  portalUrl: url,
};
const gasItem = {
  rule: 'GAS_ANNUAL',
  title: 'Annual gas safety check',
  dueDate: '2026-03-14',
  tenantName: null,
  message: 'Book a Gas Safe engineer now.',
} as unknown as Parameters<typeof complianceEmails.summary>[1]['now'][number]['item'];

/** Each builder with what must show in both languages (the name, and a fact it carries). */
const builders: [string, (locale: Locale) => EmailContent, string[]][] = [
  ['registration received', (l) => accountEmails.registrationReceived('Olwen Price', l), ['Olwen Price']],
  ['account approved', (l) => accountEmails.approved('Olwen Price', url, l), ['Olwen Price', url]],
  ['account rejected', (l) => accountEmails.rejected('Olwen Price', url, l), ['Olwen Price', url]],
  ['password reset link', (l) => accountEmails.passwordReset('Olwen Price', url, 30, l), ['30', url]],
  ['invitation', (l) => accountEmails.invitation('Olwen Price', url, 7, l), ['7', url]],
  ['password changed', (l) => accountEmails.passwordChanged('Olwen Price', url, l), [url]],
  [
    'password reset by an admin',
    (l) => accountEmails.passwordResetByAdmin('Olwen Price', l),
    ['Olwen Price'],
  ],
  // A visitor without an account: in the language of the page they wrote from.
  [
    'contact acknowledgement',
    (l) => websiteEmails.contactAcknowledgement('Dai Evans', l),
    ['Dai Evans', '029 2051 2345'],
  ],
  [
    'viewing acknowledgement',
    (l) => websiteEmails.viewingAcknowledgement('Dai Evans', property.title, l),
    ['Dai Evans', property.title, '029 2051 2345'],
  ],
  [
    'tenant invitation',
    (l) => tenancyEmails.invitation(property, 'Gareth Price')('Seren Hughes', url, 7, l),
    ['Gareth Price', '12 Plymouth Road', url],
  ],
  [
    'tenancy join invitation',
    (l) => tenancyEmails.joinInvitation('Seren Hughes', property, 'Gareth Price', url, 14, l),
    ['Vale & City Lettings', 'Gareth Price', '14', url],
  ],
  [
    'tenancy invitation declined',
    (l) => tenancyEmails.declined('Gareth Price', 'Seren Hughes', property, url, l),
    ['Seren Hughes', property.title],
  ],
  ...REMINDER_STEPS.map(({ step }): [string, (locale: Locale) => EmailContent, string[]] => [
    `rent reminder ${step}`,
    (l) =>
      rentReminderEmail(
        step,
        {
          tenantName: 'Seren Hughes',
          propertyTitle: property.title,
          amount: 95_000,
          dueDate: '2026-12-01',
          paymentReference: 'VCL-0042',
          daysOverdue: 14,
        },
        url,
        l,
      ),
    ['£950.00', 'VCL-0042'],
  ]),
  [
    'repair reported (fitness matter)',
    (l) =>
      maintenanceEmails.reported(
        {
          landlordName: 'Gareth Price',
          tenantName: 'Seren Hughes',
          property,
          repair,
          fitnessMatter: true,
          dashboardUrl: url,
        },
        l,
      ),
    ['Seren Hughes', repair.title, repair.description, 'Key with the neighbour', '10:00'],
  ],
  ...(['submitted', 'in_progress', 'completed', 'denied'] as const).map(
    (status): [string, (locale: Locale) => EmailContent, string[]] => [
      `repair ${status}`,
      (l) =>
        maintenanceEmails.statusChanged(
          {
            tenantName: 'Seren Hughes',
            propertyTitle: property.title,
            title: repair.title,
            status,
            note: 'Plumber booked for Tuesday',
            byName: 'Gareth Price',
            portalUrl: url,
          },
          l,
        ),
      [repair.title, property.title, 'Plumber booked for Tuesday'],
    ],
  ),
  [
    'message to the landlord',
    (l) =>
      contactLandlordEmail(
        {
          landlordName: 'Gareth Price',
          tenantName: 'Seren Hughes',
          tenantEmail: 'seren@example.test',
          propertyTitle: property.title,
          subject: 'Boiler noise',
          message: 'The boiler is making a noise.',
          dashboardUrl: url,
        },
        l,
      ),
    ['Boiler noise', 'seren@example.test', 'The boiler is making a noise.'],
  ],
  [
    'monthly statement',
    (l) =>
      statementEmail(
        { fullName: 'Gareth Price', language: l },
        '2026-11',
        { rentReceived: 190_000, net: 171_000 },
        url,
      ),
    ['£1,900.00', '£1,710.00', '2026'],
  ],
  ...INSPECTION_TYPES.flatMap((type): [string, (locale: Locale) => EmailContent, string[]][] => [
    [
      `${type} inspection booked`,
      (l) => inspectionEmails.scheduled({ ...visit, type, tenantAgreed: false }, l),
      ['24', '10:00'],
    ],
    [
      `${type} inspection cancelled`,
      (l) => inspectionEmails.cancelled({ ...visit, type }, l),
      ['10:00', '12 Plymouth Road'],
    ],
    [
      `${type} inspection report`,
      (l) => inspectionEmails.completed({ ...visit, type }, l),
      ['12 Plymouth Road'],
    ],
  ]),
  [
    'gas safety certificate served',
    (l) =>
      complianceEmails.documentServed(
        'Seren Hughes',
        { documentType: 'GAS', issueDate: '2026-03-14' },
        property.title,
        url,
        l,
      ),
    ['Seren Hughes', '14'],
  ],
  [
    'compliance reminders',
    (l) =>
      complianceEmails.summary(
        'Gareth Price',
        {
          now: [{ propertyTitle: property.title, item: gasItem, step: 'overdue' }],
          comingUp: [{ propertyTitle: property.title, item: gasItem, step: 'd60' }],
          stillOverdue: [],
        },
        url,
        false,
        l,
      ),
    ['Gareth Price', property.title, '14'],
  ],
  [
    'application received',
    (l) => applicationEmails.received(applicant, property.title, l),
    ['£36,000.00', 'We have a cat.'],
  ],
  [
    'application notice',
    (l) => applicationEmails.notice(applicant, property.title, true, url, l),
    ['Dai Evans', 'dai@example.test'],
  ],
  [
    'application rejected',
    (l) =>
      applicationEmails.statusChanged('Dai Evans', property.title, 'rejected', 'References not supplied', l),
    ['References not supplied', '029 2051 2345'],
  ],
  [
    'home taken',
    (l) => applicationEmails.homeTaken('Dai Evans', property.title, '2026-04-01', url, l),
    [property.title, '2026'],
  ],
  [
    'holding deposit information',
    (l) =>
      applicationEmails.holdingDepositInformation(
        'Dai Evans',
        {
          propertyTitle: property.title,
          address: '12 Plymouth Road',
          monthlyRent: 95_000,
          amount: 21_900,
          deadlineForAgreement: null,
          landlordName: 'Gareth Price',
        },
        l,
      ),
    ['£950.00', '£219.00', 'Gareth Price'],
  ],
  [
    'holding deposit received',
    (l) =>
      applicationEmails.holdingDepositReceived(
        'Dai Evans',
        property.title,
        21_900,
        '2026-05-01',
        '2026-05-08',
        l,
      ),
    ['£219.00', '2026'],
  ],
  [
    'holding deposit put toward the rent',
    (l) =>
      applicationEmails.holdingDepositOutcome(
        'Dai Evans',
        property.title,
        21_900,
        'first_rent',
        '2026-05-08',
        l,
      ),
    ['£219.00', property.title],
  ],
  [
    'holding deposit to repay',
    (l) =>
      applicationEmails.holdingDepositReminder('Dai Evans', property.title, 21_900, '2026-05-08', url, l),
    ['£219.00', 'Dai Evans', '8 '],
  ],
];

describe('e-mails in both languages', () => {
  it.each(builders)(
    '%s: filled in, Welsh different from English, each saying its language',
    (_name, build, facts) => {
      const en = build('en');
      const cy = build('cy');
      for (const mail of [en, cy]) {
        expect(mail.subject.trim()).not.toBe('');
        expect(mail.text.trim()).not.toBe('');
        for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain('{');
        for (const fact of facts) expect(mail.text).toContain(fact);
      }
      expect(cy.subject).not.toBe(en.subject);
      expect(cy.text).not.toBe(en.text);
      expect(en.html).toContain('<html lang="en-GB">');
      expect(cy.html).toContain('<html lang="cy">');
      expect(en.text).toContain('Tel 029 2051 2345.');
      expect(cy.text).toContain('Ffôn 029 2051 2345.');
      expect(cy.text).not.toMatch(/\bHello\b|You receive/);
    },
  );

  it('writes the Welsh button fallback line in the Welsh HTML', () => {
    const cy = accountEmails.approved('Olwen Price', url, 'cy');
    expect(cy.html).toContain("Os nad yw'r botwm yn gweithio, copïwch y cyfeiriad hwn i'ch porwr:");
    expect(cy.html).toContain('token=abc&amp;userId=1');
  });

  it('writes dates and months in Welsh', () => {
    expect(
      statementEmail({ fullName: 'G', language: 'cy' }, '2026-11', { rentReceived: 0, net: 0 }, url).subject,
    ).toBe('Eich cyfriflen ar gyfer Tachwedd 2026');
    expect(applicationEmails.homeTaken('D', 'P', '2026-04-01', url, 'cy').text).toContain(
      'erbyn 1 Ebrill 2026',
    );
    expect(
      complianceEmails.documentServed('S', { documentType: 'EICR', issueDate: '2026-03-14' }, 'P', url, 'cy')
        .text,
    ).toContain('Adroddiad ar Gyflwr Gosodiad Trydanol, dyddiedig 14 Mawrth 2026');
  });
});

describe('the catalogue’s English labels', () => {
  it('are the labels the portals show', () => {
    for (const p of MAINTENANCE_PRIORITIES) expect(priorityLabel(p, 'en')).toBe(maintenancePriorityLabel[p]);
    for (const c of MAINTENANCE_CATEGORIES) expect(categoryLabel(c, 'en')).toBe(maintenanceCategoryLabel[c]);
    for (const d of DOCUMENT_TYPES) expect(documentName(d, 'en')).toBe(documentTypeLabel[d]);
    for (const r of RULE_IDS) expect(ruleTitle(r, 'en')).toBe(ruleById(r).title);
    for (const e of EMPLOYMENT_STATUSES) expect(employmentLabel(e, 'en')).toBe(employmentStatusLabel[e]);
    for (const [s, label] of Object.entries(applicationStatusLabel))
      expect(applicationStatusName(s as keyof typeof applicationStatusLabel, 'en')).toBe(label);
    const kinds = {
      check_in: m.email_inspection_kind_check_in,
      periodic: m.email_inspection_kind_periodic,
      check_out: m.email_inspection_kind_check_out,
    };
    for (const type of INSPECTION_TYPES)
      expect(kinds[type]({}, { locale: 'en' })).toBe(`${inspectionTypeLabel[type].toLowerCase()} inspection`);
  });

  it('each have their own Welsh', () => {
    for (const p of MAINTENANCE_PRIORITIES) expect(priorityLabel(p, 'cy')).not.toBe(priorityLabel(p, 'en'));
    for (const c of MAINTENANCE_CATEGORIES) expect(categoryLabel(c, 'cy')).not.toBe(categoryLabel(c, 'en'));
    for (const r of RULE_IDS) expect(ruleTitle(r, 'cy')).not.toBe(ruleTitle(r, 'en'));
  });
});
