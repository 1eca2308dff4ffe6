/**
 * Structured server logs (pino, one JSON object per line). Known secret-bearing fields are
 * redacted wherever they appear, so a careless `log.info({ req })` cannot leak a token.
 */
import pino from 'pino';
import { serverEnv } from '../env';

export const log = pino({
  level: serverEnv().LOG_LEVEL,
  base: { service: 'vidloom' },
  redact: {
    paths: ['authorization', 'password', 'token', 'code', 'verify', '*.authorization', '*.password', '*.token', '*.code', '*.verify', 'headers.cookie'],
    censor: '[redacted]',
  },
});
