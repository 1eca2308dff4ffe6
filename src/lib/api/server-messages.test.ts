import { readFileSync } from 'node:fs';
import { flatten } from '../i18n/check-translations';
import { BAD_LOGIN, EMAIL_TAKEN, EMAIL_UNKNOWN } from '../../server/auth/accounts';
import { LOGIN_EXPIRED } from '../../server/auth/current-user';
import { CODE_TRIES_USED, INVALID_CODE } from '../../server/auth/email-codes';
import { INVALID_ID_TOKEN } from '../../server/auth/id-tokens';
import { CAPTCHA_FAILED_MESSAGE, CAPTCHA_REQUIRED_MESSAGE } from '../../server/captcha/captcha';
import { NOT_ENOUGH_CREDITS } from '../../server/credits/apply-credit-change';
import { INVALID_DEVICE } from '../../server/devices/devices';
import { SLOW_DOWN_MESSAGE } from '../../server/rate-limit/hit-rate-limit';
import { SERVER_ERROR_MESSAGE } from './codes';
import * as create from '../../server/videos/create-video';
import * as inputs from '../../server/videos/create-input';
import * as records from '../../server/videos/records';
import { UNSUPPORTED } from '../../server/videos/upload';
import { UNSTORABLE_TEXT } from '../../server/http/storable-text';
import { serverMessageKey, TRANSLATED_SERVER_MESSAGES } from './server-messages';

const english = flatten(JSON.parse(readFileSync('public/locales/en/common.json', 'utf8')));

describe('server messages in the visitor language', () => {
  it('translates a validation answer that names its field by the message after the field', () => {
    expect(serverMessageKey(UNSTORABLE_TEXT)).toBe('serverMessages.unstorableText');
    expect(serverMessageKey(`prompt: ${UNSTORABLE_TEXT}`)).toBe('serverMessages.unstorableText');
    expect(serverMessageKey(`imgUrls.0: ${UNSTORABLE_TEXT}`)).toBe('serverMessages.unstorableText');
    expect(serverMessageKey('prompt: something we never said')).toBeNull();
  });

  it('maps every message the auth and credit code throws', () => {
    for (const message of [BAD_LOGIN, EMAIL_TAKEN, EMAIL_UNKNOWN, LOGIN_EXPIRED, CODE_TRIES_USED, INVALID_CODE, INVALID_ID_TOKEN, CAPTCHA_FAILED_MESSAGE, CAPTCHA_REQUIRED_MESSAGE, NOT_ENOUGH_CREDITS, INVALID_DEVICE, SLOW_DOWN_MESSAGE, SERVER_ERROR_MESSAGE]) {
      expect(serverMessageKey(message), message).not.toBeNull();
    }
  });

  it('maps every fixed message of the video routes', () => {
    const fixed = [
      create.RESTRICTED_MESSAGE, create.MODEL_NOT_AVAILABLE, create.PRO_MODEL_MESSAGE, create.EXTEND_MESSAGE, create.PRIVATE_MESSAGE, create.WATERMARK_MESSAGE,
      create.DAILY_LIMIT_MESSAGE, create.CONCURRENCY_MESSAGE, create.SOURCE_NOT_FOUND, records.RECORD_NOT_FOUND, records.PRIVATE_NOT_SHAREABLE,
      inputs.MESSAGES.prompt, inputs.MESSAGES.image, inputs.MESSAGES.template, inputs.MESSAGES.video, ...Object.values(UNSUPPORTED),
    ];
    for (const message of fixed) expect(serverMessageKey(message), message).not.toBeNull();
  });

  it('points each message at an English text that says the same thing', () => {
    for (const message of TRANSLATED_SERVER_MESSAGES) {
      const key = serverMessageKey(message);
      expect(english.get(`${key}`), message).toBe(message);
    }
  });

  it('leaves an unknown message alone', () => {
    expect(serverMessageKey('Something new')).toBeNull();
  });
});
