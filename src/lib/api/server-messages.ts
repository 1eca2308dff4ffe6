/**
 * The server answers in English (API.md); the page shows its messages in the visitor's
 * language. Each message the server can send is mapped to a `common:serverMessages` key; a
 * message not in the table is shown as the server wrote it.
 */
const KEYS: Record<string, string> = {
  'Login has expired. Please login again': 'loginExpired',
  'Server exception, please contact the administrator!': 'serverError',
  'Incorrect e-mail or password': 'badLogin',
  'This e-mail is already registered': 'emailTaken',
  'This e-mail is not registered': 'emailUnknown',
  'The verification code is wrong or has expired': 'invalidCode',
  'Too many wrong codes: please ask for a new one': 'codeTriesUsed',
  'A code was sent less than a minute ago: please wait before asking again': 'codeTooSoon',
  'Too many codes asked for this address: please try again in an hour': 'codeHourly',
  'The sign-in token is not valid': 'invalidIdToken',
  'Google sign-in is not configured on this server': 'googleNotConfigured',
  'Microsoft sign-in is not configured on this server': 'microsoftNotConfigured',
  'Too many requests, please slow down and try again in a minute': 'slowDown',
  'Please complete the verification': 'captchaRequired',
  'Authentication failed': 'captchaFailed',
  'Not enough credits': 'notEnoughCredits',
  'Request body is too large': 'bodyTooLarge',
  'Invalid device id': 'invalidDevice',
  'Please enter a valid e-mail address': 'invalidEmail',
  'Password must be 8 to 128 characters': 'passwordLength',
  'The verification code is 6 digits': 'codeFormat',
  'Please enter your password': 'passwordRequired',
  'Vidloom is not offered in your region': 'restricted',
  'Model not available on this server': 'modelNotAvailable',
  'This model needs a Pro or Ultra plan': 'proModel',
  'Extending videos needs a Pro or Ultra plan': 'extendPlan',
  'Private videos need a paid plan': 'privatePlan',
  'Removing the watermark needs a paid plan': 'watermarkPlan',
  'You have reached the daily generation limit': 'dailyLimit',
  'Too many videos in progress: wait for one to finish': 'tooManyJobs',
  'The selected file was not found: please upload it again': 'sourceNotFound',
  'Video not found': 'videoNotFound',
  'A private video cannot be shared': 'privateNotShareable',
  'Please enter the prompt': 'enterPrompt',
  'Please upload an image': 'uploadImage',
  'Please select a template': 'selectTemplate',
  'Please select a video': 'selectVideo',
  'Please upload a JPEG, PNG or WebP image': 'imageType',
  'Please upload an MP4, WebM or MOV video': 'videoType',
  'Please upload an MP3, WAV or M4A audio file': 'audioType',
  'Payments are not configured on this server': 'paymentsNotConfigured',
  'This plan cannot be bought on this server': 'planNotForSale',
  'There is no subscription to manage yet': 'noSubscription',
  'The current password is not correct': 'wrongPassword',
  'The e-mail does not match this account': 'emailMismatch',
  'This text contains a character that cannot be saved': 'unstorableText',
};

/**
 * The `common` key for a server message, or null when it has none. A validation answer names
 * its field first (`prompt: This text contains…`); the field is for developers, so the
 * message after it is what gets translated.
 */
export function serverMessageKey(message: string): string | null {
  const key = KEYS[message] ?? KEYS[/^[\w.]+: (.+)$/.exec(message)?.[1] ?? ''];
  return key ? `serverMessages.${key}` : null;
}

export const TRANSLATED_SERVER_MESSAGES = Object.keys(KEYS);
