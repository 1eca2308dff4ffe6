/**
 * Where videos, covers and uploads live (ARCHITECTURE.md): a local folder by default
 * (`$DATA_DIR/storage`, served by the app at /media with HTTP Range). Keys are paths made by
 * the server only ("videos/<random>/video.mp4"), never from a client's file name.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { serverEnv } from '@/env';
import { S3Storage } from './s3-storage';

export type StoredObject = { size: number };
/** An object opened for reading: its size and body belong to one version, even if it is replaced meanwhile. */
export type OpenedObject = { size: number; body: Readable };

export interface Storage {
  /** Copies a local file in under `key`. */
  putFile(key: string, file: string): Promise<void>;
  putBuffer(key: string, data: Buffer): Promise<void>;
  stat(key: string): Promise<StoredObject | null>;
  /** A stream of the object, or of bytes start..end (inclusive). */
  read(key: string, range?: { start: number; end: number }): Readable;
  /** Copies the object to a local file (the engine works on files). */
  getFile(key: string, file: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /** Every stored key under `prefix` ('' for all), with its size: what a backup copies. */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
  /** The object's size and body from one read, or null when there is none. */
  open(key: string): Promise<OpenedObject | null>;
  /** The URL a browser fetches the object from. */
  url(key: string): string;
  /** For storage the app does not serve itself: where /media/<key> redirects. */
  location?(key: string): Promise<string>;
}

const KEY_RE = /^[a-z]+\/[A-Za-z0-9_-]{16,64}\/[a-z0-9-]+\.[a-z0-9]{2,4}$/;

/** True for keys of the shape this server makes; anything else (.., slashes, odd names) is refused. */
export function isStorageKey(key: string): boolean {
  return KEY_RE.test(key);
}

export const MEDIA_PREFIX = '/media/';

class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!isStorageKey(key) && !/^[a-z]+\/[A-Za-z0-9_-]{16,64}\/?$/.test(key))
      throw new Error(`not a storage key: ${key}`);
    return path.join(this.root, key);
  }

  async putFile(key: string, file: string): Promise<void> {
    const target = this.file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    await fs.copyFile(file, temporary);
    await fs.rename(temporary, target);
  }

  async putBuffer(key: string, data: Buffer): Promise<void> {
    const target = this.file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, target);
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const info = await fs.stat(this.file(key));
      return info.isFile() ? { size: info.size } : null;
    } catch {
      return null;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.file(key), range);
  }

  async getFile(key: string, file: string): Promise<void> {
    await pipeline(this.read(key), createWriteStream(file));
  }

  async deletePrefix(prefix: string): Promise<void> {
    await fs.rm(this.file(prefix), { recursive: true, force: true });
  }

  async *list(prefix: string): AsyncIterable<{ key: string; size: number }> {
    const names = await fs.readdir(path.join(this.root, prefix), { recursive: true }).catch(() => [] as string[]);
    for (const name of names.sort()) {
      const key = path.posix.join(prefix, name.split(path.sep).join('/'));
      // Files being written (`*.tmp`) and anything not of our making are not stored objects.
      if (!isStorageKey(key)) continue;
      const info = await fs.stat(path.join(this.root, key)).catch(() => null);
      if (info?.isFile()) yield { key, size: info.size };
    }
  }

  async open(key: string): Promise<OpenedObject | null> {
    const handle = await fs.open(this.file(key), 'r').catch(() => null);
    if (!handle) return null;
    const info = await handle.stat();
    return { size: info.size, body: handle.createReadStream() };
  }

  url(key: string): string {
    return `${MEDIA_PREFIX}${key}`;
  }
}

let storage: Storage | undefined;

export function getStorage(): Storage {
  if (storage) return storage;
  const env = serverEnv();
  if (env.S3_BUCKET) {
    storage = new S3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
      publicUrl: env.S3_PUBLIC_URL,
    });
  } else storage = new LocalStorage(path.resolve(env.DATA_DIR, 'storage'));
  return storage;
}

/**
 * The storage key a URL of ours points at (`/media/<key>`, or the same on one of `hosts`), or
 * null for anything else: another host, another path, a key of a shape we never make.
 */
export function keyFromMediaUrl(url: unknown, hosts: readonly string[] = []): string | null {
  if (typeof url !== 'string' || url.length > 512) return null;
  let pathname = url;
  if (!url.startsWith('/') || url.startsWith('//')) {
    try {
      const parsed = new URL(url);
      if (!['http:', 'https:'].includes(parsed.protocol) || !hosts.includes(parsed.host)) return null;
      pathname = parsed.pathname;
    } catch {
      return null;
    }
  }
  if (!pathname.startsWith(MEDIA_PREFIX)) return null;
  const key = pathname.slice(MEDIA_PREFIX.length);
  return isStorageKey(key) ? key : null;
}
