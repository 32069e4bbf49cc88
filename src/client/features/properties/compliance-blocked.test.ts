import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/app/api-client';
import { listingBlocked } from './compliance-blocked';

const refused = (errors: Record<string, string>) =>
  new ApiError(
    409,
    'compliance_blocked',
    'This home cannot be advertised until the items below are done.',
    errors,
  );

describe('a listing refused by the Welsh rules', () => {
  it('lists each rule in plain words with its reason and what to do', () => {
    const blocked = listingBlocked(
      refused({
        RSW_REGISTRATION: 'No Rent Smart Wales registration is on file.',
        EPC_VALID: 'No energy performance certificate is on file.',
      }),
    );
    expect(blocked).toMatchObject({
      heading: 'This property cannot be listed on the website yet',
      message: 'This home cannot be advertised until the items below are done.',
    });
    expect(blocked!.items).toEqual([
      {
        rule: 'EPC_VALID',
        title: 'Energy performance certificate',
        reason: 'No energy performance certificate is on file.',
        advice:
          'Upload the energy performance certificate, with its band, in the Documents tab of this property.',
      },
      {
        rule: 'RSW_REGISTRATION',
        title: 'Rent Smart Wales registration',
        reason: 'No Rent Smart Wales registration is on file.',
        advice: 'Add your registration under Your documents on the dashboard.',
      },
    ]);
    expect(blocked!.footer).toContain('untick "List this property on the website"');
  });

  it('names the band rule and any rule it does not know', () => {
    const blocked = listingBlocked(refused({ HMO_MANDATORY: 'Licence needed.', MEES_BAND_E: 'Band F.' }));
    expect(blocked!.items.map((i) => [i.title, i.advice !== null])).toEqual([
      ['Minimum energy rating (band E)', true],
      ['Another requirement', false],
    ]);
  });

  it('is not about any other error', () => {
    expect(listingBlocked(new ApiError(409, 'conflict', 'Taken', {}))).toBeNull();
    expect(listingBlocked(new ApiError(400, 'validation_error', 'Bad', { title: 'Too short' }))).toBeNull();
    expect(listingBlocked(new Error('boom'))).toBeNull();
  });
});
