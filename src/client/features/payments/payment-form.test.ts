import { describe, expect, it } from 'vitest';
import { todayInLondon } from '@shared/dates';
import { AMOUNT_MESSAGE, PaymentInputSchema, type RentPayment } from '@shared/payments';
import {
  PaymentFormSchema,
  amountInputToPence,
  paymentFormDefaults,
  type PaymentFormValues,
} from './payment-form';

const values = (overrides: Partial<PaymentFormValues> = {}): PaymentFormValues => ({
  amount: '950.00',
  paymentDate: '2026-03-01',
  dueDate: '2026-03-01',
  status: 'paid',
  paymentMethod: 'bank_transfer',
  reference: 'R7K3F9QX',
  notes: '',
  ...overrides,
});

/** The message the form shows under a field, or undefined when the field is fine. */
function messageFor(field: keyof PaymentFormValues, overrides: Partial<PaymentFormValues>) {
  const result = PaymentFormSchema.safeParse(values(overrides));
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('amount typed in pounds', () => {
  it('becomes exact pence, with or without £, commas and pennies', () => {
    expect(amountInputToPence('950')).toBe(95_000);
    expect(amountInputToPence('£1,234.56')).toBe(123_456);
    expect(amountInputToPence(' 0.1 ')).toBe(10);
    expect(amountInputToPence('.5')).toBe(50);
    expect(amountInputToPence('12.340')).toBe(1234);
  });

  it('keeps a fraction of a penny as a fraction, so it is refused rather than rounded', () => {
    expect(amountInputToPence('12.345')).toBe(1234.5);
    expect(amountInputToPence('0.001')).toBeCloseTo(0.1);
  });

  it('is undefined when the text is not a number', () => {
    expect(amountInputToPence('')).toBeUndefined();
    expect(amountInputToPence('ten pounds')).toBeUndefined();
    expect(amountInputToPence('1e3')).toBeUndefined();
  });
});

describe('payment form', () => {
  it('turns the form into the API body: pence, empty optional text as null', () => {
    expect(PaymentFormSchema.parse(values({ amount: '£1,025.50', paymentMethod: '', notes: '  ' }))).toEqual({
      amount: 102_550,
      paymentDate: '2026-03-01',
      dueDate: '2026-03-01',
      status: 'paid',
      paymentMethod: null,
      reference: 'R7K3F9QX',
      notes: null,
    });
  });

  it('sends a body the server schema accepts unchanged', () => {
    const body = PaymentFormSchema.parse(values());
    expect(PaymentInputSchema.parse(body)).toEqual(body);
  });

  it('asks for at least 1p when the amount is empty, zero, negative or not a number', () => {
    for (const amount of ['', '0', '0.00', '-5', 'abc']) {
      expect(messageFor('amount', { amount })).toBe(AMOUNT_MESSAGE);
    }
    expect(AMOUNT_MESSAGE).toBe('Amount must be at least 1p');
  });

  it('refuses fractions of a penny with the server words', () => {
    expect(messageFor('amount', { amount: '12.345' })).toBe('Amount must be in whole pence');
  });

  it('refuses amounts over a million pounds', () => {
    expect(messageFor('amount', { amount: '1000000.01' })).toBe('Amount is too large');
    expect(messageFor('amount', { amount: '1000000' })).toBeUndefined();
  });

  it('needs real dates', () => {
    expect(messageFor('paymentDate', { paymentDate: '' })).toBe('Payment date is required');
    expect(messageFor('dueDate', { dueDate: '2026-02-30' })).toBe('Due date is required');
  });

  it('needs a status', () => {
    expect(messageFor('status', { status: '' })).toBe('Please select a status');
  });
});

describe('form defaults', () => {
  it('start a new payment today, paid, for the rent when known', () => {
    const today = todayInLondon();
    expect(paymentFormDefaults(null, 95_000)).toEqual({
      amount: '950.00',
      paymentDate: today,
      dueDate: today,
      status: 'paid',
      paymentMethod: '',
      reference: '',
      notes: '',
    });
    expect(paymentFormDefaults().amount).toBe('');
  });

  it('show an existing payment in pounds, blanks for missing text', () => {
    const payment: RentPayment = {
      id: 3,
      tenantId: 2,
      tenantName: 'Ana Jones',
      propertyId: 1,
      amount: 72_550,
      paymentDate: '2026-02-03',
      dueDate: '2026-02-01',
      status: 'paid',
      paymentMethod: null,
      reference: null,
      notes: 'Paid late',
      externalReference: null,
      externalSource: 'manual',
      matchedAutomatically: false,
      createdAt: '2026-02-03T10:00:00.000Z',
      updatedAt: '2026-02-03T10:00:00.000Z',
      version: 2,
    };
    const form = paymentFormDefaults(payment);
    expect(form).toEqual({
      amount: '725.50',
      paymentDate: '2026-02-03',
      dueDate: '2026-02-01',
      status: 'paid',
      paymentMethod: '',
      reference: '',
      notes: 'Paid late',
    });
    expect(PaymentFormSchema.parse(form).amount).toBe(72_550);
  });
});
