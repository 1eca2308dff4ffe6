/**
 * MODELS_FILE (API.md, issue 19): a JSON file with which an operator adds, removes or re-prices
 * catalogue models without a code change. It is read and checked once at start-up, by the web
 * process and by every worker; a file that cannot be read or that breaks a rule stops the
 * process with the file's path and the field at fault, rather than starting with a catalogue
 * nobody asked for.
 *
 *     { "models": [
 *         { "id": "fal-kling-2.1-standard", "pricing": { "kind": "per-second", "credits": 9 } },
 *         { "id": "replicate-ltx-video", "remove": true },
 *         { "id": "comfyui-my-flow", "name": "My Flow", "provider": "comfyui", …a whole row… }
 *     ] }
 *
 * An entry naming a model of the catalogue changes the fields it gives (the rest stay), except
 * that new `pricing` without a `priceCheck` drops the shipped check (it was about the old price);
 * an entry with a new id must be a whole row (src/lib/models.ts ModelEntry); `remove: true`
 * takes a model out. `base` cannot be removed: every mode but generate runs on it.
 */
import fs from 'node:fs';
import { z } from 'zod';
import type { ServerEnv } from '@/env';
import { ASPECT_RATIOS, MODEL_DURATIONS, QUALITIES } from '@/lib/generation';
import { SHIPPED_MODELS } from '@/lib/catalogue';
import { HOSTED_PROVIDERS, type ModelEntry, MODEL_PROVIDERS, REMOTE_FIELDS, setCatalogue } from '@/lib/models';
import { MODES } from '@/lib/modes';
import { PLAN_IDS } from '@/lib/plans';
import { comfyWorkflows } from '@/server/providers/hosted-config';

export class ModelsFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelsFileError';
  }
}

const credits = z.number().positive().max(100_000);
const fieldMap = z.union([
  z.string().min(1),
  z.strictObject({
    to: z.string().min(1),
    as: z.enum(['string', 'number']).optional(),
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
]);
const size = z.tuple([z.number().int().min(64).max(4096), z.number().int().min(64).max(4096)]);

const remoteSpec = z
  .strictObject({
    text: z.string().min(1).optional(),
    image: z.string().min(1).optional(),
    input: z.partialRecord(z.enum(REMOTE_FIELDS), fieldMap).optional(),
    fixed: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
    fps: z.number().int().min(1).max(120).optional(),
    frameStep: z.number().int().min(1).max(64).optional(),
    frameExtra: z.number().int().min(0).max(64).optional(),
    sizeMultiple: z.number().int().min(2).max(256).optional(),
    sizes: z.partialRecord(z.enum(QUALITIES), size).optional(),
    timeoutSeconds: z.number().int().min(10).max(86_400),
  })
  .refine((spec) => spec.text || spec.image, { message: 'needs a `text` or an `image` endpoint' });

const pricing = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('formula') }),
  z.strictObject({ kind: z.literal('flat'), credits }),
  z.strictObject({
    kind: z.literal('per-second'),
    credits: z.union([
      credits,
      z
        .partialRecord(z.enum(QUALITIES), credits)
        .refine((byQuality) => Object.keys(byQuality).length > 0, { message: 'prices no quality' }),
    ]),
  }),
]);

const priceCheck = z.strictObject({
  confirmed: z.boolean(),
  checkedOn: z.iso.date(),
  source: z.url(),
  note: z.string().trim().min(1).max(300).optional(),
});

const nonEmpty = <T extends z.ZodType>(item: T) => z.array(item).min(1).readonly();

const modelFields = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9._-]{1,63}$/, 'must be 2–64 characters: lowercase letters, digits, dot, dash, underscore'),
  name: z.string().trim().min(1).max(60),
  provider: z.enum(MODEL_PROVIDERS),
  isNew: z.boolean(),
  isPro: z.boolean(),
  isFree: z.boolean(),
  modes: nonEmpty(z.enum(MODES)),
  qualities: nonEmpty(z.enum(QUALITIES)),
  durations: nonEmpty(z.union(MODEL_DURATIONS.map((d) => z.literal(d)))),
  aspectRatios: nonEmpty(z.enum(ASPECT_RATIOS)),
  minPlan: z.enum(PLAN_IDS),
  pricing,
  remote: remoteSpec.optional(),
  docs: z.url().optional(),
  priceCheck: priceCheck.optional(),
});

const modelRow = modelFields.superRefine((row, ctx) => {
  const hosted = (HOSTED_PROVIDERS as readonly string[]).includes(row.provider);
  if (hosted && !row.remote)
    ctx.addIssue({ code: 'custom', path: ['remote'], message: `a ${row.provider} model needs its \`remote\` spec` });
  if (hosted && row.modes.some((mode) => mode !== 'generate'))
    ctx.addIssue({ code: 'custom', path: ['modes'], message: 'a hosted model makes `generate` videos only' });
  if (row.pricing.kind === 'per-second' && typeof row.pricing.credits === 'object') {
    const priced = row.pricing.credits;
    const missing = row.qualities.filter((quality) => priced[quality] === undefined);
    if (missing.length)
      ctx.addIssue({ code: 'custom', path: ['pricing', 'credits'], message: `has no price for ${missing.join(', ')}` });
  }
});

/** A change to a model of the catalogue: any of its fields but the id and the provider. */
const modelPatch = modelFields.omit({ provider: true }).partial().extend({ id: z.string() });

const fileSchema = z.strictObject({
  models: z.array(
    z.union([z.strictObject({ id: z.string(), remove: z.literal(true) }), z.looseObject({ id: z.string() })]),
  ),
});

function issueText(error: z.ZodError, prefix: (string | number)[]): string {
  const issue = error.issues[0]!;
  const where = [...prefix, ...issue.path]
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`))
    .join('');
  return `${where || 'top level'}: ${issue.message}`;
}

/** The catalogue the file asks for, from `shipped`; throws ModelsFileError naming the file and the field. */
export function applyModelsFile(file: string, shipped: readonly ModelEntry[] = SHIPPED_MODELS): ModelEntry[] {
  const fail = (detail: string): never => {
    throw new ModelsFileError(`MODELS_FILE ${file}: ${detail}`);
  };
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    return fail(`cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return fail(`is not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) return fail(issueText(parsed.error, []));

  const models = [...shipped];
  const seen = new Set<string>();
  parsed.data.models.forEach((entry, index) => {
    const at = ['models', index] as (string | number)[];
    if (seen.has(entry.id)) fail(`models[${index}].id: ${entry.id} is named twice`);
    seen.add(entry.id);
    const known = models.findIndex((model) => model.id === entry.id);
    if ('remove' in entry && entry.remove === true) {
      if (entry.id === 'base') fail(`models[${index}]: base cannot be removed (every mode but generate runs on it)`);
      if (known < 0) fail(`models[${index}].id: no model ${entry.id} to remove`);
      models.splice(known, 1);
      return;
    }
    if (known >= 0) {
      const patch = modelPatch.safeParse(entry);
      if (!patch.success) fail(issueText(patch.error, at));
      const changed: Record<string, unknown> = { ...models[known], ...entry };
      // A new price the file does not vouch for is not the one the shipped check was about.
      if ('pricing' in entry && !('priceCheck' in entry)) delete changed.priceCheck;
      const merged = modelRow.safeParse(changed);
      if (!merged.success) fail(issueText(merged.error, at));
      models[known] = merged.data as ModelEntry;
      return;
    }
    const row = modelRow.safeParse(entry);
    if (!row.success) fail(issueText(row.error, at));
    models.push(row.data as ModelEntry);
  });
  return models;
}

/**
 * Start-up: MODELS_FILE, when set, becomes the catalogue in force of this process, and with
 * COMFYUI_URL set the ComfyUI workflows are read now, so a broken one stops the process here
 * rather than failing videos later (throws ModelsFileError).
 */
export function loadCatalogue(env: Pick<ServerEnv, 'MODELS_FILE' | 'COMFYUI_URL' | 'COMFYUI_WORKFLOWS_DIR'>): void {
  setCatalogue(env.MODELS_FILE ? applyModelsFile(env.MODELS_FILE) : SHIPPED_MODELS);
  if (!env.COMFYUI_URL) return;
  try {
    comfyWorkflows(env);
  } catch (error) {
    throw new ModelsFileError(`ComfyUI workflows: ${error instanceof Error ? error.message : String(error)}`);
  }
}
