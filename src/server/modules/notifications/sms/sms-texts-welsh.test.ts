import { describe, expect, it } from 'vitest';
import { REMINDER_STEPS } from '@shared/rent-schedule';
import { MAX_SMS_CHARS } from '../../../lib/sms/outbox';
import { complianceTexts } from '../../compliance/compliance-emails';
import { smsTexts } from './sms-texts';

/** The GSM 03.38 basic set (and its extension): Welsh circumflexes (â, ŵ, ŷ…) would halve a segment. */
const GSM = /^[A-Za-z0-9 @£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà^{}\\[~\]|€]*$/;
const long = 'A very long piece of text that keeps going '.repeat(20);
const portalUrl = 'http://localhost:3000/tenant-dashboard';
const dashboardUrl = 'http://localhost:3000/landlord-dashboard';

const rent = (step: (typeof REMINDER_STEPS)[number]['step'], locale: 'en' | 'cy') =>
  smsTexts.rentReminder(
    step,
    {
      propertyTitle: 'Terraced house in Roath',
      amount: 95_000,
      dueDate: '2026-11-01',
      paymentReference: 'RABC1234',
      daysOverdue: 14,
    },
    portalUrl,
    locale,
  );

describe('Welsh texts', () => {
  const texts: Record<string, [string, string]> = {
    ...Object.fromEntries(
      (['submitted', 'in_progress', 'completed', 'denied'] as const).map((status) => [
        `repair ${status}`,
        (['en', 'cy'] as const).map((locale) =>
          smsTexts.repairStatus(
            {
              title: 'Kitchen tap dripping',
              propertyTitle: 'Terraced house in Roath',
              status,
              note: long,
              byName: 'Gareth Morgan',
              portalUrl,
            },
            locale,
          ),
        ),
      ]),
    ),
    'repair reported': (['en', 'cy'] as const).map((locale) =>
      smsTexts.repairReported(
        {
          tenantName: 'Seren Hughes',
          propertyTitle: 'Terraced house in Roath',
          title: long,
          priority: 'emergency',
          respondBy: new Date('2026-07-03T10:00:00Z'),
          fitnessMatter: true,
          dashboardUrl,
        },
        locale,
      ),
    ) as [string, string],
    ...Object.fromEntries(
      REMINDER_STEPS.map(({ step }) => [`rent ${step}`, [rent(step, 'en'), rent(step, 'cy')]]),
    ),
    'compliance overdue': [
      complianceTexts.reminders(3, 1, dashboardUrl, 'en'),
      complianceTexts.reminders(3, 1, dashboardUrl, 'cy'),
    ],
    'compliance coming up': [
      complianceTexts.reminders(2, 0, dashboardUrl, 'en'),
      complianceTexts.reminders(2, 0, dashboardUrl, 'cy'),
    ],
  };

  it.each(Object.entries(texts))('%s: Welsh, in two segments of plain GSM characters', (_name, [en, cy]) => {
    expect(cy).not.toBe(en);
    expect(cy.length).toBeLessThanOrEqual(MAX_SMS_CHARS);
    expect(cy).toMatch(GSM);
    expect(cy.startsWith('Vale & City Lettings: ')).toBe(true);
    expect(cy).not.toContain('{');
  });

  it('cuts the long part, never the link, and writes the day and amount in Welsh', () => {
    expect(texts['repair in_progress']![1].endsWith(`... Manylion: ${portalUrl}`)).toBe(true);
    expect(texts['repair reported']![1]).toContain(dashboardUrl);
    expect(texts['repair reported']![1]).toContain('Targed: 11:00, dydd Gwener 3 Gorffennaf 2026.');
    expect(texts['rent overdue_14']![1]).toBe(
      `Vale & City Lettings: mae eich rhent o £950.00 ar gyfer Terraced house in Roath, a oedd yn ddyledus ar 1 Tachwedd 2026, 14 diwrnod yn hwyr. Talwch neu rhowch wybod i ni heddiw. Nodwch RABC1234 wrth dalu. ${portalUrl}`,
    );
    expect(texts['compliance overdue']![1]).toBe(
      `Vale & City Lettings: materion cydymffurfio sy'n hwyr: 1; yn ddyledus cyn bo hir: 2. Manylion: ${dashboardUrl}`,
    );
  });

  it('keeps the English texts word for word', () => {
    expect(texts['compliance overdue']![0]).toBe(
      `Vale & City Lettings: 1 compliance item is overdue and 2 due soon. Details: ${dashboardUrl}`,
    );
    expect(texts['compliance coming up']![0]).toBe(
      `Vale & City Lettings: 2 compliance deadlines are coming up. Details: ${dashboardUrl}`,
    );
  });
});
