import type { ParsedLine } from './parse-statement';
import { parseStatementAmount } from './statement-amounts';
import { parseOfxDate } from './statement-dates';
import { StatementError } from './statement-error';

/**
 * OFX statements, version 1.x (SGML) and 2.x (XML). We read them ourselves because no maintained
 * OFX parser is among our dependencies and we add none for this: the npm ones are small, rarely
 * updated and mostly wrap an XML parser that chokes on 1.x SGML, where leaf elements have no closing
 * tag (`<TRNAMT>950.00` then a newline or the next tag). We need only five fields of each
 * <STMTTRN>, and one rule reads a leaf in both versions: its value is the text up to the next "<".
 */
export const looksLikeOfx = (text: string): boolean =>
  /OFXHEADER\s*[:=]|<OFX[\s>]/i.test(text.slice(0, 4096));

/** How many transactions the file holds, counted before parsing so huge files are refused cheaply. */
export const countOfxTransactions = (text: string): number => text.match(/<STMTTRN>/gi)?.length ?? 0;

export function parseOfx(text: string): ParsedLine[] {
  return transactionBlocks(text).map(({ body, line }) => {
    // The line of the element itself, or of <STMTTRN> when it is missing, so the landlord can find it.
    const lineOf = (tag: string) => line + newlinesBefore(body, body.search(new RegExp(`<${tag}>`, 'i')));
    const dateText = leaf(body, 'DTPOSTED') ?? '';
    const date = parseOfxDate(dateText);
    if (date === null) {
      throw new StatementError(
        dateText === ''
          ? `Line ${lineOf('DTPOSTED')}: the date is missing.`
          : `Line ${lineOf('DTPOSTED')}: the date "${dateText}" is not a date we can read.`,
      );
    }
    const amountText = leaf(body, 'TRNAMT') ?? '';
    const amount = amountText === '' ? null : parseStatementAmount(amountText);
    if (amount === null) {
      throw new StatementError(
        amountText === ''
          ? `Line ${lineOf('TRNAMT')}: the amount is missing.`
          : `Line ${lineOf('TRNAMT')}: the amount "${amountText}" is not an amount we can read.`,
      );
    }
    // NAME is the payer (sometimes cut to 32 characters); the tenant's reference is often in MEMO.
    const parts = [leaf(body, 'NAME'), leaf(body, 'MEMO')].filter((part): part is string => !!part);
    const fitId = leaf(body, 'FITID');
    return {
      date,
      description: [...new Set(parts)].join(' '),
      amount,
      ...(fitId ? { externalId: fitId } : {}),
    };
  });
}

/**
 * Each <STMTTRN> aggregate with the line it starts on. Aggregates are closed in both versions, but a transaction
 * also ends at the next <STMTTRN> or at </BANKTRANLIST>, so one badly closed block cannot swallow the
 * rest of the statement.
 */
function transactionBlocks(text: string): { body: string; line: number }[] {
  const blocks: { body: string; line: number }[] = [];
  const opening = /<STMTTRN>/gi;
  const closing = /<\/STMTTRN>|<STMTTRN>|<\/BANKTRANLIST>/gi;
  // Line numbers are counted forward as we go: recounting from the top would be slow on big files.
  let line = 1;
  let counted = 0;
  for (let match = opening.exec(text); match; match = opening.exec(text)) {
    const from = match.index + match[0].length;
    closing.lastIndex = from;
    const end = closing.exec(text)?.index ?? text.length;
    for (let i = text.indexOf('\n', counted); i >= 0 && i < match.index; i = text.indexOf('\n', i + 1))
      line++;
    counted = match.index;
    blocks.push({ body: text.slice(from, end), line });
  }
  return blocks;
}

/** The first value of a leaf element in a block, entities decoded; undefined when absent or empty. */
function leaf(body: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}>\\s*(?:<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|([^<]*))`, 'i').exec(body);
  const value = decodeEntities(match?.[1] ?? match?.[2] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return value || undefined;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function newlinesBefore(text: string, end: number): number {
  return end < 0 ? 0 : (text.slice(0, end).match(/\n/g)?.length ?? 0);
}
