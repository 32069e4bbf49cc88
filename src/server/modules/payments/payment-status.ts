import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PaymentFilter } from '@shared/payments';
import { rentPayments } from '../../db/schema';

/**
 * The status as of `today` in SQL: the hourly job writes 'overdue', but between its runs a
 * pending row past its due date must already count as overdue in filters and totals.
 */
export const statusAsOf = (today: string | Placeholder) =>
  sql<string>`(case when ${rentPayments.status} = 'pending' and ${rentPayments.dueDate} < ${today}::date then 'overdue' else ${rentPayments.status} end)`;

export function statusFilter(filter: PaymentFilter, today: string | Placeholder): SQL | undefined {
  if (filter === 'all') return undefined;
  return sql`${statusAsOf(today)} = ${filter}`;
}
