/**
 * Storage in an S3-compatible bucket (ARCHITECTURE.md scale-out: several web instances and
 * workers share it). Browsers still ask /media/<key>; that route answers with a redirect to a
 * short-lived presigned URL (or to S3_PUBLIC_URL), and the bucket serves Range requests itself.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { MEDIA_PREFIX, type OpenedObject, type Storage, type StoredObject } from './storage';
import { HOUR_SECONDS } from '@/lib/time';
import { mediaType } from './media-types';

export type S3Options = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  publicUrl?: string;
};

export class S3Storage implements Storage {
  private client: S3Client;

  constructor(private readonly options: S3Options) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      // Checksums only where S3 requires them: many S3-compatible services do not understand the
      // aws-chunked uploads the SDK sends by default and would store the framing with the data.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    });
  }

  private contentType(key: string): string {
    return mediaType(key) ?? 'application/octet-stream';
  }

  async putFile(key: string, file: string): Promise<void> {
    const { size } = await stat(file);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: this.contentType(key),
      }),
    );
  }

  async putBuffer(key: string, data: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: data, ContentType: this.contentType(key) }),
    );
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch {
      return null;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    const out = new PassThrough();
    this.client
      .send(
        new GetObjectCommand({
          Bucket: this.options.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      )
      .then((answer) => (answer.Body as Readable).pipe(out))
      .catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  async getFile(key: string, file: string): Promise<void> {
    await pipeline(this.read(key), createWriteStream(file));
  }

  async deletePrefix(prefix: string): Promise<void> {
    const listed = await this.client.send(
      new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: prefix.endsWith('/') ? prefix : `${prefix}/` }),
    );
    const keys = (listed.Contents ?? []).map((object) => ({ Key: object.Key! }));
    if (keys.length > 0)
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.options.bucket, Delete: { Objects: keys } }));
  }

  async *list(prefix: string): AsyncIterable<{ key: string; size: number }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: prefix || undefined,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async open(key: string): Promise<OpenedObject | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return { size: answer.ContentLength ?? 0, body: answer.Body as Readable };
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  url(key: string): string {
    return `${MEDIA_PREFIX}${key}`;
  }

  /** Where /media/<key> sends the browser: the public URL, or a presigned one valid for an hour. */
  async location(key: string): Promise<string> {
    if (this.options.publicUrl) return `${this.options.publicUrl.replace(/\/+$/, '')}/${key}`;
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.options.bucket, Key: key }), {
      expiresIn: HOUR_SECONDS,
    });
  }
}
