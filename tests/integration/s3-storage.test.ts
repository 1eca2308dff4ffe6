/** Videos and uploads in an S3-compatible bucket (s3rver, an S3 server from npm, on a local port). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import S3rver from 's3rver';
import { registerUser } from '../support/accounts';
import { randomIp } from '../support/api';
import { probeUrl } from '../support/media';
import { freePort, type RunningServer, startServer } from '../support/server';
import { videoApi } from '../support/videos';

let s3: S3rver;
let s3Url: string;
let server: RunningServer;
const bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-s3-'));

beforeAll(async () => {
  const port = await freePort();
  s3 = new S3rver({
    port,
    address: '127.0.0.1',
    directory: bucketDir,
    silent: true,
    configureBuckets: [{ name: 'vidloom-test', configs: [] }],
  });
  await s3.run();
  s3Url = `http://127.0.0.1:${port}`;
  // Its own data folder, even on PostgreSQL: the test checks that nothing lands in it.
  server = await startServer({
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-s3-data-')),
    TRUST_PROXY: '1',
    S3_BUCKET: 'vidloom-test',
    S3_ENDPOINT: s3Url,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
});
afterAll(async () => {
  await server?.stop();
  await s3?.close();
});

function objects(): string[] {
  const root = path.join(bucketDir, 'vidloom-test');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true })
    .map(String)
    .filter(
      (name) =>
        !name.endsWith('._S3rver_metadata.json') &&
        !name.endsWith('._S3rver_object.md5') &&
        /\.(mp4|jpg|png)(\._S3rver_object)?$/.test(name),
    );
}

describe('S3 storage', () => {
  it('keeps uploads and rendered videos in the bucket, serves them by redirect with Range, and deletes them', async () => {
    const { token } = await registerUser(server.url, server.dataDir);
    const videos = videoApi(server.url, { token, ip: randomIp() });
    const canvas = createCanvas(320, 180);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#229966';
    ctx.fillRect(0, 0, 320, 180);
    const upload = await videos.upload('image', canvas.toBuffer('image/png'), 'a.png', 'image/png');
    expect(upload.code).toBe(200);
    const created = await videos.create({
      operationType: 'generate',
      prompt: 'from the bucket',
      imgUrls: [upload.data.url],
    });
    const record = await videos.settle(created.data.recordId);
    expect(record.state, record.failMsg ?? '').toBe('success');
    expect(record.videoUrl).toMatch(/^\/media\/videos\//);
    expect(fs.existsSync(path.join(server.dataDir, 'storage'))).toBe(false);
    expect(objects().some((name) => name.includes('video.mp4'))).toBe(true);

    const redirect = await fetch(`${server.url}${record.videoUrl}`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toMatch(new RegExp(`^${s3Url}/vidloom-test/videos/.+X-Amz-Signature=`));
    const media = await probeUrl(`${server.url}${record.videoUrl}`);
    expect(media).toMatchObject({ videoCodec: 'h264', width: 640, height: 360 });
    const ranged = await fetch(redirect.headers.get('location')!, { headers: { range: 'bytes=0-99' } });
    expect([ranged.status, (await ranged.arrayBuffer()).byteLength]).toEqual([206, 100]);

    expect((await videos.remove([record.id])).data).toEqual({ deleted: 1 });
    expect(objects().some((name) => name.includes('video.mp4'))).toBe(false);
  });
});
