/**
 * A local stand-in for the Gemini API (STACK.md "Remote models", docs/google-models.md),
 * following its REST contract as strictly as the tests need:
 * - the key: none → 403 PERMISSION_DENIED, a wrong one → 400 API_KEY_INVALID, as Google answers;
 * - `GET /v1beta/models/{id}`: 200 for `liveModels`, 404 for everything else ("is no longer
 *   available" for `retiredModels`, "is not found" for unknown ids); generation calls for a model
 *   that is not live answer the same 404;
 * - Veo: predictLongRunning returns an operation, polling says done after a few calls, the result
 *   points at a file served with the same key header; a prompt with "blocked" is safety-filtered;
 *   `personGeneration` must be what Google's Veo 3.x docs allow for the mode ("allow_all" for
 *   text-to-video, "allow_adult" with an image), else a 400 INVALID_ARGUMENT as Google answers;
 * - Interactions (Gemini Omni): a background interaction polled until completed; the video is
 *   inline base64 up to `inlineLimit` bytes and a download URI above; "blocked" in the prompt
 *   fails the interaction with a safety error; "busy" answers 429 to the first create;
 *   `POST /v1beta/interactions/{id}/cancel` stops a running one (400 once it is done);
 * - `POST /v1beta/{operation}:cancel` answers `{}` for a known operation (best effort, as Google's);
 * - "glitchy" in the prompt: the first two reads of its operation or interaction answer 503,
 *   "hiccup" 400, while it runs on (a client must keep polling);
 * - `clips`: a prompt holding one of its words gets that file instead of `videoFile` (Omni
 *   delivering another length than asked);
 * - `filesOrigin` and `filesRedirect` make the video URIs name, or redirect to, another host.
 * Used only by tests.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeGeminiRequest = { method: string; path: string; key: string | undefined; body: unknown };
export type FakeGemini = {
  url: string;
  requests: FakeGeminiRequest[];
  /** Interactions and operations cancelled (`POST …/cancel`, `POST …:cancel`). */
  cancelled: string[];
  /** From now on, how many polls an operation or interaction takes in all (e.g. 0: done at its next poll). */
  setPollsUntilDone: (polls: number) => void;
  close: () => Promise<void>;
};

export type FakeGeminiOptions = {
  key?: string;
  pollsUntilDone?: number;
  /** Ids the models endpoint and the generation routes know. */
  liveModels?: string[];
  /** Ids Google shut down: 404 "is no longer available". */
  retiredModels?: string[];
  /** Largest Omni video sent inline; bigger ones come as a URI (Google: about 4 MB). */
  inlineLimit?: number;
  /** The origin the video URIs name (default this server's): a hostile answer may name any. */
  filesOrigin?: string;
  /** Where this server's file downloads redirect to (Google's send a signed storage URL); default none. */
  filesRedirect?: string;
  /** A word of the prompt → the video file the result is then (default `videoFile`). */
  clips?: Record<string, string>;
};

/** What the Gemini API's Veo 3.x accepts as `personGeneration`, by mode (ai.google.dev Veo docs). */
const PERSON_GENERATION = { text: 'allow_all', image: 'allow_adult' } as const;

export const FAKE_GEMINI_LIVE_MODELS = ['gemini-omni-1.1-flash', 'veo-quality-under-test', 'veo-fast-under-test'];

type Body = {
  instances?: { prompt?: string; image?: unknown }[];
  parameters?: { personGeneration?: unknown };
  model?: string;
  input?: { type: string; text?: string }[] | string;
};

export async function startFakeGemini(videoFile: string, options: FakeGeminiOptions = {}): Promise<FakeGemini> {
  let { pollsUntilDone = 2 } = options;
  const {
    key = 'test-gemini-key',
    liveModels = FAKE_GEMINI_LIVE_MODELS,
    retiredModels = [],
    inlineLimit = 4 * 1024 * 1024,
    filesOrigin,
    filesRedirect,
    clips = {},
  } = options;
  const clipOf = (prompt: string) => Object.entries(clips).find(([word]) => prompt.includes(word))?.[1] ?? videoFile;
  /** Reads answered with an error so far, by operation or interaction (`glitchy`, `hiccup`). */
  const glitches = new Map<string, number>();
  const requests: FakeGemini['requests'] = [];
  const cancelled: string[] = [];
  const operations = new Map<string, { polls: number; prompt: string }>();
  const interactions = new Map<string, { polls: number; prompt: string; model: string }>();
  const busyPrompts = new Set<string>();
  // Operations whose prompt says 'flaky': the first download of their video fails (404), as a
  // file not yet readable does; the job's next attempt must poll the same operation again.
  const failedDownloads = new Set<string>();
  let counter = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const apiKey = req.headers['x-goog-api-key'] as string | undefined;
      const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as Body) : undefined;
      const url = req.url ?? '';
      requests.push({ method: req.method ?? 'GET', path: url, key: apiKey, body });
      const json = (status: number, data: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      const error = (code: number, status: string, message: string) => json(code, { error: { code, message, status } });
      const glitched = (id: string, prompt: string) => {
        if (!/glitchy|hiccup/.test(prompt) || (glitches.get(id) ?? 0) >= 2) return false;
        glitches.set(id, (glitches.get(id) ?? 0) + 1);
        if (prompt.includes('hiccup')) error(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.');
        else error(503, 'UNAVAILABLE', 'The service is currently unavailable.');
        return true;
      };
      const origin = filesOrigin ?? `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

      if (!apiKey)
        return error(
          403,
          'PERMISSION_DENIED',
          "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
        );
      if (apiKey !== key) return error(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.');
      /** Answers 404 like Google for a model that is not live; true when it did. */
      const missing = (model: string) => {
        if (liveModels.includes(model)) return false;
        if (retiredModels.includes(model))
          error(404, 'NOT_FOUND', `models/${model} is no longer available. Please migrate to a newer model.`);
        else
          error(
            404,
            'NOT_FOUND',
            `models/${model} is not found for API version v1beta, or is not supported for this method.`,
          );
        return true;
      };

      const model = /^\/v1beta\/models\/([^/:]+)$/.exec(url);
      if (req.method === 'GET' && model) {
        if (missing(decodeURIComponent(model[1]!))) return;
        return json(200, {
          name: `models/${model[1]}`,
          version: '001',
          displayName: model[1],
          description: 'fake',
          inputTokenLimit: 131072,
          outputTokenLimit: 57920,
          supportedGenerationMethods: ['predictLongRunning'],
        });
      }

      const start = /^\/v1beta\/models\/([^/:]+):predictLongRunning$/.exec(url);
      if (req.method === 'POST' && start) {
        if (missing(decodeURIComponent(start[1]!))) return;
        const person = body?.parameters?.personGeneration;
        const allowed = body?.instances?.[0]?.image ? PERSON_GENERATION.image : PERSON_GENERATION.text;
        if (person !== undefined && person !== allowed)
          return error(400, 'INVALID_ARGUMENT', `${String(person)} for personGeneration is currently not supported.`);
        counter += 1;
        const name = `models/${start[1]}/operations/op${counter}`;
        operations.set(name, { polls: 0, prompt: body?.instances?.[0]?.prompt ?? '' });
        return json(200, { name });
      }
      const poll = /^\/v1beta\/(models\/.+\/operations\/op\d+)$/.exec(url);
      if (req.method === 'GET' && poll) {
        const operation = operations.get(poll[1]!);
        if (!operation) return error(404, 'NOT_FOUND', 'no such operation');
        if (glitched(poll[1]!, operation.prompt)) return;
        operation.polls += 1;
        if (operation.polls < pollsUntilDone) return json(200, { name: poll[1], done: false });
        if (operation.prompt.includes('blocked')) {
          return json(200, {
            name: poll[1],
            done: true,
            response: {
              generateVideoResponse: {
                raiMediaFilteredCount: 1,
                raiMediaFilteredReasons: ['The prompt may violate the usage guidelines.'],
              },
            },
          });
        }
        return json(200, {
          name: poll[1],
          done: true,
          response: {
            generateVideoResponse: {
              generatedSamples: [
                { video: { uri: `${origin}/v1beta/files/video-${poll[1]!.split('/op').pop()}:download?alt=media` } },
              ],
            },
          },
        });
      }

      if (req.method === 'POST' && url === '/v1beta/interactions') {
        if (!body?.model || !body.input) return error(400, 'INVALID_ARGUMENT', 'model and input are required');
        if (missing(body.model)) return;
        const prompt =
          typeof body.input === 'string'
            ? body.input
            : body.input
                .filter((c) => c.type === 'text')
                .map((c) => c.text)
                .join(' ');
        if (prompt.includes('busy') && !busyPrompts.has(prompt)) {
          busyPrompts.add(prompt);
          return error(429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).');
        }
        counter += 1;
        const id = `v1_fake${counter}`;
        interactions.set(id, { polls: 0, prompt, model: body.model });
        return json(200, { id, object: 'interaction', model: body.model, status: 'in_progress' });
      }
      const cancelInteraction = /^\/v1beta\/interactions\/([^/]+)\/cancel$/.exec(url);
      if (req.method === 'POST' && cancelInteraction) {
        const id = decodeURIComponent(cancelInteraction[1]!);
        const state = interactions.get(id);
        if (!state) return error(404, 'NOT_FOUND', `Interaction ${id} not found.`);
        if (state.polls >= pollsUntilDone)
          return error(400, 'FAILED_PRECONDITION', 'Only running background interactions can be cancelled.');
        cancelled.push(id);
        return json(200, { id, object: 'interaction', model: state.model, status: 'cancelled' });
      }
      const cancelOperation = /^\/v1beta\/(models\/.+\/operations\/op\d+):cancel$/.exec(url);
      if (req.method === 'POST' && cancelOperation) {
        if (!operations.has(cancelOperation[1]!)) return error(404, 'NOT_FOUND', 'no such operation');
        cancelled.push(cancelOperation[1]!);
        return json(200, {});
      }
      const interaction = /^\/v1beta\/interactions\/([^/]+)$/.exec(url);
      if (req.method === 'GET' && interaction) {
        const id = decodeURIComponent(interaction[1]!);
        const state = interactions.get(id);
        if (!state) return error(404, 'NOT_FOUND', `Interaction ${id} not found.`);
        if (glitched(id, state.prompt)) return;
        state.polls += 1;
        const base = { id, object: 'interaction', model: state.model };
        if (state.polls < pollsUntilDone) return json(200, { ...base, status: 'in_progress' });
        const userStep = { type: 'user_input', content: [{ type: 'text', text: state.prompt }] };
        if (state.prompt.includes('blocked')) {
          return json(200, {
            ...base,
            status: 'failed',
            errors: [
              {
                code: 'SAFETY',
                message: 'The request was blocked by safety filters: the prompt may violate the usage guidelines.',
              },
            ],
            steps: [userStep],
          });
        }
        const file = clipOf(state.prompt);
        const size = fs.statSync(file).size;
        const video =
          size <= inlineLimit
            ? { type: 'video', mime_type: 'video/mp4', data: fs.readFileSync(file).toString('base64') }
            : { type: 'video', mime_type: 'video/mp4', uri: `${origin}/v1beta/files/${id}:download?alt=media` };
        return json(200, {
          ...base,
          status: 'completed',
          steps: [userStep, { type: 'thought', signature: 'sig' }, { type: 'model_output', content: [video] }],
          usage: { output_tokens_by_modality: [{ modality: 'video', tokens: 46336 }] },
        });
      }

      const download = /^\/v1beta\/files\/video-(\d+):download/.exec(url);
      if (req.method === 'GET' && download) {
        const operation = [...operations.entries()].find(([name]) =>
          name.endsWith(`/operations/op${download[1]}`),
        )?.[1];
        if (operation?.prompt.includes('flaky') && !failedDownloads.has(download[1]!)) {
          failedDownloads.add(download[1]!);
          return error(404, 'NOT_FOUND', 'File not found.');
        }
      }
      if (req.method === 'GET' && url.startsWith('/v1beta/files/') && filesRedirect) {
        res.writeHead(302, { location: `${filesRedirect}${url}` });
        res.end();
        return;
      }
      if (req.method === 'GET' && url.startsWith('/v1beta/files/')) {
        const of = /^\/v1beta\/files\/([^/:]+):download/.exec(url)?.[1];
        const interactionPrompt = of ? interactions.get(of)?.prompt : undefined;
        res.writeHead(200, { 'content-type': 'video/mp4' });
        fs.createReadStream(interactionPrompt === undefined ? videoFile : clipOf(interactionPrompt)).pipe(res);
        return;
      }
      error(404, 'NOT_FOUND', `unknown route ${url}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    cancelled,
    setPollsUntilDone: (polls) => {
      pollsUntilDone = polls;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
