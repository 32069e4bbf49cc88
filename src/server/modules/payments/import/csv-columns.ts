import type { ColumnMapping } from './parse-statement';
import { StatementError } from './statement-error';

/** Where each piece of a statement line sits in a CSV row (indexes into the row). */
export interface StatementColumns {
  date: number;
  /** Used on rows whose date cell is blank: Revolut leaves "completed" empty until it completes. */
  fallbackDate?: number;
  /** Joined in file order: the tenant's reference may be in any of them. */
  description: number[];
  amount?: number;
  paidIn?: number;
  paidOut?: number;
  /** Revolut's State: only COMPLETED rows are money that arrived. */
  state?: number;
  externalId?: number;
  isRevolut: boolean;
}

/**
 * Header names as the banks write them, compared after `headerKey` (lower case, units in brackets
 * dropped), so "Amount (GBP)" is "amount" and "Date completed (UTC)" is "date completed". Exact names,
 * not substrings: Revolut also has "Orig amount" and "Total amount", which are not the money received.
 * Earlier names win, so Revolut's completed date is preferred to its started date.
 */
const DATE_NAMES = [
  'date completed',
  'completed date',
  'transaction date',
  'date',
  'posting date',
  'posted date',
  'booking date',
  'value date',
  'date started',
  'started date',
];
const AMOUNT_NAMES = ['amount', 'value', 'transaction amount', 'net amount'];
const PAID_IN_NAMES = [
  'paid in',
  'credit amount',
  'credit',
  'credits',
  'money in',
  'in',
  'deposits',
  'receipts',
];
const PAID_OUT_NAMES = ['paid out', 'debit amount', 'debit', 'debits', 'money out', 'out', 'withdrawals'];
/** Every column that may carry the payer or the reference the tenant typed. */
const DESCRIPTION_NAMES = new Set([
  'description',
  'transaction description',
  'details',
  'transaction details',
  'narrative',
  'memo',
  'reference',
  'payment reference',
  'payer',
  'payee',
  'name',
  'counter party',
  'counterparty',
  'notes and tags',
  'notes',
  'particulars',
]);
// Revolut's ID and Monzo's Transaction ID are stable across exports, so re-imports are recognised.
const ID_NAMES = ['id', 'transaction id'];

export function headerKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The columns of a header we recognise, or null when it lacks a date or an amount column. */
export function recogniseColumns(header: string[]): StatementColumns | null {
  const keys = header.map(headerKey);
  const find = (names: string[]) => {
    for (const name of names) {
      const indexes = keys.flatMap((key, i) => (key === name ? [i] : []));
      // Newer Revolut exports have each date twice, in UTC and in Europe/London: "today" is London's.
      const index = indexes.find((i) => /london/i.test(header[i]!)) ?? indexes[0];
      if (index !== undefined) return index;
    }
    return undefined;
  };
  const date = find(DATE_NAMES);
  const amount = find(AMOUNT_NAMES);
  const paidIn = find(PAID_IN_NAMES);
  if (date === undefined || (amount === undefined && paidIn === undefined)) return null;

  const started = find(['date started', 'started date']);
  const state = find(['state']);
  const isRevolut =
    state !== undefined && (keys.includes('date completed') || keys.includes('completed date'));
  return {
    date,
    fallbackDate: started !== date ? started : undefined,
    description: keys.flatMap((key, i) => (DESCRIPTION_NAMES.has(key) ? [i] : [])),
    // A signed amount column wins over in/out columns: it is never ambiguous about direction.
    amount,
    paidIn: amount === undefined ? paidIn : undefined,
    paidOut: amount === undefined ? find(PAID_OUT_NAMES) : undefined,
    state: isRevolut ? state : undefined,
    externalId: find(ID_NAMES),
    isRevolut,
  };
}

/** The landlord's own choice of columns, by the names we showed them. */
export function mappedColumns(columns: string[], mapping: ColumnMapping): StatementColumns {
  const at = (name: string | undefined) => {
    if (!name) return undefined;
    const index = columns.indexOf(name);
    if (index < 0) throw new StatementError(`This file has no column called "${name}".`);
    return index;
  };
  const amount = at(mapping.amount);
  const paidIn = at(mapping.paidIn);
  const paidOut = at(mapping.paidOut);
  if (amount === undefined && paidIn === undefined && paidOut === undefined) {
    throw new StatementError(
      'Please choose the column with the amount, or the paid in and paid out columns.',
    );
  }
  const description = at(mapping.description);
  return {
    date: at(mapping.date) ?? fail('Please choose the column with the date.'),
    description: description === undefined ? [] : [description],
    amount,
    paidIn,
    paidOut,
    isRevolut: false,
  };
}

function fail(message: string): never {
  throw new StatementError(message);
}
