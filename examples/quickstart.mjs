#!/usr/bin/env node
/**
 * Vidloom's API from a program, end to end, with Node alone (no packages):
 *
 *   VIDLOOM_URL=http://localhost:3000 VIDLOOM_API_KEY=vl_… node examples/quickstart.mjs [image.png]
 *
 * It uploads an image (a small generated one unless you name a file), creates a video from it
 * under an Idempotency-Key (a retry could never charge twice), waits for it, and downloads it.
 *
 * Waiting: with VIDLOOM_WEBHOOK_SECRET (the whsec_… shown when you registered the endpoint in
 * your settings) it listens on VIDLOOM_WEBHOOK_PORT (default 8787) for the signed video.succeeded
 * or video.failed delivery and checks its Vidloom-Signature; it polls the record too, now and
 * then, so a lost delivery only makes it slower. Without the secret it polls.
 * A local server delivers to http://localhost only with WEBHOOK_ALLOW_PRIVATE=1.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { deflateSync } from 'node:zlib';

const BASE = (process.env.VIDLOOM_URL ?? '').replace(/\/$/, '');
const KEY = process.env.VIDLOOM_API_KEY ?? '';
const SECRET = process.env.VIDLOOM_WEBHOOK_SECRET ?? '';
const PORT = Number(process.env.VIDLOOM_WEBHOOK_PORT ?? 8787);
/** Deliveries older than this are refused: a recorded one cannot be replayed later. */
const SIGNATURE_TOLERANCE_SECONDS = 300;
const WAIT_LIMIT_MS = 15 * 60_000;

if (!BASE || !KEY) {
  console.error('Set VIDLOOM_URL and VIDLOOM_API_KEY.');
  process.exit(2);
}

/** One API call: the envelope's `data` on code 200, else an error with the code and message. */
async function call(method, path, { json, form, headers = {} } = {}) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${KEY}`,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: json === undefined ? form : JSON.stringify(json),
  });
  const answer = await res.json();
  if (answer.code !== 200) {
    const retry = res.headers.get('retry-after');
    throw Object.assign(new Error(`${method} ${path}: ${answer.code} ${answer.msg}`), {
      code: answer.code,
      retryAfter: retry ? Number(retry) : null,
    });
  }
  return answer.data;
}

/** A 320×180 PNG with a sky-to-sea gradient, so the example needs no file of its own. */
function gradientPng(width = 320, height = 180) {
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const sky = y < height / 2;
      row[1 + x * 3] = sky ? 120 + (x % 60) : 20;
      row[2 + x * 3] = sky ? 170 : 90 + (y % 40);
      row[3 + x * 3] = sky ? 230 : 160;
    }
    rows.push(row);
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'ascii');
    data.copy(out, 8);
    out.writeUInt32BE(crc(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whether a delivery's Vidloom-Signature is the endpoint secret's HMAC of "<t>.<raw body>", and fresh. */
function verifySignature(rawBody, header, secret, now = Date.now()) {
  const parts = Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split('=')),
  );
  const t = Number(parts.t);
  if (!Number.isFinite(t) || Math.abs(now / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest('hex');
  const given = Buffer.from(String(parts.v1 ?? ''));
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
}

/**
 * Listens for signed deliveries; `finished(recordId)` resolves with the record once one names it
 * as finished. Started before the create, so not even a very quick job's delivery finds no one.
 */
function webhookListener() {
  const seen = new Set();
  const records = new Map();
  const waiting = new Map();
  const finished = (recordId) =>
    records.has(recordId) ? Promise.resolve(records.get(recordId)) : new Promise((resolve) => waiting.set(recordId, resolve));
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      if (!verifySignature(raw, req.headers['vidloom-signature'], SECRET)) {
        res.writeHead(400).end('bad signature');
        return;
      }
      // Answer at once; deliveries are at least once, so a repeated event id is ignored.
      res.writeHead(204).end();
      const event = JSON.parse(raw);
      if (seen.has(event.id)) return;
      seen.add(event.id);
      console.log(`webhook: ${event.type} for ${event.data?.id}`);
      records.set(event.data?.id, event.data);
      waiting.get(event.data?.id)?.(event.data);
    });
  });
  return { server, finished };
}

async function recordOf(recordId) {
  const [record] = await call('POST', '/api/v1/video/loadPendingRecordList', { json: { pendingRecordIdList: [recordId] } });
  return record;
}

async function waitForRecord(recordId, webhook) {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  // With a webhook the poll is only a safety net, so it can be slow.
  const pollMs = webhook ? 10_000 : 3_000;
  while (Date.now() < deadline) {
    const polled = await recordOf(recordId);
    if (polled && (polled.state === 'success' || polled.state === 'fail')) return polled;
    if (polled) console.log(`state: ${polled.state}${polled.etaSeconds ? ` (about ${polled.etaSeconds} s)` : ''}`);
    const pause = new Promise((resolve) => setTimeout(resolve, pollMs));
    const delivered = await Promise.race([pause.then(() => null), webhook?.finished(recordId) ?? pause.then(() => null)]);
    if (delivered) return delivered;
  }
  throw new Error(`record ${recordId} did not finish within ${WAIT_LIMIT_MS / 60_000} minutes`);
}

/** Calls that answer 439 (slow down) are tried again after the Retry-After the server sends. */
async function withRetry(what) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await what();
    } catch (error) {
      if (error.code !== 439 || attempt >= 5) throw error;
      const seconds = error.retryAfter ?? 5;
      console.log(`slowed down: retrying in ${seconds} s`);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
  }
}

async function main() {
  const file = process.argv[2];
  const bytes = file ? await readFile(file) : gradientPng();
  const type = file?.endsWith('.jpg') || file?.endsWith('.jpeg') ? 'image/jpeg' : file?.endsWith('.webp') ? 'image/webp' : 'image/png';

  const models = await call('GET', '/api/v1/models');
  const model = models.find((m) => m.id === 'base' && m.available) ?? models.find((m) => m.available);
  if (!model) throw new Error('no model is available on this server');

  const form = new FormData();
  form.append('kind', 'image');
  form.append('file', new Blob([bytes], { type }), file ?? 'gradient.png');
  const upload = await withRetry(() =>
    call('POST', '/api/v1/upload', { form, headers: { 'Idempotency-Key': `upload-${randomUUID()}` } }),
  );
  console.log(`uploaded: ${upload.url}`);

  let webhook = null;
  if (SECRET) {
    webhook = webhookListener();
    await new Promise((resolve) => webhook.server.listen(PORT, resolve));
    console.log(`listening for webhooks on http://localhost:${PORT}/`);
  }
  try {
    await createAndDownload(upload.url, model.id, webhook);
  } finally {
    webhook?.server.close();
  }
}

async function createAndDownload(imageUrl, modelId, webhook) {
  const body = {
    operationType: 'generate',
    model: modelId,
    prompt: 'Gentle waves under a bright sky, the camera slowly pushes in',
    imgUrls: [imageUrl],
  };
  // The same key and body answer the same record and charge once: a retry after a lost answer is safe.
  const idempotencyKey = randomUUID();
  const created = await withRetry(() =>
    call('POST', '/api/v1/video/create', { json: body, headers: { 'Idempotency-Key': idempotencyKey } }),
  );
  console.log(`created: ${created.recordId} with ${modelId}`);

    const record = await waitForRecord(created.recordId, webhook);
    if (record.state !== 'success') throw new Error(`the video failed: ${record.failMsg}`);
    const video = await fetch(new URL(record.videoUrl, BASE));
    if (!video.ok) throw new Error(`download: HTTP ${video.status}`);
    const out = `vidloom-${record.id}.mp4`;
    await writeFile(out, Buffer.from(await video.arrayBuffer()));
    console.log(`downloaded: ${out} (${record.width}×${record.height}, ${record.duration} s, ${record.cost} credits)`);
    // The plans route answers a key's own plan and balance beside the plan table.
    const { currentPlan, credits } = await call('GET', '/api/v1/plans');
    console.log(`credits left: ${credits} (plan ${currentPlan})`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
