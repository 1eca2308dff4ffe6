/**
 * Validation messages by key: a schema's check says which message of the table
 * (`src/lib/api/messages.ts`) it fails with, and the handler wrapper answers that key, its
 * variables and the field (`msgVars.field`). Zod carries a message as a string, so the key and
 * variables travel in it as a tagged JSON text that only `issueMessage` reads.
 */
import type { ZodError } from 'zod';
import {
  englishMessage,
  fillTemplate,
  isMessageKey,
  type MessageKey,
  type MessageVars,
  SERVER_MESSAGES,
  type VarValue,
} from '@/lib/api/messages';

const TAG = 'msgKey:';

/** The variables a key needs besides `field`, which the wrapper fills from the issue's path. */
type VarsBesideField<K extends MessageKey> = Omit<MessageVars<K>, 'field'>;

/** A zod check's message: `z.string().max(60, says('nameLength', { max: 60 }))`. */
export function says<K extends MessageKey>(
  key: K,
  ...vars: keyof VarsBesideField<K> extends never ? [] : [VarsBesideField<K>]
): string {
  return `${TAG}${JSON.stringify({ key, vars: vars[0] ?? {} })}`;
}

export type IssueAnswer = { msg: string; msgKey: MessageKey; msgVars: Record<string, VarValue> };

/**
 * What the first issue of a zod error answers: its check's own key, or `invalidField` for a
 * check without one (zod's English detail is kept in `msg` for developers). The English
 * message starts with the field (`email: Please enter a valid e-mail address`).
 */
export function issueAnswer(error: ZodError): IssueAnswer {
  const issue = error.issues[0];
  return issue ? answerFor(issue) : { msg: englishMessage('invalidRequest'), msgKey: 'invalidRequest', msgVars: {} };
}

/** The answer for one issue (the admin CLI prints every issue's `msg`). */
export function answerFor(issue: ZodError['issues'][number]): IssueAnswer {
  const field = issue.path.map(String).join('.');
  const keyed = decode(issue.message);
  const withField = (vars: Record<string, VarValue>) => (field ? { field, ...vars } : vars);
  if (keyed) {
    const english = fillTemplate(SERVER_MESSAGES[keyed.key], withField(keyed.vars));
    return { msg: field ? `${field}: ${english}` : english, msgKey: keyed.key, msgVars: withField(keyed.vars) };
  }
  if (!field) return { msg: issue.message || englishMessage('invalidRequest'), msgKey: 'invalidRequest', msgVars: {} };
  return { msg: `${field}: ${issue.message}`, msgKey: 'invalidField', msgVars: { field } };
}

function decode(message: string): { key: MessageKey; vars: Record<string, VarValue> } | null {
  if (!message.startsWith(TAG)) return null;
  try {
    const parsed = JSON.parse(message.slice(TAG.length)) as { key?: unknown; vars?: Record<string, VarValue> };
    return isMessageKey(parsed.key) ? { key: parsed.key, vars: parsed.vars ?? {} } : null;
  } catch {
    return null;
  }
}
