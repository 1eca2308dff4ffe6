/**
 * Every message the server can answer with, by a stable key (issue 16): the error envelope
 * carries `msgKey` and `msgVars` beside `msg`, the English text made here from the same
 * template, so the page translates by key (`common:serverMessages.<key>`, the same `{{vars}}`)
 * and other clients keep reading `msg`. A key is never renamed once a client may know it.
 */
export const SERVER_MESSAGES = {
  serverError: 'Server exception, please contact the administrator!',
  loginExpired: 'Login has expired. Please login again',
  methodNotAllowed: 'Method {{method}} is not allowed',
  notFound: 'Not found',
  bodyTooLarge: 'Request body is too large',
  invalidJson: 'Request body is not valid JSON',
  bodyTooDeep: 'Request body is nested more than {{max}} levels deep',
  unstorableText: 'This text contains a character that cannot be saved',
  slowDown: 'Too many requests, please slow down and try again in a minute',
  captchaRequired: 'Please complete the verification',
  captchaFailed: 'Authentication failed',
  notEnoughCredits: 'Not enough credits',
  invalidDevice: 'Invalid device id',

  // Validation (zod): a field's own message, or `invalidField` for a check that has none.
  invalidRequest: 'Invalid request',
  invalidField: '{{field}} is not valid',
  required: '{{field}} is required',
  oneOf: '{{field}} must be one of {{values}}',
  either: '{{field}} must be {{first}} or {{second}}',
  lengthBetween: '{{field}} must be {{min}} to {{max}} characters',
  wholeNumber: '{{field}} must be a whole number',
  notNegative: '{{field}} cannot be negative',
  startsAt: '{{field}} starts at {{min}}',
  notALanguage: '{{field}} is not one of our languages',
  nothingToUpdate: 'Nothing to update',
  nameLength: 'Name must be at most {{max}} characters',
  tooManyIds: 'At most {{max}} ids at a time',

  // Sign-in and accounts.
  badLogin: 'Incorrect e-mail or password',
  emailTaken: 'This e-mail is already registered',
  emailUnknown: 'This e-mail is not registered',
  invalidCode: 'The verification code is wrong or has expired',
  codeTriesUsed: 'Too many wrong codes. Please ask for a new one.',
  codeTooSoon: 'A code was sent less than a minute ago. Please wait a moment before asking again.',
  codeHourly: 'Too many codes were asked for this address. Please try again in an hour.',
  invalidIdToken: 'The sign-in token is not valid',
  googleNotConfigured: 'Google sign-in is not configured on this server',
  microsoftNotConfigured: 'Microsoft sign-in is not configured on this server',
  invalidEmail: 'Please enter a valid e-mail address',
  passwordLength: 'Password must be {{min}} to {{max}} characters',
  codeFormat: 'The verification code is 6 digits',
  passwordRequired: 'Please enter your password',
  wrongPassword: 'The current password is not correct',
  emailMismatch: 'The e-mail does not match this account',
  userNotFound: 'No user with this e-mail',
  adminTokenRequired: 'Admin token required',
  accountDisabled: 'This account has been disabled. Please contact support.',
  accountNotFound: 'No such account',
  notOnYourself: 'Ask another administrator to do this to your own account',
  notRetryable: 'Only a failed job of its own can be retried',
  notRefundable: 'Only a finished or failed job can be refunded',
  alreadyRefunded: 'This job has already been refunded',

  // Videos.
  restricted: 'Vidloom is not offered in your region',
  modelNotAvailable: 'Model not available on this server',
  proModel: 'This model needs a Pro or Ultra plan',
  paidModel: 'This model needs a paid plan',
  modelTakesNoImage: 'This model makes videos from a prompt alone. Please remove the images.',
  extendPlan: 'Extending videos needs a Pro or Ultra plan',
  privatePlan: 'Private videos need a paid plan',
  watermarkPlan: 'Removing the watermark needs a paid plan',
  dailyLimit: 'You have reached the daily generation limit',
  tooManyJobs: 'Too many videos are in progress. Please wait for one to finish.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request',
  sourceNotFound: 'The selected file was not found. Please upload it again.',
  videoNotFound: 'Video not found',
  privateNotShareable: 'A private video cannot be shared',
  enterPrompt: 'Please enter the prompt',
  uploadImage: 'Please upload an image',
  selectTemplate: 'Please select a template',
  selectVideo: 'Please select a video',
  promptLength: 'The prompt can be at most {{max}} characters',
  tooManyImages: 'At most {{max}} images',
  trimSeconds: '{{field}} must be between {{min}} and {{max}} seconds',
  extendDuration: 'customizeDuration of extend must be {{first}} or {{second}}',
  storyEmpty: 'A story needs at least one shot',
  storyShots: 'A story can have at most {{max}} shots on your plan',
  storyLength: 'A story can run at most {{max}} seconds on your plan',
  storyImageFirst: 'Only the first shot can start from an image',
  moderationMinors: 'The prompt was rejected by content moderation: sexual content involving minors',
  moderationSexual: 'The prompt was rejected by content moderation: sexual content',
  moderationViolence: 'The prompt was rejected by content moderation: graphic violence',
  moderationTerrorism: 'The prompt was rejected by content moderation: terrorism',

  // Uploads.
  imageType: 'Please upload a JPEG, PNG or WebP image',
  videoType: 'Please upload an MP4, WebM or MOV video',
  audioType: 'Please upload an MP3, WAV or M4A audio file',
  imageTooLarge: 'The file is too large. An image can be at most {{maxMb}} MB.',
  videoTooLarge: 'The file is too large. A video can be at most {{maxMb}} MB.',
  audioTooLarge: 'The file is too large. An audio file can be at most {{maxMb}} MB.',
  mediaLength: 'The file must be between 0 and {{max}} seconds long',
  multipartRequired: 'Send the file as multipart/form-data',
  uploadUnreadable: 'The upload could not be read',
  uploadKind: 'kind must be image, video or audio',
  chooseFile: 'Please choose a file to upload',

  // API keys.
  apiKeyName: 'A key name must be 1 to {{max}} characters',
  apiKeyLimit: 'An account can have at most {{max}} API keys. Please revoke one first.',
  apiKeyInvalid: 'This API key is not valid or has been revoked',
  apiKeyNotAllowed: 'API keys cannot be used on this route. Please sign in instead.',
  apiKeyRateLimit: 'Too many requests with this API key: at most {{max}} a minute',
  apiKeyJobs: 'Too many videos in progress for this API key: at most {{max}} at a time',

  // Webhooks.
  webhookUrl: 'The webhook URL must be an https:// address',
  webhookUrlPrivate: 'The webhook URL must point to a public internet address',
  webhookEvents: 'Choose at least one event',
  webhookLimit: 'At most {{max}} webhook endpoints per account',
  webhookNotFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',

  // Billing and health.
  paymentsNotConfigured: 'Payments are not configured on this server',
  planNotForSale: 'This plan cannot be bought on this server',
  noSubscription: 'There is no subscription to manage yet',
  checkoutFailed: 'Stripe did not return a checkout URL',
  invalidSignature: 'Invalid Stripe signature',
  databaseDown: 'Database is not reachable',
} as const;

export type MessageKey = keyof typeof SERVER_MESSAGES;

/** The `{{name}}` placeholders of a template, as a union of names. */
export type PlaceholderNames<S extends string> = S extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | PlaceholderNames<Rest>
  : never;

export type VarValue = string | number;
export type MessageVars<K extends MessageKey> = { [Name in PlaceholderNames<(typeof SERVER_MESSAGES)[K]>]: VarValue };

/** A key without placeholders, or a key with every one of its variables. */
export type ServerMessage =
  | { [K in MessageKey]: PlaceholderNames<(typeof SERVER_MESSAGES)[K]> extends never ? K : never }[MessageKey]
  | { [K in MessageKey]: { key: K; vars: MessageVars<K> } }[MessageKey];

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(SERVER_MESSAGES, value);
}

/** The names of a template's placeholders, in order. */
export function placeholderNames(template: string): string[] {
  return [...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');
}

/** A template with its `{{vars}}` filled in; a variable not given stays as its placeholder. */
export function fillTemplate(template: string, vars: Record<string, VarValue> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : placeholder,
  );
}

/** The key and variables of a message, in the envelope's shape. */
export function messageParts(message: ServerMessage): { key: MessageKey; vars: Record<string, VarValue> } {
  return typeof message === 'string' ? { key: message, vars: {} } : { key: message.key, vars: message.vars };
}

/** The English text of a message (the envelope's `msg`). */
export function englishMessage(message: ServerMessage): string {
  const { key, vars } = messageParts(message);
  return fillTemplate(SERVER_MESSAGES[key], vars);
}

/** What an error answer said by key: its `msgKey` and `msgVars` (absent from older servers). */
export type Said = { key: string; vars: Record<string, VarValue> };

/** The key and variables of an envelope, when it has a usable key. */
export function saidOf(body: { msgKey?: unknown; msgVars?: unknown } | null | undefined): Said | null {
  if (typeof body?.msgKey !== 'string' || !/^\w+$/.test(body.msgKey)) return null;
  const vars: Record<string, VarValue> = {};
  if (body.msgVars && typeof body.msgVars === 'object') {
    for (const [name, value] of Object.entries(body.msgVars))
      if (typeof value === 'string' || typeof value === 'number') vars[name] = value;
  }
  return { key: body.msgKey, vars };
}

/**
 * A server message in the reader's language: its key's translation (`common:serverMessages.<key>`)
 * with its variables (a field by its label, `common:fields.<field>`), or the English `message`
 * when the answer has no key or this page does not know it (a newer server).
 */
export function localServerMessage(
  t: (key: string, options: Record<string, unknown>) => string,
  message: string,
  said: Said | null | undefined,
): string {
  if (!said) return message;
  const { field, ...vars } = said.vars;
  const named = field !== undefined && isMessageKey(said.key) && SERVER_MESSAGES[said.key].includes('{{field}}');
  if (!named) return t(`common:serverMessages.${said.key}`, { ...said.vars, defaultValue: message });
  // A field is named by the API's own word (`customizeDuration`): the page names it as the form
  // does, and says only that the request was refused when it has no name for it.
  const label = t(`common:fields.${field}`, { defaultValue: '' });
  if (!label) return t('common:serverMessages.invalidRequest', { defaultValue: message });
  return t(`common:serverMessages.${said.key}`, { ...vars, field: label, defaultValue: message });
}
