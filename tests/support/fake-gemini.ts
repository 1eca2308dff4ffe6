/**
 * A local stand-in for the Gemini API's Veo routes (STACK.md "Remote models"), following its
 * REST contract: predictLongRunning returns an operation, polling it says done after a few
 * calls, and the result points at a file served with the same key header. A prompt containing
 * "blocked" comes back safety-filtered. Used only by tests.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeGemini = { url: string; requests: { path: string; key: string | undefined; body: unknown }[]; close: () => Promise<void> };

export async function startFakeGemini(videoFile: string, { key = 'test-gemini-key', pollsUntilDone = 2 } = {}): Promise<FakeGemini> {
  const requests: FakeGemini['requests'] = [];
  const operations = new Map<string, { polls: number; prompt: string }>();
  let counter = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const apiKey = req.headers['x-goog-api-key'] as string | undefined;
      const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as { instances?: { prompt?: string }[] }) : undefined;
      requests.push({ path: req.url ?? '', key: apiKey, body });
      const json = (status: number, data: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      if (apiKey !== key) return json(403, { error: { code: 403, message: 'API key not valid' } });
      const url = req.url ?? '';
      const start = /^\/v1beta\/models\/([^/:]+):predictLongRunning$/.exec(url);
      if (req.method === 'POST' && start) {
        const name = `models/${start[1]}/operations/op${(counter += 1)}`;
        operations.set(name, { polls: 0, prompt: body?.instances?.[0]?.prompt ?? '' });
        return json(200, { name });
      }
      const poll = /^\/v1beta\/(models\/.+\/operations\/op\d+)$/.exec(url);
      if (req.method === 'GET' && poll) {
        const operation = operations.get(poll[1]!);
        if (!operation) return json(404, { error: { message: 'no such operation' } });
        operation.polls += 1;
        if (operation.polls < pollsUntilDone) return json(200, { name: poll[1], done: false });
        if (operation.prompt.includes('blocked')) {
          return json(200, { name: poll[1], done: true, response: { generateVideoResponse: { raiMediaFilteredCount: 1, raiMediaFilteredReasons: ['The prompt may violate the usage guidelines.'] } } });
        }
        return json(200, { name: poll[1], done: true, response: { generateVideoResponse: { generatedSamples: [{ video: { uri: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1beta/files/video-${poll[1]!.split('op')[1]}:download?alt=media` } }] } } });
      }
      if (req.method === 'GET' && url.startsWith('/v1beta/files/')) {
        res.writeHead(200, { 'content-type': 'video/mp4' });
        fs.createReadStream(videoFile).pipe(res);
        return;
      }
      json(404, { error: { message: `unknown route ${url}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
