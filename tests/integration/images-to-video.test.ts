/**
 * Images to video keeps the shape the user chose (issue 15): a chosen aspectRatio wins over the
 * first image's; with none chosen, the nearest of 16:9, 9:16 and 1:1 to the first image by
 * logarithmic ratio. Checked on the rendered file with ffprobe, as a player sees it.
 */
import { registerUser } from '../support/accounts';
import { photoPng, probeUrl } from '../support/media';
import { randomIp } from '../support/api';
import { type RunningServer, startServer } from '../support/server';
import { videoApi } from '../support/videos';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1', WORKER_CONCURRENCY: '2' });
});
afterAll(async () => server?.stop());

async function user() {
  const { token } = await registerUser(server.url, server.dataDir);
  return videoApi(server.url, { token, ip: randomIp() });
}

describe('images to video keeps the chosen shape', () => {
  it.each([
    // [image width, image height, chosen ratio or none, expected ratio]
    [360, 640, '16:9', '16:9'],
    [360, 640, undefined, '9:16'],
    [640, 480, undefined, '16:9'],
    [640, 360, '1:1', '1:1'],
  ] as const)('a %ix%i image with aspectRatio %s gives %s', async (imageWidth, imageHeight, chosen, expected) => {
    const videos = await user();
    const upload = await videos.upload('image', photoPng(imageWidth, imageHeight, 0.7, 0.3), 'photo.png', 'image/png');
    expect(upload.code).toBe(200);
    const created = await videos.create({
      operationType: 'generate',
      prompt: 'bring it to life',
      imgUrls: [upload.data.url],
      quality: '360p',
      duration: 5,
      ...(chosen ? { aspectRatio: chosen } : {}),
    });
    expect(created.code, created.msg).toBe(200);
    const record = await videos.settle(created.data.recordId);
    expect(record.state, record.failMsg ?? '').toBe('success');
    expect(record.generateParam.aspectRatio).toBe(expected);
    const media = await probeUrl(`${server.url}${record.videoUrl}`);
    const [w, h] = expected.split(':').map(Number) as [number, number];
    // 360p: the short side is 360 lines, the long side follows the ratio (even pixels).
    expect(Math.abs(media.width / media.height - w / h)).toBeLessThan(0.01);
    expect(Math.min(media.width, media.height)).toBe(360);
  });
});
