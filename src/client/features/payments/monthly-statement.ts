import { addMonths, todayInLondon } from '@shared/dates';
import { StatementMonthSchema } from '@shared/payments';
import { buildUrl } from '@client/app/api-client';

/** 'YYYY-MM' of a 'YYYY-MM-DD' date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month before today's (UK time): the statement a landlord usually wants is the one just closed. */
export const previousMonth = (today: string = todayInLondon()): string => monthOf(addMonths(today, -1));

/** True for a 'YYYY-MM' the statements endpoint accepts. */
export const isStatementMonth = (month: string): boolean => StatementMonthSchema.safeParse(month).success;

/** The PDF of one month's rent; a plain link downloads it, as the session rides on the cookie. */
export const statementPdfUrl = (month: string): string => buildUrl('/api/landlord/statements', { month });
