/** Registers a user through the real sign-up flow (code read from the server's outbox). */
import path from 'node:path';
import { api, newEmail } from './api';
import { latestCode, mailsTo } from './outbox';

export const TEST_PASSWORD = 'correct horse battery';

export async function registerUser(baseURL: string, dataDir: string, options: { email?: string; headers?: Record<string, string> } = {}) {
  const call = api(baseURL);
  const email = options.email ?? newEmail();
  const outbox = path.join(dataDir, 'outbox');
  const before = mailsTo(outbox, email).length;
  const sent = await call('GET', `/api/auth/send-captcha?email=${encodeURIComponent(email)}&type=register`);
  if (sent.code !== 200) throw new Error(`send-captcha: ${sent.msg}`);
  const { code } = await latestCode(outbox, email, before);
  const answer = await call<{ token: string }>('POST', '/api/auth/register', { body: { email, password: TEST_PASSWORD, code }, headers: options.headers });
  if (answer.code !== 200) throw new Error(`register: ${answer.msg}`);
  return { email, token: answer.data.token };
}
