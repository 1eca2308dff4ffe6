/**
 * Structured server logs (pino, one JSON object per line). Known secret-bearing fields are
 * redacted wherever they appear, so a careless `log.info({ req })` cannot leak a token, and a
 * logged error (`{ err }`) never carries the values of a failed query (log-error.ts).
 */
import pino from 'pino';
import { serverEnv } from '@/env';
import { safeErrorForLog } from './log-error';

export const log = pino({
  level: serverEnv().LOG_LEVEL,
  base: { service: 'vidloom' },
  serializers: { err: safeErrorForLog, error: safeErrorForLog },
  redact: {
    paths: [
      'authorization',
      'password',
      'token',
      'code',
      'verify',
      '*.authorization',
      '*.password',
      '*.token',
      '*.code',
      '*.verify',
      'headers.cookie',
    ],
    censor: '[redacted]',
  },
});
