import path from 'node:path';
import S3rver from 's3rver';
import type { AppConfig } from '../../src/server/config';

/**
 * A real S3-compatible server (s3rver) on loopback with these buckets, files under `directory`.
 * `settings(bucket)` is the product's S3 configuration for one of them; `env(bucket)` the same as
 * the STORAGE=s3 environment a server process reads.
 */
export async function startS3Server(directory: string, buckets: string[]) {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(directory, 's3'),
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (bucket: string): AppConfig['s3'] => ({
    bucket,
    region: 'eu-west-2',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  const env = (bucket: string) => ({
    STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_REGION: 'eu-west-2',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  });
  return { settings, env, close: () => server.close() };
}
