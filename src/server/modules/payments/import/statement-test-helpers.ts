import { readFileSync } from 'node:fs';
import { StatementError, type ParsedLine, type ParseResult } from './parse-statement';

/** Shared by the statement parser tests: fixture files, CSV text, and unwrapping results. */
export const fixture = (name: string): Buffer => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
export const csv = (...rows: string[]): Buffer => Buffer.from(rows.join('\n') + '\n');

export function linesOf(result: ParseResult): ParsedLine[] {
  if (result.kind !== 'parsed') throw new Error(`expected parsed lines, got ${result.kind}`);
  return result.lines;
}

export function errorOf(run: () => unknown): StatementError {
  try {
    run();
  } catch (error) {
    if (error instanceof StatementError) return error;
    throw error;
  }
  throw new Error('expected a StatementError');
}
