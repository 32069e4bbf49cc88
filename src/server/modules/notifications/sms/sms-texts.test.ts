import { describe, expect, it } from 'vitest';
import { MAX_SMS_CHARS } from '../../../lib/sms/outbox';
import { smsTexts } from './sms-texts';

/** The GSM 03.38 basic set (and its extension): one of these keeps a segment at 160 characters. */
const GSM = /^[A-Za-z0-9 @£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà^{}\\[~\]|€]*$/;
const long = 'A very long piece of text that keeps going '.repeat(20);

describe('SMS texts', () => {
  const texts = {
    repairStatus: smsTexts.repairStatus({
      title: 'Kitchen tap dripping',
      propertyTitle: 'Terraced house in Roath',
      status: 'in_progress',
      note: long,
      byName: 'Gareth Morgan',
      portalUrl: 'http://localhost:3000/tenant-dashboard',
    }),
    repairReported: smsTexts.repairReported({
      tenantName: 'Seren Hughes',
      propertyTitle: 'Terraced house in Roath',
      title: long,
      priority: 'emergency',
      respondBy: new Date('2026-07-03T10:00:00Z'),
      fitnessMatter: true,
      dashboardUrl: 'http://localhost:3000/landlord-dashboard',
    }),
    contractorJob: smsTexts.contractorJob({
      landlordName: 'Gareth Morgan',
      landlordPhone: '029 2000 0000',
      address: '4 Salisbury Road, CF24 4AA',
      title: 'Leaking stopcock',
      priority: 'urgent',
      tenantFirstName: 'Seren',
      tenantPhone: '07700 900456',
      accessNotes: long,
    }),
    rentReminder: smsTexts.rentReminder(
      'overdue_14',
      {
        propertyTitle: 'Terraced house in Roath',
        amount: 95_000,
        dueDate: '2026-11-01',
        paymentReference: 'RABC1234',
        daysOverdue: 14,
      },
      'http://localhost:3000/tenant-dashboard',
    ),
  };

  it.each(Object.entries(texts))('%s fits two segments of plain GSM characters', (_name, text) => {
    expect(text.length).toBeLessThanOrEqual(MAX_SMS_CHARS);
    expect(text).toMatch(GSM);
    expect(text.startsWith('Vale & City Lettings: ')).toBe(true);
  });

  it('cuts the long part, never the link or the contact details', () => {
    expect(texts.repairStatus.endsWith('... Details: http://localhost:3000/tenant-dashboard')).toBe(true);
    expect(texts.repairReported).toContain('http://localhost:3000/landlord-dashboard');
    expect(texts.repairReported).toContain('Emergency repair (fitness for habitation)');
    expect(
      texts.contractorJob.endsWith('Tenant Seren, 07700 900456. Landlord: Gareth Morgan, 029 2000 0000.'),
    ).toBe(true);
    expect(texts.rentReminder).toBe(
      'Vale & City Lettings: your rent of £950.00 for Terraced house in Roath, due on 1 November 2026, is 14 days overdue. Please pay or contact us today. Quote RABC1234 when you pay. http://localhost:3000/tenant-dashboard',
    );
  });
});
