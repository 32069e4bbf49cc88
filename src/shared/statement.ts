/**
 * The landlord's monthly statement: per property, rent due and received, the agency's management
 * fee, deductions (repairs and the like) and what is left for the landlord. Pure sums in integer
 * pence, so the screen, the CSV and the PDF all show the same figures.
 */

/** A cost taken from the landlord's rent, e.g. a repair. Amount in pence, never negative. */
export interface StatementDeduction {
  description: string;
  amount: number;
}

export interface PropertyMonth {
  propertyId: number;
  title: string;
  address: string;
  rentDue: number;
  rentReceived: number;
  deductions: StatementDeduction[];
}

export interface StatementProperty extends PropertyMonth {
  fee: number;
  deductionsTotal: number;
  /** rentReceived − fee − deductionsTotal; negative when costs exceed what came in. */
  net: number;
}

export interface Statement {
  /** 'YYYY-MM' */
  month: string;
  landlordName: string;
  /** 1000 = 10% */
  feeBasisPoints: number;
  properties: StatementProperty[];
  totals: { rentDue: number; rentReceived: number; fee: number; deductions: number; net: number };
}

const BASIS_POINTS_PER_WHOLE = 10_000;
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function assertPence(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole, non-negative number of pence (got ${value})`);
  }
}

function assertBasisPoints(feeBasisPoints: number): void {
  if (!Number.isSafeInteger(feeBasisPoints) || feeBasisPoints < 0) {
    throw new RangeError(`Fee must be a whole, non-negative number of basis points (got ${feeBasisPoints})`);
  }
}

/**
 * The agency's fee in whole pence: a share of rent DUE (the agreed rent, whether or not it was
 * paid), rounded half-up. Integer arithmetic only, so 8.5p is always 9p and never 8.499999…p.
 */
export function managementFee(rentDue: number, feeBasisPoints: number): number {
  assertPence(rentDue, 'Rent due');
  assertBasisPoints(feeBasisPoints);
  const scaled = rentDue * feeBasisPoints + BASIS_POINTS_PER_WHOLE / 2;
  if (!Number.isSafeInteger(scaled)) throw new RangeError('Rent due and fee are too large to calculate');
  // scaled − remainder is an exact multiple, so the division is exact too.
  return (scaled - (scaled % BASIS_POINTS_PER_WHOLE)) / BASIS_POINTS_PER_WHOLE;
}

function statementProperty(property: PropertyMonth, feeBasisPoints: number): StatementProperty {
  assertPence(property.rentReceived, `Rent received for ${property.title}`);
  for (const d of property.deductions) assertPence(d.amount, `Deduction "${d.description}"`);
  const fee = managementFee(property.rentDue, feeBasisPoints);
  const deductionsTotal = property.deductions.reduce((sum, d) => sum + d.amount, 0);
  return {
    ...property,
    deductions: property.deductions.map((d) => ({ ...d })),
    fee,
    deductionsTotal,
    net: property.rentReceived - fee - deductionsTotal,
  };
}

/** Works out every property's fee and net, and totals that are exact sums of the rows shown. */
export function buildStatement(input: {
  month: string;
  landlordName: string;
  feeBasisPoints: number;
  properties: PropertyMonth[];
}): Statement {
  if (!MONTH_PATTERN.test(input.month)) throw new RangeError(`Month must be YYYY-MM (got ${input.month})`);
  assertBasisPoints(input.feeBasisPoints);
  const properties = input.properties.map((p) => statementProperty(p, input.feeBasisPoints));
  const sum = (pick: (p: StatementProperty) => number) => properties.reduce((t, p) => t + pick(p), 0);
  return {
    month: input.month,
    landlordName: input.landlordName,
    feeBasisPoints: input.feeBasisPoints,
    properties,
    totals: {
      rentDue: sum((p) => p.rentDue),
      rentReceived: sum((p) => p.rentReceived),
      fee: sum((p) => p.fee),
      deductions: sum((p) => p.deductionsTotal),
      net: sum((p) => p.net),
    },
  };
}

/** 1000 → '10%', 1250 → '12.5%', 875 → '8.75%' (no float formatting, so no '8.750000001%'). */
export function formatFeePercent(feeBasisPoints: number): string {
  assertBasisPoints(feeBasisPoints);
  const whole = Math.floor(feeBasisPoints / 100);
  const fraction = String(feeBasisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}%` : `${whole}%`;
}

/** '2026-11' → 'November 2026'. */
export function monthLabel(month: string): string {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`Month must be YYYY-MM (got ${month})`);
  return `${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]}`;
}
