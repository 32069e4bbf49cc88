import { describe, expect, it } from 'vitest';
import { SERVED_IN_FUTURE, recordServiceDefaults, recordServiceFormSchema } from './record-service-form';

const schema = recordServiceFormSchema('2026-02-10');
const messages = (result: ReturnType<typeof schema.safeParse>) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('Record a copy given', () => {
  it("starts with the item's contract-holder and today", () => {
    expect(recordServiceDefaults(21, '2026-02-10')).toEqual({
      tenantId: '21',
      method: '',
      servedAt: '2026-02-10',
    });
    expect(recordServiceDefaults(null, '2026-02-10').tenantId).toBe('');
  });

  it('becomes the API body', () => {
    expect(schema.parse({ tenantId: '21', method: 'in_person', servedAt: '2026-02-09' })).toEqual({
      tenantId: 21,
      method: 'in_person',
      servedAt: '2026-02-09',
    });
  });

  it("says what is missing in the shared schema's words", () => {
    expect(messages(schema.safeParse({ tenantId: '', method: '', servedAt: '' }))).toEqual({
      tenantId: 'Choose the contract-holder',
      method: 'Method must be post, in person or e-mail',
      servedAt: 'Served on must be a valid date',
    });
  });

  it('refuses a day after today', () => {
    expect(messages(schema.safeParse({ tenantId: '21', method: 'post', servedAt: '2026-02-11' }))).toEqual({
      servedAt: SERVED_IN_FUTURE,
    });
  });
});
