/**
 * Why a job failed, by a stable key, as the API's errors are (src/lib/api/messages.ts): the
 * record carries `failReason` `{key, vars?, detail?}` beside `failMsg`, the English sentence made
 * here from the same template, so the page translates by key (`app:failure.<key>`, the same
 * `{{vars}}`) and programs keep reading `failMsg`. `detail` is the provider's own words, cleaned
 * (providerDetail); our own failures have none. A key is never renamed once a record holds it.
 */
import { fillTemplate, type PlaceholderNames, placeholderNames, type VarValue } from './api/messages';

export const FAILURE_MESSAGES = {
  // The provider (fal, Replicate, ComfyUI, Veo, Gemini Omni) said no, or gave nothing usable.
  providerTimeout: "{{provider}} took longer than the model's limit of {{seconds}} s; the request was cancelled",
  providerStillRunning: '{{provider}} had not finished the video after {{attempts}} attempts',
  providerSafety: "The video was blocked by the provider's safety filters",
  providerKey: '{{provider}} refused the key or account this server uses',
  providerRefused: '{{provider}} refused the request',
  providerFailed: '{{provider}} could not make this video',
  providerStopped: '{{provider}} stopped the video before it was done',
  providerLost: '{{provider}} no longer has this request',
  providerNoVideo: '{{provider}} finished without a video',
  providerBadAnswer: '{{provider}} sent an answer that could not be used',
  providerTooLarge: 'The answer from {{provider}} is larger than {{maxMb}} MB',
  providerUnreachable: '{{provider}} did not answer after {{attempts}} attempts',
  // The model on this server.
  modelUnavailable: 'Model not available on this server',
  modelRetired: '{{provider}} no longer serves this model',
  modelSetup: 'This model is not set up correctly on this server',
  // Our own side: the files, the render, the job itself.
  inputUnreadable: 'A file this video is made from could not be read',
  renderFailed: 'Rendering failed after {{attempts}} attempts',
  renderStalled: 'Rendering failed: the job stopped responding',
  invalidJob: 'Rendering failed: the job payload is invalid',
  storageFailed: 'The finished video could not be saved',
  // A story: a shot it is made of.
  storyShotFailed: 'Shot {{shot}} of the story could not be made',
} as const;

export type FailureKey = keyof typeof FAILURE_MESSAGES;

/** Variables that are counts; every other one is a name. */
type NumberVar = 'seconds' | 'attempts' | 'maxMb' | 'shot';

type FailureVars<K extends FailureKey> = {
  [Name in PlaceholderNames<(typeof FAILURE_MESSAGES)[K]>]: Name extends NumberVar ? number : string;
};

/** A key with every one of its variables (none for a key without placeholders), and maybe the provider's words. */
export type FailReason = {
  [K in FailureKey]: { key: K; detail?: string } & (PlaceholderNames<(typeof FAILURE_MESSAGES)[K]> extends never
    ? { vars?: undefined }
    : { vars: FailureVars<K> });
}[FailureKey];

/**
 * Variables the worker knows and the code that notices the failure does not: the name of the
 * provider the job ran on (dispatch.ts) and the attempts it took (worker.ts).
 */
type JobVar = 'provider' | 'attempts';

/** A failure as the engine says it: its key, the variables it knows, and the provider's words. */
export type FailureDraft = {
  [K in FailureKey]: { key: K; detail?: string } & (Exclude<
    PlaceholderNames<(typeof FAILURE_MESSAGES)[K]>,
    JobVar
  > extends never
    ? { vars?: undefined }
    : { vars: Omit<FailureVars<K>, JobVar> });
}[FailureKey];

function isFailureKey(value: unknown): value is FailureKey {
  return typeof value === 'string' && Object.hasOwn(FAILURE_MESSAGES, value);
}

/** The names of a key's placeholders. */
export function failureVarNames(key: FailureKey): string[] {
  return placeholderNames(FAILURE_MESSAGES[key]);
}

/** Longest provider detail kept: a sentence or two, never a whole error page. */
export const DETAIL_MAX = 300;

/**
 * A provider's own words as a record may show them: one line, without links (a signed or keyed
 * URL), without anything that looks like a key or token, without file paths or stack frames,
 * at most DETAIL_MAX characters; undefined when nothing is left.
 */
export function providerDetail(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const cleaned = text
    // A stack trace: its first frame and all after it go.
    .replace(/\n\s*at [\s\S]*$/, '')
    // Markup of an error page (its text is what the provider said); "<= 10" is no tag.
    .replace(/<\/?[a-z][^<>]*>/gi, ' ')
    .replace(/\s+/g, ' ')
    // Links: a provider's signed delivery URL or one with a key in its query.
    .replace(/\b[a-z][a-z\d+.-]*:\/\/\S+/gi, '…')
    // "key: …", "token=…", "Authorization: Bearer …": the word stays, its value goes.
    .replace(
      /\b(api[-_]?key|key|token|secret|password|authorization|signature)(\s*[:=]\s*)(?:(?:bearer|key|basic)\s+)?[^\s,;)]+/gi,
      (_, word: string, gap: string) => `${word}${gap}…`,
    )
    .replace(/\b(bearer|key|basic)\s+[\w.~+/=:-]{12,}/gi, '$1 …')
    // Opaque strings as keys and tokens are made: long runs of letters and digits together
    // (hex and UUIDs), or shorter ones mixing cases and digits; a snake_case file name stays.
    .replace(/[\w-]{20,}/g, (run) =>
      /\d/.test(run) && /[a-z]/i.test(run) && (run.length >= 32 || (/[a-z]/.test(run) && /[A-Z]/.test(run)))
        ? '…'
        : run,
    )
    // Absolute paths of the machine.
    .replace(/(^|[\s("'])(\/[\w.@-]+){2,}\/?/g, '$1…')
    .trim();
  if (!cleaned || !/[\p{L}\p{N}]/u.test(cleaned)) return undefined;
  return cleaned.length > DETAIL_MAX ? `${cleaned.slice(0, DETAIL_MAX - 1).trimEnd()}…` : cleaned;
}

/** The English sentence of a failure (the record's `failMsg`), with the provider's words after a colon. */
export function englishFailure(reason: FailReason): string {
  const sentence = fillTemplate(FAILURE_MESSAGES[reason.key], (reason.vars ?? {}) as Record<string, VarValue>);
  return reason.detail ? `${sentence}: ${reason.detail}` : sentence;
}

/**
 * A draft made whole with what the worker knows, its detail cleaned once more; a variable
 * nobody gave (a provider key on a job that named no provider) reads as a neutral word rather
 * than a placeholder.
 */
export function completeFailure(draft: FailureDraft, known: { provider?: string; attempts?: number } = {}): FailReason {
  const given: Record<string, VarValue> = { ...(draft.vars ?? {}) };
  if (known.provider !== undefined) given.provider = known.provider;
  if (known.attempts !== undefined) given.attempts = known.attempts;
  const vars: Record<string, VarValue> = {};
  for (const name of failureVarNames(draft.key)) vars[name] = given[name] ?? (name === 'provider' ? '…' : 0);
  const detail = providerDetail(draft.detail);
  return {
    key: draft.key,
    ...(Object.keys(vars).length > 0 ? { vars } : {}),
    ...(detail ? { detail } : {}),
  } as FailReason;
}

/**
 * A stored or answered reason, checked: a known key with its variables as strings or numbers
 * and a detail as text; null for anything else (an old row, a newer server's key).
 */
export function readFailReason(value: unknown): FailReason | null {
  if (typeof value !== 'object' || value === null) return null;
  const { key, vars, detail } = value as { key?: unknown; vars?: unknown; detail?: unknown };
  if (!isFailureKey(key)) return null;
  const names = failureVarNames(key);
  const read: Record<string, VarValue> = {};
  for (const name of names) {
    const given = typeof vars === 'object' && vars !== null ? (vars as Record<string, unknown>)[name] : undefined;
    if (typeof given !== 'string' && typeof given !== 'number') return null;
    read[name] = given;
  }
  return {
    key,
    ...(names.length > 0 ? { vars: read } : {}),
    ...(typeof detail === 'string' && detail ? { detail } : {}),
  } as FailReason;
}
