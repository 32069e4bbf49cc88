import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lettings-log-destination-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs a script in its own process, as the product writes its log, and returns the file's lines. */
function linesWrittenBy(script: string): Record<string, unknown>[] {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.log`);
  const module = path.resolve(import.meta.dirname, 'log-destination.ts');
  const code = `
    import fs from 'node:fs';
    import pino from 'pino';
    import { logDestination } from ${JSON.stringify(module)};
    const FILE = ${JSON.stringify(file)};
    const log = pino({ base: null }, logDestination(fs.openSync(FILE, 'a'))); // a descriptor, as the product's stdout
    ${script}
  `;
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: 'pipe' });
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the log destination', () => {
  it('loses no line that waited in the block when the process exits', () => {
    const lines = linesWrittenBy(`
      for (let i = 0; i < 1000; i += 1) log.info({ i }, 'line');
      process.exit(0);
    `);
    expect(lines.map((line) => line.i)).toEqual(Array.from({ length: 1000 }, (_, i) => i));
  });

  it('writes a line that waits out within a second, while the process goes on', () => {
    const lines = linesWrittenBy(`
      log.info('first');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      log.info({ firstWasWritten: fs.readFileSync(FILE, 'utf8').includes('"first"') }, 'second');
      process.exit(0);
    `);
    expect(lines.map((line) => line.msg)).toEqual(['first', 'second']);
    expect(lines[1]!.firstWasWritten).toBe(true);
  });

  it('keeps characters outside ASCII whole (Welsh, and a block boundary in the middle)', () => {
    const lines = linesWrittenBy(`
      for (let i = 0; i < 300; i += 1) log.info({ i, where: 'Tŷ Gwyn, Caerdydd — £1,250 😀' }, 'llinell');
      process.exit(0);
    `);
    expect(lines).toHaveLength(300);
    for (const line of lines) expect(line.where).toBe('Tŷ Gwyn, Caerdydd — £1,250 😀');
  });
});
