import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rverUntyped from 's3rver';

interface S3rverServer {
  run: () => Promise<{ port: number }>;
  close: () => Promise<void>;
}
const S3rver = S3rverUntyped as new (options: object) => S3rverServer;

export interface TestS3 {
  /** MEDIA_STORAGE settings that point at this server. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

/** A real S3-protocol server (s3rver) on a free port, with one bucket, for the S3 adapter's tests. */
export async function startS3(bucket = 'school-media'): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    env: {
      MEDIA_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
