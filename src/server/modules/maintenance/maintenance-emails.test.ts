import { describe, expect, it } from 'vitest';
import { respondByFor } from '@shared/maintenance';
import { describeTarget, maintenanceEmails } from './maintenance-emails';

describe('describeTarget', () => {
  it('names the working day itself, even in summer when 23:59 UTC is already tomorrow in London', () => {
    const respondBy = respondByFor('urgent', new Date('2026-06-26T09:00:00Z'), '2026-06-26');
    expect(describeTarget('urgent', respondBy)).toBe('Friday 3 July 2026');
  });

  it('gives an emergency its London date and time', () => {
    const respondBy = respondByFor('emergency', new Date('2026-06-26T09:30:00Z'), '2026-06-26');
    expect(describeTarget('emergency', respondBy)).toBe('10:30 on Saturday 27 June 2026');
  });
});

describe('maintenanceEmails.jobAssigned', () => {
  const input = {
    contractorName: 'Dai',
    landlordName: 'Gareth Morgan',
    landlordEmail: 'gareth@example.test',
    property: { title: 'House', address: '4 Salisbury Road', city: 'Cardiff', postcode: 'CF24 4AA' },
    repair: {
      title: 'Leak',
      description: 'Water under the sink.',
      category: 'plumbing' as const,
      priority: 'routine' as const,
      respondBy: new Date('2026-12-21T23:59:59Z'),
      accessNotes: null,
    },
    tenantFirstName: 'Seren',
    photoCount: 2,
  };

  it('asks the contractor to arrange access through the landlord when the tenant has no phone', () => {
    const mail = maintenanceEmails.jobAssigned({ ...input, tenantPhone: null });
    expect(mail.text).toContain(
      'Tenant: Seren. No phone number is on file; please arrange access through Gareth Morgan.',
    );
    expect(mail.text).toContain('The tenant left no access notes.');
    expect(mail.text).toContain("The tenant's 2 photos are attached.");
    expect(mail.text).toContain('The target is Monday 21 December 2026.');
  });

  it('escapes what the tenant typed in the HTML part', () => {
    const mail = maintenanceEmails.jobAssigned({
      ...input,
      tenantPhone: '07700 900456',
      repair: { ...input.repair, description: '<script>alert(1)</script>' },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
