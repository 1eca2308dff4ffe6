/** Solves the server's proof-of-work challenge the way the ALTCHA widget does in the browser. */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { api } from './api';

export async function solvedCaptcha(baseURL: string): Promise<string> {
  const { data: challenge } = await api(baseURL)<Parameters<typeof solveChallenge>[0]['challenge']>(
    'GET',
    '/api/auth/captcha-challenge',
  );
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the captcha');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
