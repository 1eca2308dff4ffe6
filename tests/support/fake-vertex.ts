/**
 * A local stand-in for Vertex AI's Veo routes and Google's OAuth token endpoint
 * (docs/google-models.md). It makes its own service-account key pair; the token endpoint
 * verifies the JWT assertion's RS256 signature, issuer, audience and scope against it and issues
 * bearer tokens the API routes require. predictLongRunning + fetchPredictOperation follow the
 * Vertex contract with the video bytes inline; "blocked" in the prompt is safety-filtered. The
 * publisher-model lookup answers 200 for `liveModels`, 403 for `forbiddenModels` (API not
 * enabled for the project) and 404 otherwise. Used only by tests.
 */
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, exportJWK, importSPKI, jwtVerify } from 'jose';
import type { ServiceAccount } from '@/engine/providers/vertex-veo';

export type FakeVertex = {
  url: string;
  tokenUrl: string;
  serviceAccount: ServiceAccount;
  /** A service account with a key the fake does not know (same e-mail). */
  strangerAccount: ServiceAccount;
  requests: { method: string; path: string; auth: string | undefined; body: unknown }[];
  tokensIssued: () => number;
  /** Makes every issued token invalid (as if it expired at Google). */
  revokeTokens: () => void;
  /** Lifetime (`expires_in`) of the tokens issued from now on; Google's is 3599 s. */
  setTokenSeconds: (seconds: number) => void;
  close: () => Promise<void>;
};

export type FakeVertexOptions = {
  project?: string;
  location?: string;
  pollsUntilDone?: number;
  liveModels?: string[];
  forbiddenModels?: string[];
};

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKey, publicKey };
}

export async function startFakeVertex(videoFile: string, options: FakeVertexOptions = {}): Promise<FakeVertex> {
  const {
    project = 'vidloom-test',
    location = 'us-central1',
    pollsUntilDone = 2,
    liveModels = ['veo-3.1-generate-001', 'veo-3.1-fast-generate-001'],
    forbiddenModels = [],
  } = options;
  const email = 'vidloom@vidloom-test.iam.gserviceaccount.com';
  const known = keyPair();
  const stranger = keyPair();
  const jwks = createLocalJWKSet({
    keys: [{ ...(await exportJWK(await importSPKI(known.publicKey, 'RS256'))), alg: 'RS256', kid: 'known' }],
  });
  const requests: FakeVertex['requests'] = [];
  const tokens = new Set<string>();
  const operations = new Map<string, { polls: number; prompt: string }>();
  let issued = 0;
  let tokenSeconds = 3599;
  let counter = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const raw = Buffer.concat(chunks).toString();
        const url = req.url ?? '';
        const auth = req.headers.authorization;
        const json = (status: number, data: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(data));
        };
        const error = (code: number, status: string, message: string) =>
          json(code, { error: { code, message, status } });

        if (req.method === 'POST' && url === '/token') {
          requests.push({ method: 'POST', path: url, auth, body: raw });
          const form = new URLSearchParams(raw);
          if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
            return json(400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type' });
          try {
            const { payload } = await jwtVerify(form.get('assertion') ?? '', jwks, {
              algorithms: ['RS256'],
              issuer: email,
              audience: tokenUrl,
            });
            if (
              !String(payload.scope ?? '')
                .split(' ')
                .includes('https://www.googleapis.com/auth/cloud-platform')
            )
              return json(400, { error: 'invalid_scope', error_description: 'Missing cloud-platform scope' });
          } catch {
            return json(400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
          }
          issued += 1;
          const token = `ya29.fake-${issued}`;
          tokens.add(token);
          return json(200, { access_token: token, expires_in: tokenSeconds, token_type: 'Bearer' });
        }

        const body = raw
          ? (JSON.parse(raw) as { instances?: { prompt?: string }[]; operationName?: string })
          : undefined;
        requests.push({ method: req.method ?? 'GET', path: url, auth, body });
        if (!auth?.startsWith('Bearer ') || !tokens.has(auth.slice(7)))
          return error(
            401,
            'UNAUTHENTICATED',
            'Request had invalid authentication credentials. Expected OAuth 2 access token.',
          );
        /** Answers 403/404 like Vertex for a model this project cannot use; true when it did. */
        const refused = (model: string) => {
          if (forbiddenModels.includes(model)) {
            error(
              403,
              'PERMISSION_DENIED',
              `Vertex AI API has not been used in project ${project} before or it is disabled. Enable it by visiting the console, then retry.`,
            );
            return true;
          }
          if (!liveModels.includes(model)) {
            error(
              404,
              'NOT_FOUND',
              `Publisher Model \`projects/${project}/locations/${location}/publishers/google/models/${model}\` was not found or your project does not have access to it.`,
            );
            return true;
          }
          return false;
        };

        const lookup = /^\/v1\/publishers\/google\/models\/([^/:]+)$/.exec(url);
        if (req.method === 'GET' && lookup) {
          const model = decodeURIComponent(lookup[1]!);
          if (refused(model)) return;
          return json(200, {
            name: `publishers/google/models/${model}`,
            versionId: '001',
            launchStage: 'GA',
            openSourceCategory: 'PROPRIETARY',
          });
        }

        const route =
          /^\/v1\/projects\/([^/]+)\/locations\/([^/]+)\/publishers\/google\/models\/([^/:]+):(predictLongRunning|fetchPredictOperation)$/.exec(
            url,
          );
        if (req.method === 'POST' && route) {
          const [, p, l, modelId, verb] = route;
          if (p !== project || l !== location)
            return error(403, 'PERMISSION_DENIED', `Permission denied on resource project ${p}.`);
          const model = decodeURIComponent(modelId!);
          if (refused(model)) return;
          if (verb === 'predictLongRunning') {
            counter += 1;
            const name = `projects/${project}/locations/${location}/publishers/google/models/${model}/operations/${counter}`;
            operations.set(name, { polls: 0, prompt: body?.instances?.[0]?.prompt ?? '' });
            return json(200, { name });
          }
          const operation = operations.get(body?.operationName ?? '');
          if (!operation) return error(404, 'NOT_FOUND', 'Operation not found.');
          operation.polls += 1;
          if (operation.polls < pollsUntilDone) return json(200, { name: body!.operationName, done: false });
          const type = 'type.googleapis.com/cloud.ai.large_models.vision.GenerateVideoResponse';
          if (operation.prompt.includes('blocked')) {
            return json(200, {
              name: body!.operationName,
              done: true,
              response: {
                '@type': type,
                raiMediaFilteredCount: 1,
                raiMediaFilteredReasons: [
                  "Veo could not generate videos because the input prompt violates Vertex AI's usage guidelines.",
                ],
              },
            });
          }
          return json(200, {
            name: body!.operationName,
            done: true,
            response: {
              '@type': type,
              videos: [{ bytesBase64Encoded: fs.readFileSync(videoFile).toString('base64'), mimeType: 'video/mp4' }],
            },
          });
        }
        error(404, 'NOT_FOUND', `unknown route ${url}`);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const tokenUrl = `${url}/token`;
  const account = (privateKey: string): ServiceAccount => ({
    client_email: email,
    private_key: privateKey,
    private_key_id: 'known',
    project_id: project,
    token_uri: tokenUrl,
  });
  return {
    url,
    tokenUrl,
    serviceAccount: account(known.privateKey),
    strangerAccount: account(stranger.privateKey),
    requests,
    tokensIssued: () => issued,
    revokeTokens: () => tokens.clear(),
    setTokenSeconds: (seconds) => {
      tokenSeconds = seconds;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
