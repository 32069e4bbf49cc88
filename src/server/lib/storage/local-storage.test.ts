import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import type { FileStorage } from './index';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('local file storage', () => {
  let root: string;
  let storage: FileStorage;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
    storage = createLocalStorage(path.join(root, 'uploads'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('puts, gets and deletes a file by key, making folders as needed', async () => {
    const data = Buffer.from([0, 1, 2, 255, 254]);
    await storage.put('documents/abc', data, 'application/pdf');
    expect(fs.readFileSync(path.join(root, 'uploads', 'documents', 'abc'))).toEqual(data);
    expect(await readAll((await storage.get('documents/abc'))!)).toEqual(data);
    await storage.delete('documents/abc');
    expect(fs.existsSync(path.join(root, 'uploads', 'documents', 'abc'))).toBe(false);
  });

  it('answers null for a key it does not hold, and deleting one is not an error', async () => {
    expect(await storage.get('documents/missing')).toBeNull();
    await expect(storage.delete('documents/missing')).resolves.toBeUndefined();
  });

  it('replaces a file put twice under one key, leaving no temporary file', async () => {
    await storage.put('documents/k', Buffer.from('first'), 'text/plain');
    await storage.put('documents/k', Buffer.from('second'), 'text/plain');
    expect((await readAll((await storage.get('documents/k'))!)).toString()).toBe('second');
    expect(fs.readdirSync(path.join(root, 'uploads', 'documents'))).toEqual(['k']);
  });

  it('lists every key it holds, not writes in progress, and nothing before the first put', async () => {
    const none: string[] = [];
    for await (const key of storage.list()) none.push(key);
    expect(none).toEqual([]);
    await storage.put('documents/a', Buffer.from('a'), 'text/plain');
    await storage.put('photos/b.webp', Buffer.from('b'), 'image/webp');
    fs.writeFileSync(path.join(root, 'uploads', 'documents', 'c.123.abc.tmp'), 'half');
    const keys: string[] = [];
    for await (const key of storage.list()) keys.push(key);
    expect(keys.sort()).toEqual(['documents/a', 'photos/b.webp']);
  });

  it('refuses keys that escape its folder', async () => {
    fs.writeFileSync(path.join(root, 'secret'), 'do not touch');
    for (const key of ['../secret', 'documents/../../secret', '/etc/passwd', '..', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
        /invalid storage key/,
      );
      await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/invalid storage key/);
    }
    expect(fs.readFileSync(path.join(root, 'secret'), 'utf8')).toBe('do not touch');
  });
});
