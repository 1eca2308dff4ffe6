/**
 * POST /api/v1/video/create, as a service. The checks run in API.md's order ("Create
 * rules"): rate, the mode's validation, captcha, restricted country, model and extend access,
 * model configured, moderation, daily limit, concurrency, credits. The last three and the
 * insert run in one transaction that first locks the owner's row, so parallel creates of one
 * owner queue up behind each other and can neither overdraw nor exceed a limit.
 */
import { queueKeyNow, queueOffsetMinutes } from '@/server/queue/queue-key';
import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { serverEnv } from '@/env';
import { CODES } from '@/lib/api/codes';
import { understand } from '@/engine/animatic/understand';
import { isEffectTemplate } from '@/lib/effect-templates';
import { MODE_INPUTS } from '@/lib/modes';
import { isRestrictedCountry } from '@/lib/restricted-countries';
import {
  type AspectRatio,
  DURATIONS,
  creditCost,
  type CostInput,
  type Duration,
  frameSize,
  modelDefaults,
  nearestAspectRatio,
  normalizeShape,
  type Quality,
  qualityAbove,
  qualityOfFrame,
  trimmedSeconds,
} from '@/lib/generation';
import { catalogue, findModel, isHostedProvider, type ModelEntry, type ModelId, modelInputs } from '@/lib/models';
import type { ScenePlan } from '@/lib/scene-plan';
import { isSpeaker } from '@/lib/speakers';
import { type Actor, actorRights, ownerOf } from '@/server/auth/actor';
import { PLAN_IDS, type PlanRights } from '@/lib/plans';
import { checkApiKeyJobs } from '@/server/api-keys/api-key-limits';
import { verifyCaptcha } from '@/server/captcha/captcha';
import { applyCreditChange } from '@/server/credits/apply-credit-change';
import { freeGrantOf } from '@/server/devices/free-grant';
import { randomId, randomToken } from '@/server/crypto/random';
import type { Database, Executor } from '@/server/db/client';
import { devices, uploads, users, videos } from '@/server/db/schema';
import { deviceHasJoined, utcDay } from '@/server/devices/devices';
import { ipCountry } from '@/server/geo/ip-country';
import { AppError } from '@/server/http/app-error';
import { claimIdempotencyKey, type IdempotencyClaim, idempotencyClaim, lockOwner } from './idempotency';
import { headerValue } from '@/server/http/request-context';
import { requestLanguage } from '@/server/http/request-language';
import { countHit, peekCount } from '@/server/rate-limit/hit-rate-limit';
import { keyFromMediaUrl } from '@/server/storage/storage';
import { parseCreateInput, type CreateInput } from './create-input';
import type { GenerateParam } from './generate-param';
import { type JobSpec, jobSpecSchema, type SourceScene, type SourceVideo, storedJobSpec } from './job-spec';
import { modelUnavailableReason } from './models';
import { moderationVerdict } from './moderation';
import { signalJobQueued } from './job-signals';
import { DAY, MINUTE } from '@/lib/time';

/**
 * The scene a record of ours was drawn from, if a base animatic drew it. A record made from a
 * base clip (a sound, a voice, an upscale, an extension) shows its source's frames, drawn with
 * the source's seed over the source's span: it passes those on, never its own seed.
 */
function sceneOf(row: typeof videos.$inferSelect): SourceScene | undefined {
  const spec = storedJobSpec(row);
  if (!row.scene || !spec) return undefined;
  if ('source' in spec) return spec.source.scene && { ...spec.source.scene, plan: row.scene };
  const span = row.generateParam.duration ?? row.duration ?? 0;
  return span > 0 ? { plan: row.scene, seed: spec.seed, span } : undefined;
}

/** One of the caller's finished records as the source of a new video. */
function sourceOfRecord(row: typeof videos.$inferSelect, key: string): SourceVideo {
  return {
    key,
    duration: row.duration ?? 0,
    width: row.width ?? 0,
    height: row.height ?? 0,
    recordId: row.id,
    prompt: row.prompt,
    quality: row.generateParam.quality,
    scene: sceneOf(row),
  };
}

export function ownerWhere(table: typeof videos | typeof uploads, actor: Actor) {
  return actor.kind === 'user'
    ? eq(table.userId, actor.userId)
    : and(eq(table.deviceId, actor.deviceId), isNull(table.userId));
}

export function mediaHosts(req: IncomingMessage): string[] {
  const hosts = [headerValue(req, 'host')].filter((host): host is string => Boolean(host));
  const publicUrl = serverEnv().PUBLIC_URL;
  if (publicUrl) {
    try {
      hosts.push(new URL(publicUrl).host);
    } catch {
      // A bad PUBLIC_URL is refused by src/env.ts at start-up.
    }
  }
  return hosts;
}

export async function resolveImages(db: Executor, actor: Actor, urls: string[], hosts: string[]) {
  const keys = urls.map((url) => keyFromMediaUrl(url, hosts));
  if (keys.some((key) => key === null)) throw new AppError(CODES.BAD_REQUEST, 'uploadImage');
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: uploads.storageKey, width: uploads.width, height: uploads.height })
    .from(uploads)
    .where(and(ownerWhere(uploads, actor), eq(uploads.kind, 'image'), inArray(uploads.storageKey, keys as string[])));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return keys.map((key) => {
    const row = byKey.get(key!);
    if (!row) throw new AppError(CODES.BAD_REQUEST, 'sourceNotFound');
    return row;
  });
}

/**
 * The source video of sound, speech, extend and upscale, and whether it is a private record of
 * the caller: a video made from a private video is private too (API.md), so it can never be
 * shared. An uploaded file is no record: its result follows the caller's own privateFlag.
 */
async function resolveSourceVideo(
  db: Executor,
  actor: Actor,
  input: CreateInput,
  hosts: string[],
): Promise<{ source: SourceVideo; fromPrivate: boolean } | undefined> {
  if (input.originalRecordId) {
    const [row] = await db
      .select()
      .from(videos)
      .where(and(eq(videos.id, input.originalRecordId), ownerWhere(videos, actor), eq(videos.state, 'success')));
    if (!row?.videoKey) throw new AppError(CODES.BAD_REQUEST, 'selectVideo');
    return { source: sourceOfRecord(row, row.videoKey), fromPrivate: row.privateFlag };
  }
  if (!input.userUploadVideoUrl) return undefined;
  const key = keyFromMediaUrl(input.userUploadVideoUrl, hosts);
  if (!key) throw new AppError(CODES.BAD_REQUEST, 'selectVideo');
  const [upload] = await db
    .select()
    .from(uploads)
    .where(and(ownerWhere(uploads, actor), eq(uploads.kind, 'video'), eq(uploads.storageKey, key)));
  if (upload)
    return {
      source: { key, duration: upload.duration ?? 0, width: upload.width ?? 0, height: upload.height ?? 0 },
      fromPrivate: false,
    };
  // The URL of one of the caller's own finished videos.
  const [record] = await db
    .select()
    .from(videos)
    .where(and(ownerWhere(videos, actor), eq(videos.videoKey, key), eq(videos.state, 'success')));
  if (!record) throw new AppError(CODES.BAD_REQUEST, 'sourceNotFound');
  return { source: sourceOfRecord(record, key), fromPrivate: record.privateFlag };
}

async function resolveAudio(
  db: Executor,
  actor: Actor,
  url: string | undefined,
  hosts: string[],
): Promise<string | undefined> {
  if (!url) return undefined;
  const key = keyFromMediaUrl(url, hosts);
  const [row] = key
    ? await db
        .select({ key: uploads.storageKey })
        .from(uploads)
        .where(and(ownerWhere(uploads, actor), eq(uploads.kind, 'audio'), eq(uploads.storageKey, key)))
    : [];
  if (!row) throw new AppError(CODES.BAD_REQUEST, 'sourceNotFound');
  return row.key;
}

/** The quality a source video has, from its recorded quality or its short side. */
function sourceQuality(source: SourceVideo): Quality {
  return source.quality ?? qualityOfFrame(source.width, source.height);
}

function sourceAspect(source: SourceVideo): AspectRatio {
  return source.width && source.height ? nearestAspectRatio(source.width, source.height) : '16:9';
}

export async function checkCaptcha(db: Executor, actor: Actor, req: IncomingMessage): Promise<void> {
  if (actor.kind !== 'device') return;
  const key = `create-captcha:${actor.deviceId}:${utcDay()}`;
  if ((await peekCount(db, key, DAY)) > 0) return;
  const verify = headerValue(req, 'verify');
  if (!verify) throw new AppError(CODES.CAPTCHA_REQUIRED, 'captchaRequired');
  if (!(await verifyCaptcha(db, verify))) throw new AppError(CODES.CAPTCHA_FAILED, 'captchaFailed');
  await countHit(db, key, DAY);
}

/** The record made, or the first one when the request was sent again under its Idempotency-Key (cost 0: nothing charged). */
export type CreatedVideo = { recordId: string; cost: number };

export type OwnerKey = `user:${string}` | `device:${string}`;

export function ownerKeyOf(actor: Actor): OwnerKey {
  return actor.kind === 'user' ? `user:${actor.userId}` : `device:${actor.deviceId}`;
}

type ResolvedInputs = {
  images: { key: string; width: number | null; height: number | null }[];
  source: SourceVideo | undefined;
  audioKey: string | undefined;
  speakerId: string;
  /** Made from a private record: private too, whatever the body asked (and so never shareable). */
  privateFlag: boolean;
};

/** The shape the video will have and what it costs (SPEC §4, §9). */
type PricedShape = {
  quality: Quality;
  duration: Duration;
  aspectRatio: AspectRatio;
  autoSound: boolean;
  autoSpeech: boolean;
  outputSeconds: number;
  cost: number;
};

export async function createVideo(
  db: Database,
  req: IncomingMessage,
  actor: Actor,
  body: unknown,
): Promise<CreatedVideo> {
  const ownerKey = ownerKeyOf(actor);
  const idempotency = idempotencyClaim(req, ownerKey, body);
  // 1. Rate: every create call counts.
  await checkCreateRate(db, ownerKey);
  // 2. The mode's validation, sources included.
  const input = parseCreateInput(body);
  const model: ModelId = MODE_INPUTS[input.operationType].model ? (input.model ?? 'base') : 'base';
  const entry = knownModelEntry(model);
  checkModelLimits(entry, input);
  const resolved = await resolveInputs(db, req, actor, input);
  // 3. Captcha (anonymous devices, once a day).
  await checkCaptcha(db, actor, req);
  // 4. Restricted country.
  if (isRestrictedCountry(ipCountry(req))) throw new AppError(CODES.FORBIDDEN, 'restricted');
  // 5–7. Model and extend access, plan-only switches, model configured, moderation.
  const rights = checkAccess(actor, {
    models: [entry],
    extend: input.operationType === 'extend',
    privateFlag: input.privateFlag,
    noWatermarkFlag: input.noWatermarkFlag,
  });
  checkModelAvailable(model);
  checkModeration(input);

  const shape = priceAndShape(input, entry, resolved);
  const recordId = randomId('rec');
  // Same prompt and seed, same video: a seed the caller sends is kept, else one is drawn.
  const seed = input.seed ?? randomInt(0, 2 ** 31);
  const row = {
    id: recordId,
    ...ownerColumns(actor),
    operationType: input.operationType,
    model,
    generateParam: generateParamOf(input, model, resolved, shape, seed),
    jobSpec: jobSpecOf(input, resolved, shape, seed),
    prompt: input.prompt || resolved.source?.prompt || '',
    scene: sceneFor(req, input, model, resolved),
    cost: shape.cost,
    privateFlag: resolved.privateFlag,
    mediaKey: randomToken(16),
  };
  // 8–10 and the insert.
  const { replayedFrom } = await chargeAndInsert(db, actor, ownerKey, rights, row, [], idempotency);
  if (replayedFrom) return { recordId: replayedFrom, cost: 0 };
  // A worker waiting for work claims it now rather than at its next poll.
  await signalJobQueued(db);
  return { recordId, cost: shape.cost };
}

export async function checkCreateRate(db: Executor, ownerKey: OwnerKey): Promise<void> {
  if ((await countHit(db, `create:${ownerKey}`, MINUTE)) > serverEnv().CREATES_PER_MINUTE) {
    throw new AppError(CODES.SLOW_DOWN, 'slowDown');
  }
}

/** The files a create names, found among the caller's own (400 for any other), and what follows from them. */
async function resolveInputs(
  db: Executor,
  req: IncomingMessage,
  actor: Actor,
  input: CreateInput,
): Promise<ResolvedInputs> {
  const mode = input.operationType;
  const hosts = mediaHosts(req);
  if (mode === 'effect' && !isEffectTemplate(input.effectTemplateId))
    throw new AppError(CODES.BAD_REQUEST, 'selectTemplate');
  const speakerId = input.speakerId && isSpeaker(input.speakerId) ? input.speakerId : 'auto';
  const takes = MODE_INPUTS[mode];
  const images = takes.images ? await resolveImages(db, actor, input.imgUrls, hosts) : [];
  const resolvedSource = takes.source ? await resolveSourceVideo(db, actor, input, hosts) : undefined;
  const privateFlag = input.privateFlag || (resolvedSource?.fromPrivate ?? false);
  const audioKey = takes.audio ? await resolveAudio(db, actor, input.audioUrl, hosts) : undefined;
  return { images, source: resolvedSource?.source, audioKey, speakerId, privateFlag };
}

/** 2. The model asked for is one of the catalogue in force (MODELS_FILE may have changed it since the page loaded). */
export function knownModelEntry(model: ModelId): ModelEntry {
  const entry = findModel(model);
  if (!entry)
    throw new AppError(CODES.BAD_REQUEST, {
      key: 'oneOf',
      vars: {
        field: 'model',
        values: catalogue()
          .map((known) => known.id)
          .join(', '),
      },
    });
  return entry;
}

/**
 * 2. The request against the model's own limits (issue 19), with the usual messages. SPEC's
 * models keep API.md's rules: 5 or 8 s, and the rest normalised to what Veo can make. A hosted
 * model (fal, Replicate, ComfyUI) is exactly what its catalogue row says: a value it does not
 * offer is refused rather than quietly changed into one the user did not pick and pay for.
 */
function checkModelLimits(entry: ModelEntry, input: CreateInput): void {
  const bad = (field: string, values: readonly (string | number)[]) =>
    new AppError(CODES.BAD_REQUEST, { key: 'oneOf', vars: { field, values: values.join(', ') } });
  const takesShape = MODE_INPUTS[input.operationType].shape;
  if (!isHostedProvider(entry.provider)) {
    if (takesShape && input.duration !== undefined && !(DURATIONS as readonly number[]).includes(input.duration))
      throw new AppError(CODES.BAD_REQUEST, {
        key: 'either',
        vars: { field: 'duration', first: DURATIONS[0], second: DURATIONS[1] },
      });
    return;
  }
  const { inputs, maxImages } = modelInputs(entry);
  const images = input.imgUrls.length;
  if (images > 0 && !inputs.includes('images')) throw new AppError(CODES.BAD_REQUEST, 'modelTakesNoImage');
  if (images === 0 && !inputs.includes('text')) throw new AppError(CODES.BAD_REQUEST, 'uploadImage');
  if (images > maxImages) throw new AppError(CODES.BAD_REQUEST, { key: 'tooManyImages', vars: { max: maxImages } });
  if (input.quality !== undefined && !entry.qualities.includes(input.quality)) throw bad('quality', entry.qualities);
  if (input.duration !== undefined && !entry.durations.includes(input.duration)) throw bad('duration', entry.durations);
  if (images === 0 && input.aspectRatio !== undefined && !entry.aspectRatios.includes(input.aspectRatio))
    throw bad('aspectRatio', entry.aspectRatios);
}

const planRank = (plan: (typeof PLAN_IDS)[number]) => PLAN_IDS.indexOf(plan);

/** What a create asks of the caller's plan: its models, and the plan-only switches. */
export type AccessAsked = {
  models: ModelEntry[];
  extend?: boolean;
  privateFlag: boolean;
  noWatermarkFlag: boolean;
};

/** 5. What the caller's plan allows: each model, extend, and the plan-only switches. */
export function checkAccess(actor: Actor, asked: AccessAsked): PlanRights {
  const rights = actorRights(actor);
  // A row's lowest plan (MODELS_FILE may ask for basic): visitors count as free.
  const plan = actor.kind === 'user' ? actor.plan : 'free';
  for (const entry of asked.models) {
    if (entry.isPro && !rights.proModels) throw new AppError(CODES.FORBIDDEN, 'proModel');
    if (planRank(plan) < planRank(entry.minPlan))
      throw new AppError(CODES.FORBIDDEN, entry.minPlan === 'basic' ? 'paidModel' : 'proModel');
  }
  if (asked.extend && !rights.extend) throw new AppError(CODES.FORBIDDEN, 'extendPlan');
  if (asked.privateFlag && !rights.privateVideos) throw new AppError(CODES.FORBIDDEN, 'privatePlan');
  if (asked.noWatermarkFlag && !rights.removableWatermark) throw new AppError(CODES.FORBIDDEN, 'watermarkPlan');
  return rights;
}

/** 6. Model configured, and still served by its provider (the Google model monitor); `data.reason` is GET /api/v1/models' code. */
export function checkModelAvailable(model: ModelId): void {
  const unavailable = modelUnavailableReason(model);
  if (unavailable) throw new AppError(CODES.NOT_AVAILABLE, 'modelNotAvailable', { reason: unavailable });
}

/** 7. Moderation of every text the create carries. */
function checkModeration(input: CreateInput): void {
  const verdict = moderationVerdict(input.prompt, input.soundPrompt, input.speechPrompt);
  if (verdict) throw new AppError(CODES.CONTENT_REJECTED, verdict.message, { reason: verdict.key });
}

function priceAndShape(input: CreateInput, entry: ModelEntry, { images, source }: ResolvedInputs): PricedShape {
  const model = entry.id;
  const mode = input.operationType;
  const defaults = modelDefaults(model);
  const firstImage = images[0];
  // The shape the caller chose; with pictures and no choice (the studio sends none with pictures,
  // SPEC §5), the nearest of the three to the first picture's (issue 15: images keep a chosen shape).
  let aspectRatio: AspectRatio =
    input.aspectRatio ??
    (firstImage?.width && firstImage.height ? nearestAspectRatio(firstImage.width, firstImage.height) : '16:9');
  let quality: Quality = input.quality ?? defaults.quality;
  // Extend's customizeDuration is the seconds added and wins over duration (generation.ts).
  let duration: Duration =
    (mode === 'extend' && input.customizeDuration ? (input.customizeDuration as Duration) : undefined) ??
    input.duration ??
    defaults.duration;
  let costInput: CostInput;
  let outputSeconds: number = duration;
  if (source) {
    aspectRatio = sourceAspect(source);
    if (mode === 'upscale') quality = qualityAbove(sourceQuality(source));
    else if (mode !== 'extend') quality = sourceQuality(source);
  }
  ({ quality, duration, aspectRatio } = normalizeShape(model, { quality, duration, aspectRatio }));
  // A hosted model's video comes with the provider's own sound (or none): ours is not added, nor charged.
  const takesShape = MODE_INPUTS[mode].shape && !isHostedProvider(entry.provider);
  const autoSound = takesShape ? input.autoSoundFlag : false;
  const autoSpeech = takesShape ? input.autoSpeechFlag : false;
  switch (mode) {
    case 'generate':
    case 'effect':
    case 'extend':
      costInput = { mode, model, quality, duration, autoSound, autoSpeech };
      if (mode === 'extend') outputSeconds = (source?.duration ?? 0) + duration;
      break;
    case 'sound':
      outputSeconds = trimmedSeconds(source!.duration, input.customizeDuration);
      costInput = { mode, sourceSeconds: outputSeconds };
      break;
    case 'speech':
      outputSeconds = trimmedSeconds(source!.duration, input.customizeDuration);
      costInput = { mode, promptLength: input.prompt.length };
      break;
    case 'upscale':
      outputSeconds = source!.duration;
      costInput = { mode, sourceSeconds: source!.duration };
      break;
  }
  return { quality, duration, aspectRatio, autoSound, autoSpeech, outputSeconds, cost: creditCost(costInput) };
}

/** What was asked, as the record shows it (API.md Record.generateParam). */
function generateParamOf(
  input: CreateInput,
  model: ModelId,
  resolved: ResolvedInputs,
  shape: PricedShape,
  seed: number,
): GenerateParam {
  const mode = input.operationType;
  const takes = MODE_INPUTS[mode];
  return {
    operationType: mode,
    model,
    prompt: input.prompt,
    quality: shape.quality,
    duration: takes.shape ? shape.duration : Math.round(shape.outputSeconds * 100) / 100,
    aspectRatio: shape.aspectRatio,
    imgUrls: input.imgUrls,
    autoSoundFlag: shape.autoSound,
    soundPrompt: input.soundPrompt,
    autoSpeechFlag: shape.autoSpeech,
    speechPrompt: input.speechPrompt,
    speakerId: resolved.speakerId,
    effectTemplateId: takes.template ? input.effectTemplateId : undefined,
    originalRecordId: resolved.source?.recordId,
    userUploadVideoUrl: input.userUploadVideoUrl,
    originalSoundFlag: input.originalSoundFlag,
    audioUrl: input.audioUrl,
    noWatermarkFlag: input.noWatermarkFlag,
    privateFlag: resolved.privateFlag,
    seed,
  };
}

/**
 * What the worker renders from (job-spec.ts), checked by the schema the worker reads it with:
 * a payload no attempt could render is never queued.
 */
function jobSpecOf(
  input: CreateInput,
  { images, source, audioKey }: ResolvedInputs,
  shape: PricedShape,
  seed: number,
): JobSpec {
  const { width, height } = frameSize(shape.quality, shape.aspectRatio);
  return jobSpecSchema.parse({
    mode: input.operationType,
    seed,
    width,
    height,
    fps: 24,
    watermark: !input.noWatermarkFlag,
    imageKeys: images.map((image) => image.key),
    source,
    audioKey,
    continueScene:
      input.operationType === 'extend' && source?.scene ? { ...source.scene, from: source.duration } : undefined,
  });
}

/**
 * What the base animatic draws (issue 15), read now so the record shows it from the start: the
 * prompt's scene for a drawn clip, the source's for a video made from a base clip (an extension
 * goes on with it, whatever its own words say), none for pictures the user brought.
 */
function sceneFor(
  req: IncomingMessage,
  input: CreateInput,
  model: ModelId,
  { images, source }: ResolvedInputs,
): ScenePlan | null {
  return model === 'base' && input.operationType === 'generate' && images.length === 0
    ? understand(input.prompt, { locale: requestLanguage(req) })
    : (source?.scene?.plan ?? null);
}

export function ownerColumns(actor: Actor): { userId: string | null; deviceId: string | null } {
  const owner = ownerOf(actor);
  return { userId: owner.userId ?? null, deviceId: owner.deviceId ?? null };
}

/**
 * 8–10 and the insert, in one transaction behind a lock on the owner: the daily limit, the
 * running jobs (the plan's, then an API key's own), the credits, then the debit and the row,
 * which names the key that made it. A story's shots come as `parts`:
 * rows of their own, charged with their story (its cost is the whole), counted as no job.
 */
export async function chargeAndInsert(
  db: Database,
  actor: Actor,
  ownerKey: OwnerKey,
  rights: PlanRights,
  row: typeof videos.$inferInsert & { id: string; cost: number },
  parts: (typeof videos.$inferInsert)[] = [],
  idempotency: IdempotencyClaim | null = null,
): Promise<{ replayedFrom?: string }> {
  const { id: recordId, cost } = row;
  return db.transaction(async (tx) => {
    await lockOwner(tx, actor);
    // A device that joined an account spends nothing on its own any more (src/server/devices/devices.ts).
    if (actor.kind === 'device' && (await deviceHasJoined(tx, actor.deviceId)))
      throw new AppError(CODES.NOT_ENOUGH_CREDITS, 'notEnoughCredits', { needed: cost, balance: 0 });
    // A request sent again under its Idempotency-Key is its first record, before any limit that
    // its first attempt itself may have reached.
    const replayedFrom = idempotency ? await claimIdempotencyKey(tx, idempotency, recordId) : null;
    if (replayedFrom) return { replayedFrom };

    const dailyKey = `daily-create:${ownerKey}:${utcDay()}`;
    if (rights.dailyCreates !== null && (await peekCount(tx, dailyKey, DAY)) >= rights.dailyCreates) {
      throw new AppError(CODES.DAILY_LIMIT, 'dailyLimit');
    }
    const [running] = await tx
      .select({ n: count() })
      .from(videos)
      .where(and(ownerWhere(videos, actor), inArray(videos.state, ['queued', 'processing']), isNull(videos.parentId)));
    if ((running?.n ?? 0) >= rights.concurrentJobs) throw new AppError(CODES.TOO_MANY_JOBS, 'tooManyJobs');
    const apiKeyId = actor.kind === 'user' ? (actor.apiKeyId ?? null) : null;
    if (apiKeyId) await checkApiKeyJobs(tx, apiKeyId);

    // 430 says what the video needs and what is left (and, for a device, whether it ever got its
    // free credits), so the page can tell the user; applyCreditChange stays the guard.
    const [held] =
      actor.kind === 'user'
        ? await tx.select({ credits: users.credits }).from(users).where(eq(users.id, actor.userId))
        : await tx.select({ credits: devices.credits }).from(devices).where(eq(devices.id, actor.deviceId));
    const balance = held?.credits ?? 0;
    if (balance < cost) {
      const freeGrant = actor.kind === 'device' ? { freeGrant: await freeGrantOf(tx, actor.deviceId) } : {};
      throw new AppError(CODES.NOT_ENOUGH_CREDITS, 'notEnoughCredits', { needed: cost, balance, ...freeGrant });
    }
    await applyCreditChange(tx, {
      owner: ownerOf(actor),
      delta: -cost,
      reason: 'generation',
      idempotencyKey: `debit:${recordId}`,
      recordId,
    });
    const queueKey = queueKeyNow(queueOffsetMinutes(rights, running?.n ?? 0));
    await tx.insert(videos).values({ ...row, queueKey, apiKeyId });
    if (parts.length > 0) await tx.insert(videos).values(parts.map((part) => ({ ...part, queueKey })));
    await countHit(tx, dailyKey, DAY);
    return {};
  });
}
