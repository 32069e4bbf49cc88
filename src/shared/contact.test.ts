import { describe, expect, it } from 'vitest';
import { ContactInputSchema, ViewingRequestSchema } from './contact';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('ContactInputSchema', () => {
  it("gives SPEC.md §5's message for each field", () => {
    expect(messagesOf(ContactInputSchema.safeParse({}))).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      inquiryType: 'Please select an inquiry type',
      message: 'Message must be at least 10 characters',
    });
  });

  it('trims the fields and treats an empty phone as none', () => {
    expect(
      ContactInputSchema.parse({
        name: ' Carys ',
        email: ' carys@example.test ',
        phone: ' ',
        inquiryType: 'tenant',
        message: '  Is the flat still free?  ',
      }),
    ).toEqual({
      name: 'Carys',
      email: 'carys@example.test',
      phone: null,
      inquiryType: 'tenant',
      message: 'Is the flat still free?',
    });
  });
});

describe('ViewingRequestSchema', () => {
  it('needs only a name and an e-mail', () => {
    expect(ViewingRequestSchema.parse({ name: 'Owain', email: 'o@example.test', message: '' })).toEqual({
      name: 'Owain',
      email: 'o@example.test',
      phone: null,
      message: null,
      preferredTimes: null,
    });
  });
});
