import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/**
 * The docs stay true to the code: README short, every environment variable the product reads
 * documented in docs/configuration.md and listed in .env.example, and every path that
 * docs/architecture.md names present in the tree. Nothing here lists variables or paths by hand:
 * they are read from the code and the docs themselves.
 */
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const ENV_NAME = /^[A-Z][A-Z0-9_]*$/;

/** Every variable loadConfig looks up, recorded by handing it an environment that notes each read. */
function variablesLoadConfigReads(): Set<string> {
  const names = new Set<string>();
  const note = (key: string | symbol) => {
    if (typeof key === 'string' && ENV_NAME.test(key)) names.add(key);
  };
  const env = new Proxy({} as NodeJS.ProcessEnv, {
    get: (target, key) => (note(key), Reflect.get(target, key)),
    has: (target, key) => (note(key), Reflect.has(target, key)),
    getOwnPropertyDescriptor: (target, key) => (note(key), Reflect.getOwnPropertyDescriptor(target, key)),
  });
  loadConfig(env);
  return names;
}

const isTestFile = (file: string) => /\.(test|spec)\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !isTestFile(entry.name) ? [rel] : [];
  });
}

/**
 * The files `npm start` runs besides the server: the files named by its npm scripts (prestart,
 * start), following `npm run x` in those commands and in the files, and Vite's config when a
 * command runs Vite.
 */
function filesTheStartRuns(): string[] {
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || !scripts[name]) return;
    seen.add(name);
    followCommand(scripts[name]);
  };
  const followCommand = (command: string) => {
    for (const [, script] of command.matchAll(/npm run ([\w:-]+)/g)) visit(script!);
    if (/\bvite\b/.test(command) && fs.existsSync(path.join(root, 'vite.config.ts')))
      files.add('vite.config.ts');
    for (const [file] of command.matchAll(/[\w./-]+\.(?:mjs|cjs|js|ts)\b/g)) {
      if (files.has(file) || !fs.existsSync(path.join(root, file))) continue;
      files.add(file);
      followCommand(read(file));
    }
  };
  visit('prestart');
  visit('start');
  return [...files];
}

/** `process.env.NAME` and `process.env['NAME']` in a source text. */
function processEnvReads(source: string): string[] {
  return [
    ...source.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\])/g),
  ].map((m) => (m[1] ?? m[2])!);
}

function variablesTheProductReads(): string[] {
  const names = variablesLoadConfigReads();
  const files = new Set([...sourceFiles('src/server'), ...sourceFiles('src/shared'), ...filesTheStartRuns()]);
  for (const file of files) for (const name of processEnvReads(read(file))) names.add(name);
  return [...names].sort();
}

/** `NAME=` or `# NAME=value` lines of .env.example: name and (unquoted) example value. */
function envExampleEntries(): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of read('.env.example').split('\n')) {
    const m = /^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) entries.set(m[1]!, m[2]!.trim().replace(/^"(.*)"$/, '$1'));
  }
  return entries;
}

/** Variables named in the first column of docs/configuration.md's tables. */
function documentedVariables(): string[] {
  return [...read('docs/configuration.md').matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((m) => m[1]!);
}

/** Whether a file at the root matches .gitignore (the last matching rule wins; `!` un-ignores). */
function isGitignored(file: string): boolean {
  let ignored = false;
  for (const raw of read('.gitignore').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const negated = line.startsWith('!');
    const pattern = (negated ? line.slice(1) : line).replace(/^\//, '').replace(/\/$/, '');
    const glob = pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '[^/]*')
      .replace(/\?/g, '[^/]');
    if (new RegExp(`^${glob}$`).test(file)) ignored = !negated;
  }
  return ignored;
}

describe('README.md', () => {
  it('is under 60 lines', () => {
    const lines = read('README.md').replace(/\n$/, '').split('\n');
    expect(lines.length).toBeLessThan(60);
  });

  it('links only to files that exist', () => {
    const links = [...read('README.md').matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!);
    const local = links.filter((link) => !/^[a-z]+:/.test(link));
    expect(local.length).toBeGreaterThan(0);
    expect(local.filter((link) => !fs.existsSync(path.join(root, link)))).toEqual([]);
  });
});

describe('environment variables', () => {
  const variables = variablesTheProductReads();

  it('finds the variables the product reads', () => {
    // Guards the finder itself: CONTRACT.md §1's variables must be among what it found.
    expect(variables).toEqual(
      expect.arrayContaining(['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'APP_SECRET']),
    );
  });

  it('documents each one in docs/configuration.md', () => {
    const documented = new Set(documentedVariables());
    expect(variables.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('lists each one in .env.example', () => {
    const example = envExampleEntries();
    expect(variables.filter((name) => !example.has(name))).toEqual([]);
  });

  it('documents and lists no variable the product does not read', () => {
    const known = new Set(variables);
    expect(documentedVariables().filter((name) => !known.has(name))).toEqual([]);
    expect([...envExampleEntries().keys()].filter((name) => !known.has(name))).toEqual([]);
  });

  it('gives .env.example values the product accepts', () => {
    const values = Object.fromEntries([...envExampleEntries()].filter(([, value]) => value !== ''));
    expect(() => loadConfig(values)).not.toThrow();
  });

  it('keeps .env.example out of .gitignore', () => {
    expect(isGitignored('.env.example')).toBe(false);
    expect(isGitignored('.env')).toBe(true);
  });
});

describe('docs/architecture.md', () => {
  it('names only paths that exist', () => {
    const text = read('docs/architecture.md');
    const paths = [...text.matchAll(/`((?:src|tests|scripts|docs|drizzle)\/[^`\s]*)`/g)].map((m) => m[1]!);
    expect(paths.length).toBeGreaterThan(10);
    const missing = paths.filter((p) => {
      // `src/server/modules/<domain>/`: check the part before a placeholder.
      const cut = p.split('/').findIndex((part) => /[<*{…]/.test(part));
      const real = cut === -1 ? p : p.split('/').slice(0, cut).join('/');
      return !fs.existsSync(path.join(root, real));
    });
    expect(missing).toEqual([]);
  });
});
