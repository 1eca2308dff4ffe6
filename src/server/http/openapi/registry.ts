/**
 * Every API route in one list: its method and path, who may call it, the zod schema its handler
 * parses the request with, the zod schema of its answer's `data`, and the catalogue codes it can
 * answer. The OpenAPI document (document.ts) is generated from this list, a unit test checks that
 * every file under src/pages/api has an entry (and every entry a file), and the contract test
 * holds the integration suite's answers to it: a route cannot change shape or go undocumented
 * without a test failing.
 */
import { z } from 'zod';
import { type ApiCode, CODES } from '@/lib/api/codes';
import * as account from '@/lib/api/schemas/account';
import { apiKeyList, createdApiKey } from '@/lib/api/schemas/api-keys';
import * as catalogue from '@/lib/api/schemas/catalogue';
import * as records from '@/lib/api/schemas/records';
import { createdWebhook, delivery, deliveryList, webhookList } from '@/lib/api/schemas/webhooks';
import { changePasswordInput, deleteInput, updateInput } from '@/server/account/account';
import { setCreditsInput, setRoleInput, setPlanInput, userLookupInput } from '@/server/admin/admin';
import { checkEmailInput, loginInput, registerInput, resetPasswordInput, sendCaptchaInput } from '@/server/auth/inputs';
import { providerLoginInput } from '@/server/auth/provider-login-route';
import { checkoutInput, ledgerQuery, portalInput } from '@/server/billing/billing';
import { uniqueIdInput } from '@/server/devices/inputs';
import { createStoryInput } from '@/server/stories/create-story';
import { previewStoryInput, splitStoryInput } from '@/server/stories/story-words';
import { createVideoInput } from '@/server/videos/create-input';
import { batchDeleteInput, pendingRecordsInput, recordListQuery } from '@/server/videos/record-inputs';

import { dataExportStatus } from '@/lib/api/schemas/data-export';
import { dataExportDownloadQuery } from '@/server/account/data-export';
import { createApiKeyInput } from '@/server/api-keys/api-keys';
import { createWebhookInput } from '@/server/webhooks/endpoints';
/**
 * Who may call a route: a session token, an API key (`vl_…`), an anonymous device (`uniqueId`
 * header), the operator's ADMIN_TOKEN, or anyone.
 */
export type AuthKind = 'session' | 'apiKey' | 'device' | 'admin' | 'none';

export type RouteEntry = {
  method: 'GET' | 'POST' | 'DELETE';
  /** The public path, with `{param}` for a dynamic segment. */
  path: string;
  /** The route file under src/pages/api. */
  file: string;
  /** The section of the document and the developers' page. */
  tag:
    | 'Videos'
    | 'Stories'
    | 'Catalogue'
    | 'Auth'
    | 'Account'
    | 'Billing'
    | 'Admin'
    | 'API keys'
    | 'Webhooks'
    | 'Server';
  summary: string;
  auth: readonly AuthKind[];
  query?: z.ZodObject;
  body?: z.ZodType;
  /** How the body is sent: JSON unless said. */
  bodyType?: 'json' | 'form' | 'multipart' | 'raw';
  /** Request headers besides authentication. */
  headers?: readonly ('verify' | 'idempotencyKey')[];
  /** The schema of `data` on success; null: `data` is null. */
  data: z.ZodType | null;
  /** A route that answers something other than the JSON envelope on success. */
  produces?: 'text/event-stream' | 'application/x-tar';
  /** Catalogue codes besides success; 400, 413 and 500 are added where every such route can answer them. */
  errors: readonly ApiCode[];
  example?: { body?: unknown; query?: Record<string, string>; data?: unknown };
  /** Not part of the public contract (a rewrite target, an operator's probe): kept out of the document. */
  hidden?: string;
};

const ACTOR: readonly AuthKind[] = ['session', 'apiKey', 'device'];
const SESSION: readonly AuthKind[] = ['session'];
const PUBLIC_WITH_KEY: readonly AuthKind[] = ['none', 'apiKey'];
const NONE: readonly AuthKind[] = ['none'];
const ADMIN: readonly AuthKind[] = ['admin'];
/**
 * The admin console's calls: a session whose account has the admin role, 404 for anyone else. They
 * serve the console's own screens and change with them, so they stay out of the public document
 * (tests/support/contract.ts leaves their answers unchecked for the same reason).
 */
const CONSOLE = "the operators' console's own calls (a session with the admin role; 404 for everyone else)";

const {
  UNAUTHORIZED,
  FORBIDDEN,
  NOT_FOUND,
  DAILY_LIMIT,
  NOT_ENOUGH_CREDITS,
  SLOW_DOWN,
  IDEMPOTENCY_MISMATCH,
  CONTENT_REJECTED,
  TOO_MANY_JOBS,
  NOT_AVAILABLE,
  CAPTCHA_REQUIRED,
  CAPTCHA_FAILED,
  PAYLOAD_TOO_LARGE,
} = CODES;

/** POST /api/v1/video/create takes a video body (one of the six modes) or a story body. */
const createBody = z.union([createVideoInput, createStoryInput]);

/** The multipart form of an upload (the service streams it; the fields are checked in upload.ts). */
const uploadForm = z.object({
  kind: z.enum(['image', 'video', 'audio']).meta({ description: 'Send it before `file`, or as `?kind=`' }),
  file: z.string().meta({ format: 'binary', contentMediaType: 'application/octet-stream' }),
});

const exampleRecord = {
  id: 'r_8f2k1q',
  state: 'success',
  operationType: 'generate',
  createTimestamp: 1767225600000,
  finishTimestamp: 1767225642000,
  startedAt: 1767225601000,
  etaSeconds: null,
  generateParam: { model: 'base', prompt: 'A red fox runs through snow', quality: '360p', duration: 5 },
  prompt: 'A red fox runs through snow',
  model: 'base',
  videoUrl: '/media/videos/9c1e7b2a.mp4',
  coverUrl: '/media/covers/9c1e7b2a.jpg',
  width: 640,
  height: 360,
  duration: 5,
  cost: 2,
  failMsg: null,
  failReason: null,
  shareFlag: false,
  privateFlag: false,
  scene: null,
};

const pageExample = { records: [exampleRecord], pages: 1, current: 1, total: 1 };

const exampleUser = {
  id: 'u_5n2x7d',
  email: 'ada@example.com',
  name: 'Ada',
  vipLevel: 1,
  vipFlag: false,
  plan: 'basic',
  credits: 398,
  runwayExpireTimestamp: null,
  createTimestamp: 1767139200000,
  locale: 'en',
};

const exampleDelivery = {
  id: 'd_1',
  event: 'video.succeeded',
  eventId: 'evt_2c7h9k',
  status: 'succeeded',
  attempts: 1,
  lastResponseStatus: 200,
  lastResponse: 'ok',
  nextAttemptAt: null,
  createdAt: 1767225642000,
};

const exampleExportToken = 'x_4t8n1c.Hq3vR8mZ0kP2wX7yL5nB1cD9eF4gJ6sA';

export const ROUTES: readonly RouteEntry[] = [
  // Videos
  {
    method: 'POST',
    path: '/api/v1/upload',
    file: 'v1/upload.ts',
    tag: 'Videos',
    summary: 'Upload an image, video or audio file',
    auth: ACTOR,
    body: uploadForm,
    bodyType: 'multipart',
    headers: ['idempotencyKey'],
    data: records.uploadAnswer,
    errors: [UNAUTHORIZED, PAYLOAD_TOO_LARGE, IDEMPOTENCY_MISMATCH, SLOW_DOWN],
    example: {
      body: { kind: 'image', file: '(the file: fox.png)' },
      data: { url: '/media/uploads/3f9a0c.png', duration: null, width: 1024, height: 576 },
    },
  },
  {
    method: 'POST',
    path: '/api/v1/video/create',
    file: 'v1/video/create.ts',
    tag: 'Videos',
    summary: 'Create a video (any mode) or a story',
    auth: ACTOR,
    body: createBody,
    headers: ['verify', 'idempotencyKey'],
    data: records.createAnswer,
    errors: [
      UNAUTHORIZED,
      FORBIDDEN,
      NOT_FOUND,
      IDEMPOTENCY_MISMATCH,
      DAILY_LIMIT,
      NOT_ENOUGH_CREDITS,
      SLOW_DOWN,
      CONTENT_REJECTED,
      TOO_MANY_JOBS,
      NOT_AVAILABLE,
      CAPTCHA_REQUIRED,
      CAPTCHA_FAILED,
    ],
    example: {
      body: {
        operationType: 'generate',
        prompt: 'A red fox runs through snow',
        model: 'base',
        quality: '360p',
        duration: 5,
      },
      data: { recordId: 'r_8f2k1q' },
    },
  },
  {
    method: 'GET',
    path: '/api/v1/video/detail/{id}',
    file: 'v1/video/detail/[id].ts',
    tag: 'Videos',
    summary: 'One record: the owner always, anyone once it is shared',
    auth: [...ACTOR, 'none'],
    data: records.videoRecord,
    errors: [NOT_FOUND],
    example: { data: exampleRecord },
  },
  {
    method: 'GET',
    path: '/api/v1/video/pageRecordList',
    file: 'v1/video/pageRecordList.ts',
    tag: 'Videos',
    summary: "The caller's records, 12 a page, newest first",
    auth: ACTOR,
    query: recordListQuery,
    data: records.recordPage,
    errors: [UNAUTHORIZED],
    example: { query: { pageNum: '1' }, data: pageExample },
  },
  {
    method: 'POST',
    path: '/api/v1/video/loadPendingRecordList',
    file: 'v1/video/loadPendingRecordList.ts',
    tag: 'Videos',
    summary: "The caller's records among these ids (to poll pending ones)",
    auth: ACTOR,
    body: pendingRecordsInput,
    data: z.array(records.videoRecord),
    errors: [UNAUTHORIZED],
    example: { body: { pendingRecordIdList: ['r_8f2k1q'] }, data: [exampleRecord] },
  },
  {
    method: 'POST',
    path: '/api/v1/video/batchDelete',
    file: 'v1/video/batchDelete.ts',
    tag: 'Videos',
    summary: "Delete records (others' ids are ignored); pending jobs are cancelled and refunded",
    auth: ACTOR,
    body: batchDeleteInput,
    data: records.deleteAnswer,
    errors: [UNAUTHORIZED],
    example: { body: { recordIds: ['r_8f2k1q'] }, data: { deleted: 1 } },
  },
  {
    method: 'GET',
    path: '/api/v1/video/updateShareInfo/{id}',
    file: 'v1/video/updateShareInfo/[id].ts',
    tag: 'Videos',
    summary: 'Share a record: its public link',
    auth: ACTOR,
    query: z.object({ locale: z.string().optional() }),
    data: records.shareAnswer,
    errors: [UNAUTHORIZED, FORBIDDEN, NOT_FOUND],
    example: { query: { locale: 'en' }, data: { shareUrl: 'https://vidloom.example/app/r_8f2k1q' } },
  },
  {
    method: 'GET',
    path: '/api/v1/video/events',
    file: 'v1/video/events.ts',
    tag: 'Videos',
    summary: "Server-sent events: one each time one of the caller's records changes state",
    auth: ACTOR,
    data: null,
    produces: 'text/event-stream',
    errors: [UNAUTHORIZED, SLOW_DOWN],
  },
  {
    method: 'GET',
    path: '/api/v1/video/effectTemplates',
    file: 'v1/video/effectTemplates.ts',
    tag: 'Catalogue',
    summary: 'The effect templates',
    auth: PUBLIC_WITH_KEY,
    data: records.effectTemplates,
    errors: [],
    example: {
      data: [
        {
          id: 'zoom-burst',
          name: 'Zoom burst',
          description: 'A fast push into the picture with a radial blur.',
          previewUrl: '/effects/zoom-burst.jpg',
          defaultPrompt: 'A dramatic zoom into the scene',
        },
      ],
    },
  },
  {
    method: 'GET',
    path: '/api/v1/video/speakers',
    file: 'v1/video/speakers.ts',
    tag: 'Catalogue',
    summary: 'The voices of speech, `Auto` first',
    auth: PUBLIC_WITH_KEY,
    data: records.speakers,
    errors: [],
    example: {
      data: [
        { id: 'auto', name: 'Auto', language: 'auto' },
        { id: 'en-us-f', name: 'Ava', language: 'en' },
      ],
    },
  },
  {
    method: 'GET',
    path: '/api/v1/models',
    file: 'v1/models.ts',
    tag: 'Catalogue',
    summary: 'Every model this server knows, and whether it is available',
    auth: PUBLIC_WITH_KEY,
    data: catalogue.models,
    errors: [UNAUTHORIZED],
    example: {
      data: [
        {
          id: 'base',
          name: 'Base',
          provider: 'local',
          available: true,
          servedBy: { provider: 'local', label: 'Vidloom' },
          modes: ['generate', 'effect', 'sound', 'speech', 'extend', 'upscale'],
          qualities: ['360p', '540p', '720p', '1080p'],
          durations: [5, 8],
          aspectRatios: ['16:9', '9:16', '1:1'],
          minPlan: 'free',
          inputs: ['text', 'images'],
          maxImages: 4,
        },
      ],
    },
  },
  {
    method: 'GET',
    path: '/api/v1/plans',
    file: 'v1/plans.ts',
    tag: 'Catalogue',
    summary: 'The plan table with prices',
    auth: PUBLIC_WITH_KEY,
    data: catalogue.planTable,
    errors: [UNAUTHORIZED],
    example: {
      data: {
        paymentsConfigured: true,
        plans: [
          {
            id: 'basic',
            vipLevels: { monthly: 1, yearly: 3 },
            vipFlag: false,
            monthlyCredits: 400,
            concurrentJobs: 2,
            dailyCreates: null,
            proModels: false,
            extend: false,
            removableWatermark: true,
            privateVideos: true,
            monthlyPriceUsd: 9.9,
            prices: { monthly: 9.9, yearlyPerMonth: 8.25, yearly: 99 },
            purchasable: { monthly: true, yearly: true },
          },
        ],
        currentPlan: 'basic',
        credits: 398,
      },
    },
  },
  // Stories
  {
    method: 'POST',
    path: '/api/v1/story/split',
    file: 'v1/story/split.ts',
    tag: 'Stories',
    summary: 'Cut a story into shots',
    auth: ACTOR,
    body: splitStoryInput,
    data: records.storySplitAnswer,
    errors: [UNAUTHORIZED, SLOW_DOWN],
    example: {
      body: { text: 'A fox wakes up. It runs to the river.' },
      data: { shots: [{ text: 'A fox wakes up.' }, { text: 'It runs to the river.' }] },
    },
  },
  {
    method: 'POST',
    path: '/api/v1/story/preview',
    file: 'v1/story/preview.ts',
    tag: 'Stories',
    summary: 'One frame of a shot, drawn by the animatic (free)',
    auth: ACTOR,
    body: previewStoryInput,
    data: records.storyPreviewAnswer,
    errors: [UNAUTHORIZED, SLOW_DOWN],
    example: {
      body: { text: 'A fox wakes up.' },
      data: {
        scene: {
          subjects: [{ emoji: '🦊', label: 'fox', motion: 'walk', word: 'fox' }],
          setting: 'forest',
          timeOfDay: 'day',
          weather: 'clear',
          camera: 'static',
        },
        imageUrl: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAUAAAAC0CAIAAAB…',
      },
    },
  },
  {
    method: 'POST',
    path: '/api/v1/story/price',
    file: 'v1/story/price.ts',
    tag: 'Stories',
    summary: "What a story's create would charge now: shots you already made with the same seed are free",
    auth: ACTOR,
    body: createStoryInput,
    data: records.storyQuote,
    errors: [UNAUTHORIZED, SLOW_DOWN],
    example: {
      body: {
        operationType: 'story',
        shots: [
          { text: 'A paper boat on a pond.', duration: 4 },
          { text: 'A duck swims by.', duration: 4, transition: 'crossfade' },
        ],
        quality: '360p',
        music: false,
        seed: 7,
      },
      data: {
        cost: 2,
        shots: [
          { index: 0, cost: 0, reused: true },
          { index: 1, cost: 2, reused: false },
        ],
        narration: 0,
        music: 0,
      },
    },
  },
  // Auth
  {
    method: 'GET',
    path: '/api/auth/captcha-challenge',
    file: 'auth/captcha-challenge.ts',
    tag: 'Auth',
    summary: 'A proof-of-work challenge; its solution goes in the `verify` header',
    auth: NONE,
    data: account.captchaChallenge,
    errors: [],
    example: {
      data: {
        parameters: {
          algorithm: 'SHA-256',
          cost: 1,
          expiresAt: 1767226200,
          keyLength: 32,
          keyPrefix: '5a6148923a28ea111513c4b7eeedba29',
          keySignature: '1d5541275de1aec2985cd98b002887ec6d0f555ed1de6f7964ed3c2e8ced9ad6',
          nonce: '75bb0becd9f5274b988712be8c0296c1',
          salt: '35c059895d06911cd7efc836c1515fe8',
        },
        signature: '2402361a089eae5311c73cc9f73128e225fbac63568de68878076fc36de7bfd1',
      },
    },
  },
  {
    method: 'GET',
    path: '/api/auth/send-captcha',
    file: 'auth/send-captcha.ts',
    tag: 'Auth',
    summary: 'E-mail a 6-digit code for sign-up or password reset',
    auth: NONE,
    query: sendCaptchaInput,
    data: null,
    errors: [SLOW_DOWN],
    example: { query: { email: 'ada@example.com', type: 'register' } },
  },
  {
    method: 'GET',
    path: '/api/auth/check-email-registered',
    file: 'auth/check-email-registered.ts',
    tag: 'Auth',
    summary: 'Whether an address has an account',
    auth: NONE,
    query: checkEmailInput,
    data: account.registeredAnswer,
    errors: [SLOW_DOWN],
    example: { query: { email: 'ada@example.com' }, data: { registered: true } },
  },
  {
    method: 'POST',
    path: '/api/auth/register',
    file: 'auth/register.ts',
    tag: 'Auth',
    summary: 'Create an account with an e-mailed code',
    auth: NONE,
    body: registerInput,
    data: account.tokenAnswer,
    errors: [SLOW_DOWN],
    example: {
      body: { email: 'ada@example.com', password: 'correct-horse-battery', code: '482913', locale: 'en' },
      data: { token: 'Jx4qT9vK2mW7bN1cR8sL5dF3gH6yP0aZ-eU2iO9tQwE' },
    },
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    file: 'auth/login.ts',
    tag: 'Auth',
    summary: 'Sign in: a session token valid 7 days',
    auth: NONE,
    body: loginInput,
    headers: ['verify'],
    data: account.tokenAnswer,
    errors: [SLOW_DOWN, CAPTCHA_FAILED, FORBIDDEN],
    example: {
      body: { email: 'ada@example.com', password: 'correct-horse-battery' },
      data: { token: 'Jx4qT9vK2mW7bN1cR8sL5dF3gH6yP0aZ-eU2iO9tQwE' },
    },
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    file: 'auth/reset-password.ts',
    tag: 'Auth',
    summary: 'A new password; every session of the user ends',
    auth: NONE,
    body: resetPasswordInput,
    data: null,
    errors: [SLOW_DOWN],
    example: { body: { email: 'ada@example.com', code: '482913', password: 'new-staple-battery' } },
  },
  {
    method: 'POST',
    path: '/api/auth/google-login',
    file: 'auth/google-login.ts',
    tag: 'Auth',
    summary: 'Sign in with a Google ID token',
    auth: NONE,
    body: providerLoginInput,
    headers: ['verify'],
    data: account.tokenAnswer,
    errors: [SLOW_DOWN, CAPTCHA_FAILED, FORBIDDEN, NOT_AVAILABLE],
    example: {
      body: { credential: 'eyJhbGciOiJSUzI1NiIsImtpZCI6IjFmNDAifQ.eyJzdWIiOiIxMDk4In0.c2lnbmF0dXJl' },
      data: { token: 'Jx4qT9vK2mW7bN1cR8sL5dF3gH6yP0aZ-eU2iO9tQwE' },
    },
  },
  {
    method: 'POST',
    path: '/api/auth/outlook-login',
    file: 'auth/outlook-login.ts',
    tag: 'Auth',
    summary: 'Sign in with a Microsoft ID token (form-encoded)',
    auth: NONE,
    body: providerLoginInput,
    bodyType: 'form',
    headers: ['verify'],
    data: account.tokenAnswer,
    errors: [SLOW_DOWN, CAPTCHA_FAILED, FORBIDDEN, NOT_AVAILABLE],
    example: {
      body: { credential: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJvaWQiOiI3YzFlIn0.c2lnbmF0dXJl' },
      data: { token: 'Jx4qT9vK2mW7bN1cR8sL5dF3gH6yP0aZ-eU2iO9tQwE' },
    },
  },
  {
    method: 'GET',
    path: '/api/auth/logout',
    file: 'auth/logout.ts',
    tag: 'Auth',
    summary: 'End the session of the bearer token',
    auth: [...SESSION, 'none'],
    data: null,
    errors: [UNAUTHORIZED],
  },
  {
    method: 'GET',
    path: '/api/auth/user-info',
    file: 'auth/user-info.ts',
    tag: 'Account',
    summary: 'The signed-in user, with the credit balance',
    auth: SESSION,
    data: account.userInfo,
    errors: [UNAUTHORIZED],
    example: { data: exampleUser },
  },
  {
    method: 'GET',
    path: '/api/auth/getUniqueCreditsRemaining',
    file: 'auth/getUniqueCreditsRemaining.ts',
    tag: 'Auth',
    summary: "An anonymous device's credits",
    auth: ['device'],
    data: account.deviceCreditsAnswer,
    errors: [],
    example: { data: { creditsRemaining: 10, freeGrant: 'granted' } },
  },
  {
    method: 'GET',
    path: '/api/auth/getIpCountry',
    file: 'auth/getIpCountry.ts',
    tag: 'Auth',
    summary: "The caller's country (ISO code)",
    auth: NONE,
    data: account.countryCode,
    errors: [],
    example: { data: 'US' },
  },
  {
    method: 'GET',
    path: '/api/v1/user/get-unique-id',
    file: 'v1/user/get-unique-id.ts',
    tag: 'Auth',
    summary: 'A new anonymous device id',
    auth: NONE,
    query: uniqueIdInput,
    data: account.deviceId,
    errors: [SLOW_DOWN],
    example: {
      query: { canvas: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' },
      data: 'dev_mQ3kX8vN2pL7wR4tY9zB1c.Hq3vR8mZ0kP2wX7yL5nB1cD9eF4gJ6sA',
    },
  },
  // Account
  {
    method: 'POST',
    path: '/api/v1/user/update',
    file: 'v1/user/update.ts',
    tag: 'Account',
    summary: 'Change the name or language',
    auth: SESSION,
    body: updateInput,
    data: account.userInfo,
    errors: [UNAUTHORIZED],
    example: { body: { name: 'Ada Lovelace' }, data: { ...exampleUser, name: 'Ada Lovelace' } },
  },
  {
    method: 'POST',
    path: '/api/v1/user/change-password',
    file: 'v1/user/change-password.ts',
    tag: 'Account',
    summary: "Change the password; the user's other sessions end",
    auth: SESSION,
    body: changePasswordInput,
    data: null,
    errors: [UNAUTHORIZED],
    example: { body: { oldPassword: 'correct-horse-battery', password: 'new-staple-battery' } },
  },
  {
    method: 'POST',
    path: '/api/v1/user/delete',
    file: 'v1/user/delete.ts',
    tag: 'Account',
    summary: 'Delete the account and everything personal in it',
    auth: SESSION,
    body: deleteInput,
    data: null,
    errors: [UNAUTHORIZED],
    example: { body: { email: 'ada@example.com' } },
  },
  {
    method: 'GET',
    path: '/api/v1/user/sign-in-methods',
    file: 'v1/user/sign-in-methods.ts',
    tag: 'Account',
    summary: 'How this account can sign in',
    auth: SESSION,
    data: account.signInMethods,
    errors: [UNAUTHORIZED],
    example: { data: { password: true, google: true, microsoft: false } },
  },
  {
    method: 'GET',
    path: '/api/v1/user/data-export',
    file: 'v1/user/data-export/index.ts',
    tag: 'Account',
    summary: "The latest archive of the account's data (made by a worker, offered for a day), or null",
    auth: SESSION,
    data: dataExportStatus.nullable(),
    errors: [UNAUTHORIZED],
    example: {
      data: {
        id: 'x_4t8n1c',
        state: 'ready',
        createdAt: 1767225600000,
        expiresAt: 1767312060000,
        bytes: 48213,
        downloadUrl: `/api/v1/user/data-export/download?token=${exampleExportToken}`,
      },
    },
  },
  {
    method: 'POST',
    path: '/api/v1/user/data-export',
    file: 'v1/user/data-export/index.ts',
    tag: 'Account',
    summary: "Ask for an archive of the account's data (the one being made, if there is one)",
    auth: SESSION,
    data: dataExportStatus,
    errors: [UNAUTHORIZED, SLOW_DOWN],
    example: {
      data: {
        id: 'x_4t8n1c',
        state: 'preparing',
        createdAt: 1767225600000,
        expiresAt: null,
        bytes: null,
        downloadUrl: null,
      },
    },
  },
  {
    method: 'GET',
    path: '/api/v1/user/data-export/download',
    file: 'v1/user/data-export/download.ts',
    tag: 'Account',
    summary: 'The archive itself (tar); the signed token is the credential, so a link works in a browser',
    auth: NONE,
    query: dataExportDownloadQuery,
    data: null,
    produces: 'application/x-tar',
    errors: [NOT_FOUND],
    example: { query: { token: exampleExportToken } },
  },
  // Billing
  {
    method: 'POST',
    path: '/api/v1/billing/checkout',
    file: 'v1/billing/checkout.ts',
    tag: 'Billing',
    summary: 'A Stripe Checkout Session for a plan',
    auth: SESSION,
    body: checkoutInput,
    data: catalogue.urlAnswer,
    errors: [UNAUTHORIZED, NOT_AVAILABLE],
    example: {
      body: { plan: 'pro', interval: 'monthly', locale: 'en' },
      data: { url: 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3D4e5F6' },
    },
  },
  {
    method: 'POST',
    path: '/api/v1/billing/portal',
    file: 'v1/billing/portal.ts',
    tag: 'Billing',
    summary: 'The Stripe customer portal',
    auth: SESSION,
    body: portalInput,
    data: catalogue.urlAnswer,
    errors: [UNAUTHORIZED, NOT_AVAILABLE],
    example: {
      body: { locale: 'en' },
      data: { url: 'https://billing.stripe.com/p/session/test_YWNjdF8xUjJ3' },
    },
  },
  {
    method: 'GET',
    path: '/api/v1/billing/ledger',
    file: 'v1/billing/ledger.ts',
    tag: 'Billing',
    summary: 'The credit history, newest first',
    auth: SESSION,
    query: ledgerQuery,
    data: catalogue.ledgerPage,
    errors: [UNAUTHORIZED],
    example: {
      query: { pageNum: '1' },
      data: {
        records: [
          {
            id: '42',
            delta: -2,
            balanceAfter: 398,
            reason: 'generation',
            recordId: 'r_8f2k1q',
            record: { operationType: 'generate', prompt: 'A red fox runs through snow' },
            createTimestamp: 1767225600000,
          },
        ],
        pages: 1,
        current: 1,
        total: 1,
      },
    },
  },
  {
    method: 'GET',
    path: '/api/v1/billing/subscription',
    file: 'v1/billing/subscription.ts',
    tag: 'Billing',
    summary: 'The plan, its renewal and payment state',
    auth: SESSION,
    data: catalogue.subscriptionSummary,
    errors: [UNAUTHORIZED],
    example: {
      data: {
        plan: 'basic',
        interval: 'monthly',
        status: 'active',
        currentPeriodEnd: 1769817600000,
        cancelAtPeriodEnd: false,
        paymentFailed: false,
        managed: true,
        canManage: true,
        paymentsConfigured: true,
        credits: 398,
      },
    },
  },
  {
    method: 'POST',
    path: '/api/webhooks/stripe',
    file: 'webhooks/stripe.ts',
    tag: 'Billing',
    summary: "Stripe's events, verified by their signature",
    auth: NONE,
    bodyType: 'raw',
    data: catalogue.stripeWebhookAnswer,
    errors: [NOT_AVAILABLE],
    example: { data: { received: true } },
  },
  // Admin
  {
    method: 'GET',
    path: '/api/admin/users',
    file: 'admin/users/index.ts',
    tag: 'Admin',
    summary: 'An account and where its sign-up came from',
    auth: ADMIN,
    query: userLookupInput,
    data: account.adminUserDetails,
    errors: [UNAUTHORIZED, NOT_FOUND],
    example: {
      query: { email: 'ada@example.com' },
      data: { ...exampleUser, referDomain: 'news.ycombinator.com', utmSource: 'newsletter' },
    },
  },
  {
    method: 'POST',
    path: '/api/admin/users/plan',
    file: 'admin/users/plan.ts',
    tag: 'Admin',
    summary: "Set a user's plan",
    auth: ADMIN,
    body: setPlanInput,
    data: account.userInfo,
    errors: [UNAUTHORIZED, NOT_FOUND],
    example: {
      body: { email: 'ada@example.com', plan: 'pro' },
      data: { ...exampleUser, plan: 'pro', vipLevel: 2, vipFlag: true },
    },
  },
  {
    method: 'POST',
    path: '/api/admin/users/credits',
    file: 'admin/users/credits.ts',
    tag: 'Admin',
    summary: "Set a user's balance (one ledger adjustment)",
    auth: ADMIN,
    body: setCreditsInput,
    data: account.userInfo,
    errors: [UNAUTHORIZED, NOT_FOUND],
    example: { body: { email: 'ada@example.com', credits: 1000 }, data: { ...exampleUser, credits: 1000 } },
  },
  {
    method: 'POST',
    path: '/api/admin/users/role',
    file: 'admin/users/role.ts',
    tag: 'Admin',
    summary: 'Grant or take back the admin role of the console (`npm run admin -- grant-admin` for a running server)',
    auth: ADMIN,
    body: setRoleInput,
    data: account.adminUserSummary,
    errors: [UNAUTHORIZED, NOT_FOUND],
    example: {
      body: { email: 'ada@example.com', role: 'admin' },
      data: {
        id: 'u_5n2x7d',
        email: 'ada@example.com',
        name: 'Ada',
        plan: 'basic',
        vipLevel: 1,
        credits: 398,
        role: 'admin',
        disabled: false,
        disabledAt: null,
        createdAt: 1767139200000,
      },
    },
  },
  {
    method: 'GET',
    path: '/api/admin/console/audit',
    file: 'admin/console/audit.ts',
    tag: 'Admin',
    summary: "The operators' audit log",
    auth: SESSION,
    data: null,
    errors: [],
    hidden: CONSOLE,
  },
  {
    method: 'GET',
    path: '/api/admin/console/jobs',
    file: 'admin/console/jobs/index.ts',
    tag: 'Admin',
    summary: 'Jobs, filtered',
    auth: SESSION,
    data: null,
    errors: [],
    hidden: CONSOLE,
  },
  {
    method: 'GET',
    path: '/api/admin/console/jobs/{id}',
    file: 'admin/console/jobs/[id]/index.ts',
    tag: 'Admin',
    summary: "A job's parameters, attempts and timings",
    auth: SESSION,
    data: null,
    errors: [],
    hidden: CONSOLE,
  },
  {
    method: 'POST',
    path: '/api/admin/console/jobs/{id}/{action}',
    file: 'admin/console/jobs/[id]/[action].ts',
    tag: 'Admin',
    summary: 'Retry or refund a job',
    auth: SESSION,
    data: null,
    errors: [],
    hidden: CONSOLE,
  },
  {
    method: 'GET',
    path: '/api/admin/console/overview',
    file: 'admin/console/overview.ts',
    tag: 'Admin',
    summary: "The last day's figures",
    auth: SESSION,
    data: null,
    errors: [],
    hidden: CONSOLE,
  },
  {
    method: 'GET',
    path: '/api/admin/console/providers',
    file: 'admin/console/providers.ts',
    tag: 'Admin',
    summary: 'Providers, model availability, last errors',
    auth: SESSION,
    data: null,
    errors: [],
    hidden: CONSOLE,
  },
  {
    method: 'GET',
    path: '/api/admin/console/users',
    file: 'admin/console/users/index.ts',
    tag: 'Admin',
    summary: 'Accounts by e-mail or id',
    auth: SESSION,
    data: null,
    errors: [],
    hidden: CONSOLE,
  },
  {
    method: 'GET',
    path: '/api/admin/console/users/{id}',
    file: 'admin/console/users/[id]/index.ts',
    tag: 'Admin',
    summary: 'One account with its ledger, devices and videos',
    auth: SESSION,
    data: null,
    errors: [],
    hidden: CONSOLE,
  },
  {
    method: 'POST',
    path: '/api/admin/console/users/{id}/{action}',
    file: 'admin/console/users/[id]/[action].ts',
    tag: 'Admin',
    summary: 'An audited action on an account',
    auth: SESSION,
    data: null,
    errors: [],
    hidden: CONSOLE,
  },
  // Server
  {
    method: 'GET',
    path: '/api/health',
    file: 'health.ts',
    tag: 'Server',
    summary: 'Database and queue state, for load balancers and monitoring',
    auth: NONE,
    data: catalogue.health,
    errors: [NOT_AVAILABLE],
    example: {
      data: {
        database: 'ok',
        databaseKind: 'postgres',
        latencyMs: 1.4,
        queue: { depth: 3, oldestQueuedAgeSeconds: 12.5, processing: 2 },
        workers: { seenLastMinute: 2 },
      },
    },
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    file: 'openapi.json.ts',
    tag: 'Server',
    summary: 'This document',
    auth: NONE,
    data: null,
    errors: [],
    hidden: 'answers the document itself, not an envelope',
  },
  {
    method: 'GET',
    path: '/api/media/{key}',
    file: 'media/[...key].ts',
    tag: 'Server',
    summary: 'Stored files',
    auth: NONE,
    data: null,
    errors: [],
    hidden: 'served as /media/<key> (a rewrite); records carry these URLs',
  },
  {
    method: 'GET',
    path: '/api/seo/{file}',
    file: 'seo/[file].ts',
    tag: 'Server',
    summary: 'sitemap.xml and robots.txt',
    auth: NONE,
    data: null,
    errors: [],
    hidden: 'served as /sitemap.xml and /robots.txt (a rewrite)',
  },
  // API keys
  {
    method: 'GET',
    path: '/api/v1/user/api-keys',
    file: 'v1/user/api-keys/index.ts',
    tag: 'API keys',
    summary: "The user's API keys",
    auth: SESSION,
    data: apiKeyList,
    errors: [UNAUTHORIZED],
    example: { data: [{ id: 'k_1', name: 'CI', prefix: 'vl_3kd9', createdAt: 1767225600000, lastUsedAt: null }] },
  },
  {
    method: 'POST',
    path: '/api/v1/user/api-keys',
    file: 'v1/user/api-keys/index.ts',
    tag: 'API keys',
    summary: 'Create an API key; the key is shown only in this answer',
    auth: SESSION,
    body: createApiKeyInput,
    data: createdApiKey,
    errors: [UNAUTHORIZED],
    example: {
      body: { name: 'CI' },
      data: { id: 'k_1', name: 'CI', prefix: 'vl_3kd9', key: 'vl_3kd9w0r5b8q2m7x4c1v6n0z3' },
    },
  },
  {
    method: 'DELETE',
    path: '/api/v1/user/api-keys/{id}',
    file: 'v1/user/api-keys/[id].ts',
    tag: 'API keys',
    summary: 'Revoke an API key: it answers 401 from then on',
    auth: SESSION,
    data: null,
    errors: [UNAUTHORIZED, NOT_FOUND],
  },
  // Webhooks
  {
    method: 'GET',
    path: '/api/v1/user/webhooks',
    file: 'v1/user/webhooks/index.ts',
    tag: 'Webhooks',
    summary: "The user's webhook endpoints",
    auth: SESSION,
    data: webhookList,
    errors: [UNAUTHORIZED],
    example: {
      data: [
        {
          id: 'w_1',
          url: 'https://example.com/vidloom',
          events: ['video.succeeded', 'video.failed'],
          createdAt: 1767225600000,
        },
      ],
    },
  },
  {
    method: 'POST',
    path: '/api/v1/user/webhooks',
    file: 'v1/user/webhooks/index.ts',
    tag: 'Webhooks',
    summary: 'Register an endpoint; its signing secret is shown only in this answer',
    auth: SESSION,
    body: createWebhookInput,
    data: createdWebhook,
    errors: [UNAUTHORIZED],
    example: {
      body: { url: 'https://example.com/vidloom', events: ['video.succeeded', 'video.failed'] },
      data: {
        id: 'w_1',
        url: 'https://example.com/vidloom',
        events: ['video.succeeded', 'video.failed'],
        secret: 'whsec_5b0e8c1d2a7f4e6b9c3d',
      },
    },
  },
  {
    method: 'DELETE',
    path: '/api/v1/user/webhooks/{id}',
    file: 'v1/user/webhooks/[id]/index.ts',
    tag: 'Webhooks',
    summary: 'Remove an endpoint',
    auth: SESSION,
    data: null,
    errors: [UNAUTHORIZED, NOT_FOUND],
  },
  {
    method: 'GET',
    path: '/api/v1/user/webhooks/{id}/deliveries',
    file: 'v1/user/webhooks/[id]/deliveries/index.ts',
    tag: 'Webhooks',
    summary: "An endpoint's deliveries, newest first, with their status and last answer",
    auth: SESSION,
    data: deliveryList,
    errors: [UNAUTHORIZED, NOT_FOUND],
    example: { data: [exampleDelivery] },
  },
  {
    method: 'POST',
    path: '/api/v1/user/webhooks/{id}/deliveries/{deliveryId}/redeliver',
    file: 'v1/user/webhooks/[id]/deliveries/[deliveryId]/redeliver.ts',
    tag: 'Webhooks',
    summary: 'Send a delivery again now (the same event id and body)',
    auth: SESSION,
    data: delivery,
    errors: [UNAUTHORIZED, NOT_FOUND],
    example: {
      data: {
        ...exampleDelivery,
        event: 'video.failed',
        status: 'pending',
        attempts: 3,
        lastResponseStatus: 500,
        lastResponse: 'Internal Server Error',
        nextAttemptAt: 1767229200000,
      },
    },
  },
];
