import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkKey, checkPrefix, contentTypeOf, type MediaStorage } from './media-storage.ts';

export interface S3Options {
  bucket: string;
  region: string;
  /** Any S3-compatible service: NCP Object Storage, Cloudflare R2, MinIO; unset = AWS. */
  endpoint?: string;
  /** `bucket` in the path instead of the host name (MinIO and most self-hosted servers need it). */
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Keys are stored under this folder of the bucket (e.g. `school/`), so one bucket may serve several sites. */
  prefix?: string;
}

const missing = (err: unknown) => err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/** An S3-compatible bucket through the AWS SDK. */
export class S3Storage implements MediaStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(options: S3Options) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ? checkPrefix(options.prefix) : '';
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
      // Checksums on every request are newer than several S3-compatible services (R2, NCP, older MinIO).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private key(key: string): string {
    return this.prefix + checkKey(key);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
      return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  async put(key: string, body: Buffer | string, contentType = contentTypeOf(key)): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.key(key), Body: body, ContentType: contentType }));
  }

  async putFile(key: string, file: string, contentType = contentTypeOf(key)): Promise<void> {
    // Multipart for large sources (a single PUT stops at 5 GB); parts go up a few at a time.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.key(key), Body: createReadStream(file), ContentType: contentType },
      queueSize: 4,
      partSize: 16 * 1024 * 1024,
    });
    await upload.done();
    await fs.rm(file, { force: true });
  }

  async download(key: string, file: string): Promise<boolean> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
      await fs.mkdir(path.dirname(file), { recursive: true });
      await pipeline(out.Body as Readable, createWriteStream(file));
      return true;
    } catch (err) {
      if (missing(err)) return false;
      throw err;
    }
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const out = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix + checkPrefix(prefix), ContinuationToken: token }));
      for (const o of out.Contents ?? []) if (o.Key) keys.push(o.Key.slice(this.prefix.length));
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    const keys = await this.list(prefix);
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000).map((k) => ({ Key: this.prefix + k }));
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }));
    }
  }
}
