/**
 * Each browser build carries one language's messages (scripts/build/locale-build.ts): every compiled
 * message, reduced to the build's language, says exactly what the full message says for that
 * language on the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { singleLanguageMessage } from '../../../scripts/build/locale-build';
import { m } from './messages';
import type { Locale } from './locale';

const MESSAGES = path.join(import.meta.dirname, 'generated/messages');
const files = fs.readdirSync(MESSAGES).filter((file) => file.endsWith('.js') && file !== '_index.js');

/** Any input a message asks for reads back as its own name. */
const inputs = new Proxy({}, { get: (_target, key) => `{${String(key)}}` });

type Message = (inputs: object, options?: { locale: Locale }) => string;

/** Runs a reduced module (no imports left) and returns its export. */
function exported(code: string, name: string): Message {
  expect(code).not.toMatch(/^import /m);
  return new Function(`${code.replace(/^export const /m, 'const ')}\nreturn ${name};`)() as Message;
}

describe('single-language messages', () => {
  it('covers every compiled message', () => {
    expect(files.length).toBe(Object.keys(m).length);
  });

  for (const locale of ['en', 'cy'] as const) {
    it(`keeps each message's ${locale} text and nothing that picks a language`, () => {
      for (const file of files) {
        const name = file.replace(/\.js$/, '');
        const code = singleLanguageMessage(fs.readFileSync(path.join(MESSAGES, file), 'utf8'), locale, file);
        expect(code).toContain(`export const ${name} = ${locale}_${name};`);
        const full = (m as unknown as Record<string, Message>)[name]!;
        expect(exported(code, name)(inputs), name).toBe(full(inputs, { locale }));
      }
    });
  }

  it('refuses a module of another shape', () => {
    expect(() => singleLanguageMessage('export const x = () => "x";', 'en')).toThrow(/expected shape/);
  });
});
