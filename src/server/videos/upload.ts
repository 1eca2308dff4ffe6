/**
 * POST /api/v1/upload as a service (API.md): one multipart `file` of the declared `kind`. The
 * type is judged by the file's magic bytes, never its name; images are re-encoded (which drops
 * their metadata, GPS included) and capped at 4096 px; videos and audio must be readable by
 * ffprobe, which reads them as the type their magic bytes showed and as nothing else. Files
 * get server-made names that end in that type (`file.<ext>`): jobs read their type from it.
 * Limits: image 10 MB, video 100 MB, audio 20 MB (413); with the `kind` field before the file
 * (or `?kind=`), a body past its kind's limit is cut off there (see `receive`).
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { eq } from 'drizzle-orm';
import { CODES } from '@/lib/api/codes';
import { DEMUXERS, probe } from '@/engine/ffmpeg';
import { type Actor, ownerOf } from '@/server/auth/actor';
import { randomId, randomToken } from '@/server/crypto/random';
import type { Database } from '@/server/db/client';
import { uploads } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { hitRateLimit } from '@/server/rate-limit/hit-rate-limit';
import { getStorage } from '@/server/storage/storage';
import { claimIdempotencyKey, idempotencyKey, lockOwner } from './idempotency';
import type { UploadAnswer } from '@/lib/studio';
import { MINUTE } from '@/lib/time';

type UploadKind = 'image' | 'video' | 'audio';

const MB = 1024 * 1024;
const UPLOAD_LIMITS: Record<UploadKind, number> = { image: 10 * MB, video: 100 * MB, audio: 20 * MB };
const ACCEPTED: Record<UploadKind, Record<string, string>> = {
  image: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' },
  video: { 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov' },
  audio: {
    'audio/mpeg': 'mp3',
    'audio/wav': 'wav',
    'audio/vnd.wave': 'wav',
    'audio/x-wav': 'wav',
    'audio/mp4': 'm4a',
    'audio/x-m4a': 'm4a',
    'video/mp4': 'm4a',
  },
};
const UPLOADS_PER_MINUTE = 30;
const MAX_MEDIA_SECONDS = 120;

const UNSUPPORTED = { image: 'imageType', video: 'videoType', audio: 'audioType' } as const;
const TOO_LARGE = { image: 'imageTooLarge', video: 'videoTooLarge', audio: 'audioTooLarge' } as const;

function tooLarge(kind: UploadKind): AppError {
  return new AppError(CODES.PAYLOAD_TOO_LARGE, { key: TOO_LARGE[kind], vars: { maxMb: UPLOAD_LIMITS[kind] / MB } });
}

function isKind(value: unknown): value is UploadKind {
  return value === 'image' || value === 'video' || value === 'audio';
}

/** How long the rest of a refused body is read and dropped, for the client to see the 413. */
const LINGER_MS = 10_000;

/**
 * A body refused for its size: the rest is read off the connection and dropped, never parsed
 * or stored, so a client still sending sees the 413 that is already on its way (a browser that
 * cannot finish sending reports a network error instead); past LINGER_MS the connection is cut
 * (nginx's lingering close does the same).
 */
function discardRest(req: IncomingMessage): void {
  req.unpipe();
  req.resume();
  if (req.complete) return;
  const timer = setTimeout(() => req.socket?.destroy(), LINGER_MS);
  timer.unref();
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
}

/**
 * Reads the multipart body into a temporary file. The size limit is decided when the file part
 * starts: the declared kind's (a `kind` field sent before the file, as our client does, or a
 * `?kind=` query), else the largest (video) until the kind is known after the file. Past the
 * limit, parsing and writing stop at once and the promise fails with 413, so the answer goes
 * out while the client is still sending (see `discardRest`).
 */
async function receive(
  req: IncomingMessage,
  dir: string,
): Promise<{ kind: string | undefined; file: string | null; truncated: boolean }> {
  const queryKind = new URL(req.url ?? '/', 'http://localhost').searchParams.get('kind') ?? undefined;
  const declared = Number(req.headers['content-length'] ?? 0);
  const ceiling = isKind(queryKind) ? UPLOAD_LIMITS[queryKind] : UPLOAD_LIMITS.video;
  if (declared > ceiling + MB) {
    discardRest(req);
    throw tooLarge(isKind(queryKind) ? queryKind : 'video');
  }
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) throw new AppError(CODES.BAD_REQUEST, 'multipartRequired');
  return new Promise((resolve, reject) => {
    let kind: string | undefined = queryKind;
    let file: string | null = null;
    let truncated = false;
    let settled = false;
    let writing: Promise<void> = Promise.resolve();
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 4, fileSize: UPLOAD_LIMITS.video, fieldSize: 1024 },
      });
    } catch {
      reject(new AppError(CODES.BAD_REQUEST, 'multipartRequired'));
      return;
    }
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    parser.on('field', (name, value) => {
      // A query's kind stands: a field cannot raise the limit it already set.
      if (name === 'kind' && !isKind(queryKind)) kind = value;
    });
    parser.on('file', (name, stream) => {
      if (name !== 'file' || file) {
        stream.resume();
        return;
      }
      file = path.join(dir, 'upload');
      const limitKind: UploadKind = isKind(kind) ? kind : 'video';
      const limit = UPLOAD_LIMITS[limitKind];
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes <= limit || settled) return;
        // Over the limit: stop reading the body now rather than receive the rest of it.
        truncated = true;
        stream.destroy();
        discardRest(req);
        fail(tooLarge(limitKind));
      });
      stream.on('limit', () => (truncated = true));
      writing = pipeline(stream, createWriteStream(file));
      writing.catch(() => undefined);
    });
    parser.on('error', () => fail(new AppError(CODES.BAD_REQUEST, 'uploadUnreadable')));
    parser.on('close', () => {
      writing.then(
        () => {
          if (settled) return;
          settled = true;
          resolve({ kind, file, truncated });
        },
        () => fail(new AppError(CODES.BAD_REQUEST, 'uploadUnreadable')),
      );
    });
    req.pipe(parser);
  });
}

export async function uploadFile(db: Database, req: IncomingMessage, actor: Actor): Promise<UploadAnswer> {
  const ownerKey = actor.kind === 'user' ? `user:${actor.userId}` : `device:${actor.deviceId}`;
  // A bad key is refused before the body is read; what it names is the file, once received.
  const requestKey = idempotencyKey(req);
  await hitRateLimit(db, `upload:${ownerKey}`, UPLOADS_PER_MINUTE, MINUTE);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vidloom-upload-'));
  try {
    const received = await receive(req, dir);
    const kind = received.kind;
    if (!isKind(kind)) throw new AppError(CODES.BAD_REQUEST, 'uploadKind');
    if (!received.file) throw new AppError(CODES.BAD_REQUEST, 'chooseFile');
    if (received.truncated) throw tooLarge(kind);
    const size = (await fs.stat(received.file)).size;
    if (size > UPLOAD_LIMITS[kind]) throw tooLarge(kind);
    if (size === 0) throw new AppError(CODES.BAD_REQUEST, UNSUPPORTED[kind]);

    const { fileTypeFromFile } = await import('file-type');
    const detected = await fileTypeFromFile(received.file);
    const extension = detected ? ACCEPTED[kind][detected.mime] : undefined;
    if (!extension) throw new AppError(CODES.BAD_REQUEST, UNSUPPORTED[kind]);

    let stored = received.file;
    let width: number | null = null;
    let height: number | null = null;
    let duration: number | null = null;
    let contentType = detected!.mime;
    if (kind === 'image') {
      const sharp = (await import('sharp')).default;
      stored = path.join(dir, `clean.${extension}`);
      try {
        const pipelineImage = sharp(received.file, { limitInputPixels: 100_000_000 })
          .rotate()
          .resize({ width: 4096, height: 4096, fit: 'inside', withoutEnlargement: true });
        const info = await (extension === 'png'
          ? pipelineImage.png()
          : extension === 'webp'
            ? pipelineImage.webp({ quality: 90 })
            : pipelineImage.jpeg({ quality: 90, mozjpeg: true })
        ).toFile(stored);
        width = info.width;
        height = info.height;
      } catch {
        throw new AppError(CODES.BAD_REQUEST, UNSUPPORTED.image);
      }
    } else {
      let info: Awaited<ReturnType<typeof probe>>;
      try {
        // Read as the type the magic bytes showed, and as nothing else (engine/ffmpeg.ts).
        info = await probe(received.file, DEMUXERS[extension as keyof typeof DEMUXERS]);
      } catch {
        throw new AppError(CODES.BAD_REQUEST, UNSUPPORTED[kind]);
      }
      if (kind === 'video' && !info.videoCodec) throw new AppError(CODES.BAD_REQUEST, UNSUPPORTED.video);
      if (kind === 'audio' && !info.audioCodec) throw new AppError(CODES.BAD_REQUEST, UNSUPPORTED.audio);
      if (info.duration <= 0 || info.duration > MAX_MEDIA_SECONDS)
        throw new AppError(CODES.BAD_REQUEST, { key: 'mediaLength', vars: { max: MAX_MEDIA_SECONDS } });
      width = info.width || null;
      height = info.height || null;
      duration = info.duration;
      if (kind === 'audio')
        contentType = { mp3: 'audio/mpeg', wav: 'audio/wav', m4a: 'audio/mp4' }[extension] ?? contentType;
    }

    const key = `uploads/${randomToken(16)}/file.${extension}`;
    const storage = getStorage();
    const owner = ownerOf(actor);
    const id = randomId('upl');
    const row = {
      id,
      userId: owner.userId ?? null,
      deviceId: owner.deviceId ?? null,
      kind,
      storageKey: key,
      contentType,
      bytes: (await fs.stat(/*turbopackIgnore: true*/ stored)).size,
      width,
      height,
      duration,
    };
    if (requestKey === null) {
      await storage.putFile(key, stored);
      await db.insert(uploads).values(row);
      return { url: storage.url(key), duration, width, height };
    }
    // Under an Idempotency-Key the key, the file and the row are one step, under the owner's
    // lock: the same file sent again answers the first upload, another file under the key 422.
    const claim = { owner: ownerKey, key: requestKey, requestHash: await fileHash(kind, received.file) };
    const first = await db.transaction(async (tx) => {
      await lockOwner(tx, actor);
      const replayedFrom = await claimIdempotencyKey(tx, claim, id);
      if (replayedFrom) {
        const [earlier] = await tx.select().from(uploads).where(eq(uploads.id, replayedFrom));
        if (earlier) return earlier;
      }
      await storage.putFile(key, stored);
      await tx.insert(uploads).values(row);
      return row;
    });
    return { url: storage.url(first.storageKey), duration: first.duration, width: first.width, height: first.height };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** What an upload's Idempotency-Key names: its kind and the bytes of the file as received. */
async function fileHash(kind: string, file: string): Promise<string> {
  const hash = createHash('sha256').update(`${kind}\n`);
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
