/**
 * `npm run bench` (issue #19): every part of the bench in turn, each as its own process, and then
 * one table of every figure with its budget and, where the budget is a share of a bare baseline,
 * that baseline as measured in the same run. Parts on PostgreSQL run when DATABASE_URL is set or
 * the local server answers (each on a database of its own, dropped after). It prints; it never
 * fails the build.
 *
 *   npm run bench [-- --only http,cpu] [-- --quick]   (--quick: short durations, for a look)
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { formatTable, ROWS_MARKER, type BenchRow } from './report/table';

const HERE = import.meta.dirname;
const PG_SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const QUICK = process.argv.includes('--quick');
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]!.split(',')
  : null;

interface Part {
  name: string;
  script: string;
  args: string[];
  /** Needs PostgreSQL: 'server' (the part makes its own databases) or 'database' (give it one). */
  postgres?: 'server' | 'database';
}
const PARTS: Part[] = [
  { name: 'in-process', script: 'in-process.ts', args: [] },
  { name: 'http', script: 'http/run.ts', args: QUICK ? ['--seconds', '2', '--rounds', '3'] : [] },
  {
    name: 'http',
    script: 'http/run.ts',
    args: QUICK ? ['--seconds', '2', '--rounds', '3'] : [],
    postgres: 'database',
  },
  { name: 'cpu', script: 'cpu/run.ts', args: QUICK ? ['--requests', '500', '--rounds', '3'] : [] },
  { name: 'load', script: 'load/run.ts', args: QUICK ? ['--seconds', '15'] : [] },
  { name: 'load', script: 'load/run.ts', args: QUICK ? ['--seconds', '15'] : [], postgres: 'server' },
  {
    name: 'scale',
    script: 'scale/run.ts',
    args: QUICK ? ['--large', '2000', '--rounds', '2'] : [],
    postgres: 'server',
  },
];

/** Runs one part with its output shown as it comes; answers the rows it printed. */
function runPart(part: Part, env: NodeJS.ProcessEnv): Promise<BenchRow[]> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, part.script), ...part.args], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let rows: BenchRow[] = [];
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        if (line.startsWith(ROWS_MARKER)) rows = JSON.parse(line.slice(ROWS_MARKER.length)) as BenchRow[];
        else console.log(line);
      }
    });
    child.on('close', (code) => {
      if (code !== 0 && rows.length === 0)
        rows = [
          {
            part: part.name,
            figure: `${part.script} ${part.args.join(' ')}`,
            value: `failed (exit ${code})`,
            budget: '',
          },
        ];
      resolve(rows);
    });
  });
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_SERVER, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function withDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function main() {
  const started = Date.now();
  const hasPostgres = await postgresAnswers();
  const { DATABASE_URL: _ignored, ...embeddedEnv } = process.env;
  const rows: BenchRow[] = [];
  for (const part of PARTS) {
    if (only && !only.includes(part.name)) continue;
    console.log(
      `\n=== ${part.name}${part.postgres ? ' (PostgreSQL)' : ''}: ${part.script} ${part.args.join(' ')}`,
    );
    if (part.postgres && !hasPostgres) {
      rows.push({
        part: part.name,
        figure: `${part.name} on PostgreSQL`,
        value: 'not run',
        budget: 'needs PostgreSQL',
      });
      continue;
    }
    if (part.postgres === 'database')
      rows.push(...(await withDatabase((url) => runPart(part, { ...embeddedEnv, DATABASE_URL: url }))));
    else if (part.postgres === 'server')
      rows.push(...(await runPart(part, { ...embeddedEnv, DATABASE_URL: PG_SERVER })));
    // The cpu part measures both databases itself; the others here run on the embedded one.
    else
      rows.push(
        ...(await runPart(
          part,
          part.name === 'cpu' ? { ...embeddedEnv, DATABASE_URL: PG_SERVER } : embeddedEnv,
        )),
      );
  }
  const missed = rows.filter((row) => row.met === false).length;
  console.log(
    `\n# npm run bench: ${rows.length} figures, ${missed} budgets missed; ${Math.round((Date.now() - started) / 60_000)} min, ` +
      `${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}${hasPostgres ? '' : ', no PostgreSQL'}\n`,
  );
  console.log(formatTable(rows));
}

await main();
