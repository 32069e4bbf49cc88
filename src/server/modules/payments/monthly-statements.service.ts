import { and, eq, exists } from 'drizzle-orm';
import { AGENCY_LETTERHEAD } from '@shared/agency';
import type { Locale } from '@shared/i18n/locale';
import { m } from '@shared/i18n/messages';
import { formatPence } from '@shared/money';
import { todayInLondon } from '@shared/dates';
import { PAGE_PATHS } from '@shared/routes';
import type { Db } from '../../db/create-db';
import { properties, statementRuns, users } from '../../db/schema';
import { enqueueEmail } from '../../lib/mailer/outbox';
import { formatMonth } from '../../lib/mailer/locale-formats';
import { greetingFor, renderEmail } from '../../lib/mailer/templates';
import type { FileStorage } from '../../lib/storage';
import { renderStatementPdf } from './pdf/statement-pdf';
import { landlordStatement, statementLandlordColumns } from './statements.service';

/** Statements go out on the 1st; if the product was down then, within the first week. */
const LAST_SENDING_DAY = 7;

export function previousMonth(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 2, 1));
  return d.toISOString().slice(0, 7);
}

/**
 * E-mails each approved landlord with properties last month's statement as a PDF. A landlord's
 * month is claimed by inserting its row in the transaction that queues the e-mail, so each is
 * sent once however many instances run this; the PDF is stored first under a fixed key.
 */
export async function sendMonthlyStatements(
  db: Db,
  storage: FileStorage,
  publicUrl: string,
  today: string = todayInLondon(),
): Promise<number> {
  if (Number(today.slice(8, 10)) > LAST_SENDING_DAY) return 0;
  const month = previousMonth(today);
  const landlords = await db
    .select({ ...statementLandlordColumns, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.userType, 'landlord'),
        eq(users.status, 'approved'),
        exists(db.select({ id: properties.id }).from(properties).where(eq(properties.landlordId, users.id))),
      ),
    );
  let sent = 0;
  for (const landlord of landlords) {
    const [done] = await db
      .select()
      .from(statementRuns)
      .where(and(eq(statementRuns.landlordId, landlord.id), eq(statementRuns.month, month)));
    if (done) continue;
    const statement = await landlordStatement(db, landlord, month);
    const storageKey = `statements/${landlord.id}/${month}.pdf`;
    await storage.put(storageKey, await renderStatementPdf(statement, AGENCY_LETTERHEAD), 'application/pdf');
    const queued = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(statementRuns)
        .values({ landlordId: landlord.id, month })
        .onConflictDoNothing()
        .returning({ month: statementRuns.month });
      if (!claimed) return false;
      await enqueueEmail(
        tx,
        landlord.email,
        statementEmail(landlord, month, statement.totals, `${publicUrl}${PAGE_PATHS.landlordDashboard}`),
        'landlord_statement',
        [{ filename: `statement-${month}.pdf`, contentType: 'application/pdf', storageKey }],
      );
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}

/** The statement's covering e-mail, in the landlord's language (the PDF itself is English). */
export function statementEmail(
  landlord: { fullName: string; language: Locale },
  month: string,
  totals: { rentReceived: number; net: number },
  dashboardUrl: string,
) {
  const locale = landlord.language;
  const label = formatMonth(month, locale);
  return renderEmail({
    subject: m.email_statement_subject({ month: label }, { locale }),
    greeting: greetingFor(landlord.fullName, locale),
    paragraphs: [
      m.email_statement_body(
        {
          month: label,
          rent: formatPence(totals.rentReceived, locale),
          net: formatPence(totals.net, locale),
        },
        { locale },
      ),
      m.email_statement_dashboard({}, { locale }),
    ],
    action: { label: m.email_action_open_dashboard({}, { locale }), url: dashboardUrl },
    reason: m.email_statement_reason({}, { locale }),
    locale,
  });
}
