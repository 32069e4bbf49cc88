import { and, desc, eq, inArray } from 'drizzle-orm';
import { ErrorCode } from '@shared/errors';
import { todayInLondon } from '@shared/dates';
import type { ImportResult, StatementLine } from '@shared/payments';
import { OPEN_PAYMENT_STATUSES } from '@shared/payments';
import { rentPayments, statementImports, statementLines, tenants } from '../../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../../lib/app-error';
import type { AppContext } from '../../../lib/context';
import {
  assertCanManageProperties,
  loadOwnedProperty,
  ownedPropertiesWhere,
  type Actor,
} from '../../properties/property-access';
import { properties } from '../../../db/schema';
import { sanitiseFileName } from '../../documents/document-upload';
import { toPayment } from '../payment.presenter';
import { settleExpected } from '../settlement';
import { fingerprintLines, matchLines, type OpenPayment } from './match-lines';
import { parseStatement, StatementError, type ColumnMapping } from './parse-statement';

/**
 * 'Sync with Revolut' made real: a statement's credit lines are matched to the property's open
 * rent. Confident matches settle the payment; the rest wait for the landlord in the review list.
 * Lines are kept per property by fingerprint, so importing the same statement again changes nothing.
 */
export async function importStatement(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  file: { data: Buffer; fileName: string },
  mapping: ColumnMapping | undefined,
): Promise<ImportResult> {
  await loadOwnedProperty(ctx.db, actor, propertyId, { includeArchived: true });
  let parsed;
  try {
    parsed = parseStatement(file.data, file.fileName, mapping);
  } catch (error) {
    if (error instanceof StatementError)
      throw badRequest(error.message, { file: error.message }, ErrorCode.unreadableStatement);
    throw error;
  }
  if (parsed.kind === 'needs_mapping')
    throw new AppError(
      ErrorCode.mappingRequired,
      'We could not tell which columns hold the date, the description and the amount. Please choose them.',
      { extra: { columns: parsed.columns, sample: parsed.sample } },
    );
  const lines = parsed.lines;
  const fingerprints = fingerprintLines(lines);
  const source = parsed.format === 'revolut' ? 'revolut' : 'bank_statement';

  return ctx.db.transaction(async (tx) => {
    // One import at a time per property: two uploads of one file cannot both count as new.
    await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for('update');
    const known = new Set(
      fingerprints.length
        ? (
            await tx
              .select({ fingerprint: statementLines.fingerprint })
              .from(statementLines)
              .where(
                and(
                  eq(statementLines.propertyId, propertyId),
                  inArray(statementLines.fingerprint, fingerprints),
                ),
              )
          ).map((r) => r.fingerprint)
        : [],
    );
    const fresh = lines
      .map((line, i) => ({ line, fingerprint: fingerprints[i]! }))
      .filter((l) => l.line.amount > 0);
    const skipped = lines.length - fresh.length;
    const duplicates = fresh.filter((l) => known.has(l.fingerprint)).length;
    const newLines = fresh.filter((l) => !known.has(l.fingerprint));

    const openRows = await tx
      .select({
        payment: rentPayments,
        tenantName: tenants.fullName,
        paymentReference: tenants.paymentReference,
      })
      .from(rentPayments)
      .innerJoin(tenants, eq(tenants.id, rentPayments.tenantId))
      .where(
        and(
          eq(rentPayments.propertyId, propertyId),
          inArray(rentPayments.status, [...OPEN_PAYMENT_STATUSES]),
        ),
      )
      .for('update');
    const open: OpenPayment[] = openRows.map((r) => ({
      id: r.payment.id,
      tenantId: r.payment.tenantId,
      tenantName: r.tenantName,
      amount: r.payment.amount,
      dueDate: r.payment.dueDate,
      paymentReference: r.paymentReference,
    }));
    const decisions = matchLines(
      newLines.map((l) => l.line),
      open,
    );

    const [batch] = await tx
      .insert(statementImports)
      .values({
        propertyId,
        // The name as shown back later: no folders, control characters or direction overrides.
        filename: sanitiseFileName(file.fileName),
        format: parsed.format,
        uploadedBy: actor.id,
      })
      .returning({ id: statementImports.id });
    let matched = 0;
    let review = 0;
    for (const [i, { line, fingerprint }] of newLines.entries()) {
      const decision = decisions[i]!;
      if (decision.kind === 'skipped') continue;
      let paymentId: number | null = null;
      if (decision.kind === 'matched') {
        const row = openRows.find((r) => r.payment.id === decision.paymentId)!;
        await settleExpected(tx, row.payment, {
          amount: line.amount,
          paymentDate: line.date,
          paymentMethod: source === 'revolut' ? 'revolut' : 'bank_transfer',
          reference: line.description.slice(0, 100),
          notes: null,
          externalSource: source,
          externalReference: line.externalId ?? fingerprint.slice(0, 16),
          externalData: { description: line.description, importId: batch!.id },
          matchedAutomatically: true,
        });
        paymentId = row.payment.id;
        matched++;
      } else review++;
      await tx.insert(statementLines).values({
        propertyId,
        importId: batch!.id,
        fingerprint,
        date: line.date,
        description: line.description.slice(0, 500),
        amount: line.amount,
        status: decision.kind === 'matched' ? 'matched' : 'review',
        paymentId,
        suggestions: decision.kind === 'review' ? decision.suggestions : [],
      });
    }
    const result = { matched, review, duplicates, skipped };
    await tx.update(statementImports).set(result).where(eq(statementImports.id, batch!.id));
    return result;
  });
}

/** The property's lines waiting for the landlord, newest first, with the open payments they might be. */
export async function listReviewLines(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
): Promise<StatementLine[]> {
  await loadOwnedProperty(ctx.db, actor, propertyId, { includeArchived: true });
  const lines = await ctx.db
    .select()
    .from(statementLines)
    .where(and(eq(statementLines.propertyId, propertyId), eq(statementLines.status, 'review')))
    .orderBy(desc(statementLines.date), desc(statementLines.id))
    .limit(500);
  const open = await ctx.db
    .select({
      id: rentPayments.id,
      tenantName: tenants.fullName,
      dueDate: rentPayments.dueDate,
      amount: rentPayments.amount,
    })
    .from(rentPayments)
    .innerJoin(tenants, eq(tenants.id, rentPayments.tenantId))
    .where(
      and(eq(rentPayments.propertyId, propertyId), inArray(rentPayments.status, [...OPEN_PAYMENT_STATUSES])),
    )
    .orderBy(rentPayments.dueDate);
  return lines.map((line) => {
    // The matcher's picks first (if still open), then any other open payment, so any line can be placed.
    const picked = line.suggestions.map((id) => open.find((p) => p.id === id)).filter((p) => !!p);
    const rest = open.filter((p) => !line.suggestions.includes(p.id));
    return {
      id: line.id,
      date: line.date,
      description: line.description,
      amount: line.amount,
      status: line.status,
      suggestions: [...picked, ...rest].map((p) => ({
        paymentId: p.id,
        tenantName: p.tenantName,
        dueDate: p.dueDate,
        amount: p.amount,
      })),
    };
  });
}

async function loadReviewLine(ctx: AppContext, actor: Actor, lineId: number) {
  assertCanManageProperties(actor);
  const [row] = await ctx.db
    .select({ line: statementLines })
    .from(statementLines)
    .innerJoin(properties, eq(properties.id, statementLines.propertyId))
    .where(and(eq(statementLines.id, lineId), ownedPropertiesWhere(actor, { includeArchived: true })))
    .limit(1);
  if (!row) throw notFound('Statement line');
  return row.line;
}

export const LINE_ALREADY_RESOLVED = 'This line has already been matched or ignored.';
export const PAYMENT_NOT_OPEN = 'That payment is no longer waiting for money. Choose another.';

/**
 * The landlord places a line on an open payment of the same property. A smaller line is a part
 * payment: the payment splits and the rest stays open.
 */
export async function matchReviewLine(ctx: AppContext, actor: Actor, lineId: number, paymentId: number) {
  const line = await loadReviewLine(ctx, actor, lineId);
  const today = todayInLondon();
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(statementLines)
      .where(eq(statementLines.id, lineId))
      .for('update');
    if (current!.status !== 'review') throw conflict(LINE_ALREADY_RESOLVED);
    const [payment] = await tx
      .select({ payment: rentPayments, tenantName: tenants.fullName })
      .from(rentPayments)
      .innerJoin(tenants, eq(tenants.id, rentPayments.tenantId))
      .where(and(eq(rentPayments.id, paymentId), eq(rentPayments.propertyId, line.propertyId)))
      .for('update');
    if (!payment) throw badRequest(PAYMENT_NOT_OPEN, { paymentId: PAYMENT_NOT_OPEN });
    if (payment.payment.status === 'paid') throw conflict(PAYMENT_NOT_OPEN, { paymentId: PAYMENT_NOT_OPEN });
    const [batch] = await tx.select().from(statementImports).where(eq(statementImports.id, line.importId));
    const settled = await settleExpected(tx, payment.payment, {
      amount: line.amount,
      paymentDate: line.date,
      paymentMethod: batch?.format === 'revolut' ? 'revolut' : 'bank_transfer',
      reference: line.description.slice(0, 100),
      notes: null,
      externalSource: batch?.format === 'revolut' ? 'revolut' : 'bank_statement',
      externalReference: line.fingerprint.slice(0, 16),
      externalData: { description: line.description, importId: line.importId },
      matchedAutomatically: false,
    });
    await tx
      .update(statementLines)
      .set({ status: 'matched', paymentId, resolvedBy: actor.id })
      .where(eq(statementLines.id, lineId));
    return toPayment(settled, payment.tenantName, today);
  });
}

/** Not rent (a refund, a transfer between accounts): set aside, kept so a re-import stays quiet. */
export async function ignoreReviewLine(ctx: AppContext, actor: Actor, lineId: number) {
  await loadReviewLine(ctx, actor, lineId);
  const [row] = await ctx.db
    .update(statementLines)
    .set({ status: 'ignored', resolvedBy: actor.id })
    .where(and(eq(statementLines.id, lineId), eq(statementLines.status, 'review')))
    .returning({ id: statementLines.id });
  if (!row) throw conflict(LINE_ALREADY_RESOLVED);
  return { id: row.id, status: 'ignored' as const };
}
