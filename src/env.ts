/**
 * The one place that validates the environment, with zod. The bootstrap of the web process and
 * of every worker (src/main/bootstrap.ts) calls `serverEnv()` first, and next.config.ts
 * validates the NEXT_PUBLIC_* variables at build, so a bad value stops the process with a
 * message naming the variable. The browser reads those inlined values from src/public-env.ts, which carries
 * no zod into the client bundle.
 */
import { z } from 'zod';
import { DEFAULT_MSAL_AUTHORITY } from './public-env';
import { DAY, HOUR } from './lib/time';

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const publicSchema = z.object({
  /** Base of the API the browser calls; empty means the same origin. */
  NEXT_PUBLIC_API_BASE: z.preprocess(emptyToUndefined, z.url().optional()),
  /** Script of the live-chat widget; the widget is off when unset. */
  NEXT_PUBLIC_CHAT_SCRIPT_URL: optionalUrl,
  /** Google sign-in client id; Google sign-in is hidden when unset. */
  NEXT_PUBLIC_GOOGLE_CLIENT_ID: optionalString,
  /** Microsoft (MSAL) application id; Microsoft sign-in is hidden when unset. */
  NEXT_PUBLIC_MSAL_CLIENT_ID: optionalString,
  /** Microsoft authority; `common` accepts work, school and personal accounts. */
  NEXT_PUBLIC_MSAL_AUTHORITY: z.preprocess(emptyToUndefined, z.url().default(DEFAULT_MSAL_AUTHORITY)),
});

const serverSchema = publicSchema.extend({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Interface the server listens on. */
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  /** Origin used in e-mails, share links and the sitemap. */
  PUBLIC_URL: optionalUrl,
  /** Where the embedded database, stored files and the mail outbox live. */
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Believe X-Forwarded-For and CDN country headers (only behind a proxy that sets them). */
  TRUST_PROXY: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : v),
    z
      .enum(['0', '1', 'true', 'false'])
      .default('0')
      .transform((v) => v === '1' || v === 'true'),
  ),
  /** Signs device ids and captcha challenges; generated once into $DATA_DIR when unset. */
  APP_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  /** SMTP server for outgoing mail (smtp:// or smtps://); without it mail goes to the outbox folder. */
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  /** Where outbox mail is written. */
  MAIL_OUTBOX_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Sender of outgoing mail. */
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Vidloom <no-reply@vidloom.local>')),
  /** Enables the admin HTTP routes (as their bearer token); they answer 404 while unset. */
  ADMIN_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  /** Enables GET /metrics on the app's port, as its bearer token (and on METRICS_PORT when both are set). */
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  /** A port of its own for GET /metrics, for a network only Prometheus reaches; a standalone worker's only one. */
  METRICS_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65_535).optional()),
  /** Google sign-in: the OAuth client id ID tokens must be issued to (defaults to NEXT_PUBLIC_GOOGLE_CLIENT_ID). */
  GOOGLE_CLIENT_ID: optionalString,
  /** Google's signing keys. */
  GOOGLE_JWKS_URL: z.preprocess(emptyToUndefined, z.url().default('https://www.googleapis.com/oauth2/v3/certs')),
  /** Microsoft sign-in: the application id ID tokens must be issued to (defaults to NEXT_PUBLIC_MSAL_CLIENT_ID). */
  MSAL_CLIENT_ID: optionalString,
  /** Microsoft's signing keys. */
  MSAL_JWKS_URL: z.preprocess(
    emptyToUndefined,
    z.url().default('https://login.microsoftonline.com/common/discovery/v2.0/keys'),
  ),
  /** Expected issuer of Microsoft ID tokens; {tid} is replaced by the token's own tenant id. */
  MSAL_ISSUER_TEMPLATE: z.preprocess(
    emptyToUndefined,
    z.string().default('https://login.microsoftonline.com/{tid}/v2.0'),
  ),
  /** Work of the proof-of-work captcha: the solver tries up to this many hashes (tests use a low one). */
  CAPTCHA_DIFFICULTY: z.coerce.number().int().min(2).max(10_000_000).default(100_000),
  /** PostgreSQL connection string; unset means the embedded database in $DATA_DIR/db. */
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /**
   * Memory the embedded database keeps for its pages (Postgres' shared_buffers). Postgres clears
   * it at every start, so a smaller one starts faster; 128MB, Postgres' own default, suits a
   * server, and a machine short of memory or a short-lived process can take less.
   */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, 'must be a size such as 16MB')
    .default('128MB'),
  /** Connections per process to DATABASE_URL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** 0: each page's code loads on its first request rather than at start-up (next.config.ts). */
  PRELOAD_PAGES: z.preprocess(emptyToUndefined, z.enum(['0', '1']).default('1')),
  /** Run the job worker inside the web process: always with the embedded database; with DATABASE_URL only when 1. */
  WORKER_IN_PROCESS: z.preprocess(emptyToUndefined, z.enum(['0', '1']).optional()),
  /** Jobs one worker process renders at a time. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** A claimed job's lease: a worker that stops renewing it for this long loses the job to another. */
  WORKER_LEASE_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** How long a stopping standalone worker lets running jobs finish before handing them back. */
  WORKER_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  /**
   * How often an idle worker looks for work when no signal reaches it (job-signals.ts: a queued
   * job wakes it at once, in process or through PostgreSQL's LISTEN/NOTIFY; this is the fallback).
   */
  WORKER_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
  /** Wait before the second attempt of a failed job; doubled for the third, with jitter. */
  WORKER_RETRY_BASE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** Calls a minute one IP may make to the routes that sign in or send mail (API.md: 60); more answer 439. */
  AUTH_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Creates one owner may start a minute (API.md: 10); the 11th answers 439. */
  CREATES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  /** ffmpeg and ffprobe binaries; default: one on PATH, else the one shipped by npm. */
  FFMPEG_PATH: optionalString,
  FFPROBE_PATH: optionalString,
  /** S3-compatible storage for videos and uploads (instead of $DATA_DIR/storage). */
  S3_BUCKET: optionalString,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  /** Endpoint of a non-AWS service (MinIO, R2, …); implies path-style addressing unless told otherwise. */
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyToUndefined,
    z
      .enum(['0', '1', 'true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
  ),
  /** A public (CDN) base URL of the bucket; without it media is served through presigned URLs. */
  S3_PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /** Google's Gemini API key: turns on Gemini Omni Flash (and Veo on the Gemini API where an id is set). */
  GEMINI_API_KEY: optionalString,
  /** Base URL of the Gemini API (tests point it at a local fake). */
  VEO_API_BASE: z.preprocess(emptyToUndefined, z.url().default('https://generativelanguage.googleapis.com')),
  /**
   * Veo ids on the Gemini API behind veo-3-quality and veo-3-fast. Empty (the default) turns that
   * provider off: on 2026-11-23 Google lists no Veo id as served there (docs/google-models.md);
   * Veo 3.1 GA is on Vertex AI (VERTEX_*).
   */
  VEO_QUALITY_MODEL: z.preprocess(emptyToUndefined, z.string().default('')),
  VEO_FAST_MODEL: z.preprocess(emptyToUndefined, z.string().default('')),
  /** How often a running Google operation or interaction (Veo, Omni, Vertex) is polled. */
  VEO_POLL_MS: z.coerce.number().int().min(50).max(120_000).default(10_000),
  /** Gemini Omni Flash model id on the Gemini API (Interactions API); empty turns it off. */
  GEMINI_OMNI_MODEL: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string().default('gemini-omni-1.1-flash'),
  ),
  /** Vertex AI (Veo 3.1 GA): the Google Cloud project; defaults to the service account's project_id. */
  VERTEX_PROJECT: optionalString,
  /** Vertex AI region. */
  VERTEX_LOCATION: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region such as us-central1')
      .default('us-central1'),
  ),
  /** The service account key: a path to its JSON file, or the JSON itself. Turns on Vertex Veo. */
  VERTEX_SERVICE_ACCOUNT_JSON: optionalString,
  /** Base URL of Vertex AI; default https://{VERTEX_LOCATION}-aiplatform.googleapis.com (tests point it at a fake). */
  VERTEX_API_BASE: optionalUrl,
  /** Google's OAuth token URL for the service-account exchange (tests point it at a fake). */
  VERTEX_TOKEN_URL: z.preprocess(emptyToUndefined, z.url().default('https://oauth2.googleapis.com/token')),
  /** Veo ids on Vertex AI behind veo-3-quality and veo-3-fast. */
  VERTEX_VEO_QUALITY_MODEL: z.preprocess(emptyToUndefined, z.string().default('veo-3.1-generate-001')),
  VERTEX_VEO_FAST_MODEL: z.preprocess(emptyToUndefined, z.string().default('veo-3.1-fast-generate-001')),
  /** How often each configured Google model is looked up again (it is also looked up at start). */
  GOOGLE_MODEL_CHECK_MS: z.coerce.number().int().min(1000).max(DAY).default(HOUR),
  /** fal (issue 19): the key turns on the fal models of the catalogue; the queue URL is only changed by tests. */
  FAL_KEY: optionalString,
  FAL_QUEUE_URL: z.preprocess(emptyToUndefined, z.url().default('https://queue.fal.run')),
  /** Replicate: the API token turns on the Replicate models; the base URL is only changed by tests. */
  REPLICATE_API_TOKEN: optionalString,
  REPLICATE_API_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.replicate.com')),
  /** A ComfyUI server of the operator's (its base URL) turns on the ComfyUI models. */
  COMFYUI_URL: optionalUrl,
  /** A bearer token for a proxy in front of ComfyUI (ComfyUI itself has no authentication). */
  COMFYUI_TOKEN: optionalString,
  /** More ComfyUI workflows (API-format JSON, one per file); a name here wins over a shipped one (workflows/comfyui). */
  COMFYUI_WORKFLOWS_DIR: optionalString,
  /** How often a running fal, Replicate or ComfyUI request is polled. */
  HOSTED_POLL_MS: z.coerce.number().int().min(20).max(120_000).default(3000),
  /** First wait before a 429/5xx answer of fal, Replicate or ComfyUI is tried again (doubled each time; a longer Retry-After wins). */
  HOSTED_RETRY_BASE_MS: z.coerce.number().int().min(10).max(60_000).default(2000),
  /** The longest one request to a remote provider may take, its answer read in full (a job's own limit may cut it shorter). */
  REMOTE_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  /** The largest answer read from a remote provider, a video download included (MiB). */
  REMOTE_MAX_DOWNLOAD_MB: z.coerce.number().int().min(1).max(10_240).default(256),
  /** Tests only: lets a provider's answers name local addresses (the fakes); never set it in production. */
  REMOTE_ALLOW_PRIVATE_ADDRESSES: z.preprocess(emptyToUndefined, z.enum(['0', '1']).default('0')),
  /** Development and tests only: lets webhooks use plain http and reach loopback and private addresses. */
  WEBHOOK_ALLOW_PRIVATE: z.preprocess(emptyToUndefined, z.enum(['0', '1']).default('0')),
  /** Wait before a failed webhook delivery's second attempt; doubled each time up to 240 times it, with jitter. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(60_000),
  /** The longest one webhook delivery may take, connection and answer included (the connection alone at most half). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** JSON that adds, removes or re-prices catalogue models (src/server/videos/models-file.ts); a bad file stops the server. */
  MODELS_FILE: optionalString,
  /** Stripe: the secret key turns payments on (checkout, portal); the webhook secret verifies events. */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Base URL of Stripe's API (tests point it at a local fake). */
  STRIPE_API_BASE: z.preprocess(emptyToUndefined, z.url().optional()),
  /** Stripe price ids per plan and billing interval. */
  STRIPE_PRICE_BASIC_MONTHLY: optionalString,
  STRIPE_PRICE_BASIC_YEARLY: optionalString,
  STRIPE_PRICE_PRO_MONTHLY: optionalString,
  STRIPE_PRICE_PRO_YEARLY: optionalString,
  STRIPE_PRICE_ULTRA_MONTHLY: optionalString,
  STRIPE_PRICE_ULTRA_YEARLY: optionalString,
});

export type PublicEnv = z.infer<typeof publicSchema>;
export type ServerEnv = z.infer<typeof serverSchema> & { PUBLIC_URL: string };

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n');
}

export class EnvError extends Error {
  constructor(scope: string, error: z.ZodError) {
    super(
      `Invalid ${scope} environment variables:\n${formatIssues(error)}\nSee .env.example for each variable and its default.`,
    );
    this.name = 'EnvError';
  }
}

export function parsePublicEnv(source: Record<string, string | undefined>): PublicEnv {
  const result = publicSchema.safeParse(source);
  if (!result.success) throw new EnvError('public', result.error);
  return result.data;
}

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverSchema.safeParse(source);
  if (!result.success) throw new EnvError('server', result.error);
  const data = result.data;
  return { ...data, PUBLIC_URL: (data.PUBLIC_URL ?? `http://localhost:${data.PORT}`).replace(/\/+$/, '') };
}

/**
 * The ffmpeg or ffprobe a deployment names (FFMPEG_PATH, FFPROBE_PATH), read on its own: the
 * engine asks for it in render processes and scripts, which do not validate the whole server
 * environment.
 */
export function mediaToolOverride(name: 'FFMPEG_PATH' | 'FFPROBE_PATH'): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

let cachedServerEnv: ServerEnv | undefined;

/** The validated server environment. Throws EnvError on the first call when a value is invalid. */
export function serverEnv(): ServerEnv {
  if (typeof window !== 'undefined') throw new Error('serverEnv() is server-only');
  cachedServerEnv ??= parseServerEnv(process.env);
  return cachedServerEnv;
}
