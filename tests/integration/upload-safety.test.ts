/**
 * Upload safety (issue 13, item 8): a file that is an MP3 to our type check but an HLS playlist
 * naming a local file to ffmpeg is refused, never measured through the file it names; an image
 * body past the image limit is cut off there (the 413 comes before the body is all sent),
 * while the API's form (`kind` before or after `file`) keeps working.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { inject } from 'vitest';
import { mediaFfmpegBinary } from '@/engine/ffmpeg';
import { registerUser } from '../support/accounts';
import { randomIp } from '../support/api';
import { craftedHlsMp3 } from '../support/media';
import { videoApi } from '../support/videos';

const MB = 1024 * 1024;
let token: string;
const ip = randomIp();

beforeAll(async () => {
  ({ token } = await registerUser(inject('baseURL'), inject('dataDir')));
});

describe('uploads of crafted media', () => {
  it('refuses an MP3 that is an HLS playlist naming a local file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-crafted-'));
    // A real, readable MP3 on the server's machine, 37 s long: what the playlist points at.
    const secret = path.join(dir, 'secret.mp3');
    execFileSync(mediaFfmpegBinary(), [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440',
      '-t',
      '37',
      secret,
    ]);
    const crafted = craftedHlsMp3(secret);
    // Our type check calls it an MP3: only the forced demuxer stands between it and the playlist.
    const { fileTypeFromBuffer } = await import('file-type');
    expect((await fileTypeFromBuffer(crafted))?.mime).toBe('audio/mpeg');
    const answer = await videoApi(inject('baseURL'), { token, ip }).upload('audio', crafted, 'voice.mp3', 'audio/mpeg');
    expect({ status: answer.status, code: answer.code }).toEqual({ status: 400, code: 400 });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

/**
 * Sends a multipart upload of `fileBytes` zero bytes (chunked, no length declared), with
 * `kind` as a field before the file or in the query, and stops sending once an answer comes.
 * Returns the answer and how many bytes had been sent by then.
 */
type Envelope = { code: number; msg: string; msgKey?: string; msgVars?: Record<string, string | number> };

async function sendLargeImage(
  fileBytes: number,
  kindIn: 'field' | 'query',
): Promise<{ status: number; body: Envelope; sentWhenAnswered: number }> {
  const url = new URL(`${inject('baseURL')}/api/v1/upload${kindIn === 'query' ? '?kind=image' : ''}`);
  const boundary = `----vidloom${Date.now()}`;
  const head = Buffer.from(
    `${kindIn === 'field' ? `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nimage\r\n` : ''}` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = http.request(url, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
      'x-forwarded-for': ip,
    },
  });
  let sent = 0;
  let sentWhenAnswered = -1;
  const answered = new Promise<{ status: number; body: Envelope }>((resolve, reject) => {
    req.on('response', (res) => {
      sentWhenAnswered = sent;
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Envelope }));
      res.on('error', reject);
    });
  });
  // Once the server has answered and closed, further writes fail: that is expected here.
  req.on('error', () => undefined);
  const write = (chunk: Buffer) => {
    sent += chunk.length;
    return req.write(chunk);
  };
  write(head);
  const chunk = Buffer.alloc(256 * 1024);
  let done = false;
  void answered.then(() => (done = true));
  while (!done && sent < fileBytes) {
    if (!write(chunk)) await Promise.race([new Promise((resolve) => req.once('drain', resolve)), answered]);
  }
  if (!done) req.end(tail);
  const answer = await answered;
  req.destroy();
  return { ...answer, sentWhenAnswered };
}

describe('image upload size', () => {
  for (const kindIn of ['field', 'query'] as const) {
    it(`answers 413 for an image past 10 MB before the body is all sent (kind in the ${kindIn})`, async () => {
      // More than even a video may be (100 MB): the old server read it all before answering.
      const total = 120 * MB;
      const answer = await sendLargeImage(total, kindIn);
      expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 413, code: 413 });
      expect(answer.body).toMatchObject({
        msg: 'The file is too large. An image can be at most 10 MB.',
        msgKey: 'imageTooLarge',
        msgVars: { maxMb: 10 },
      });
      // Cut off near the image limit, far from the 120 MB the client meant to send. What the
      // client has handed to its socket runs ahead of what the server read by the buffers on the
      // way and the answer's trip back, which grow on a busy machine (48 MB seen once under load).
      expect(answer.sentWhenAnswered).toBeGreaterThan(10 * MB);
      expect(answer.sentWhenAnswered).toBeLessThan(70 * MB);
    });
  }

  it('still takes a form that names the kind after the file', async () => {
    const canvas = createCanvas(64, 48);
    canvas.getContext('2d').fillRect(0, 0, 64, 48);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(canvas.toBuffer('image/png'))], { type: 'image/png' }), 'a.png');
    form.append('kind', 'image');
    const res = await fetch(`${inject('baseURL')}/api/v1/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
      body: form,
    });
    const body = (await res.json()) as { code: number; data: { url: string } };
    expect(body.code).toBe(200);
    expect(body.data.url).toMatch(/\/file\.png$/);
  });
});
