import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';
import type { FileStorage } from './index';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Just enough of S3 on loopback: PutObject, GetObject and DeleteObject on path-style /bucket/key. */
function startFakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  const requests: { method: string; path: string; authorization: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const key = decodeURIComponent(url.pathname);
      requests.push({ method: req.method ?? '', path: key, authorization: req.headers.authorization });
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), contentType: req.headers['content-type'] });
        res.writeHead(200, { etag: '"fake"' }).end();
      } else if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end(
              '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
            );
          return;
        }
        res
          .writeHead(200, {
            'content-type': object.contentType ?? 'application/octet-stream',
            'content-length': object.body.length,
          })
          .end(object.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  return { server, objects, requests };
}

describe('S3 file storage against a local S3 look-alike', () => {
  const fake = startFakeS3();
  let storage: FileStorage;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    storage = createS3Storage({
      bucket: 'lettings',
      region: 'eu-west-2',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    });
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('puts an object under /bucket/key with its content type, signed', async () => {
    const data = Buffer.from('%PDF-1.4 fake');
    await storage.put('documents/1234', data, 'application/pdf');
    expect(fake.objects.get('/lettings/documents/1234')).toEqual({
      body: data,
      contentType: 'application/pdf',
    });
    const put = fake.requests.find((r) => r.method === 'PUT');
    expect(put).toMatchObject({
      path: '/lettings/documents/1234',
      authorization: expect.stringContaining('test-key'),
    });
  });

  it('gets it back as a stream', async () => {
    const data = Buffer.from([0, 1, 2, 3, 250, 251]);
    await storage.put('documents/bytes', data, 'image/png');
    expect(await readAll((await storage.get('documents/bytes'))!)).toEqual(data);
  });

  it('answers null for a missing key', async () => {
    expect(await storage.get('documents/never')).toBeNull();
  });

  it('deletes an object', async () => {
    await storage.put('documents/gone', Buffer.from('x'), 'text/plain');
    await storage.delete('documents/gone');
    expect(fake.objects.has('/lettings/documents/gone')).toBe(false);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/lettings/documents/gone' });
    expect(await storage.get('documents/gone')).toBeNull();
  });
});
