/** Registers a user through the real sign-up flow (code read from the server's outbox). */
import path from 'node:path';
import { api, newEmail, randomIp } from './api';
import { latestCode, mailsTo } from './outbox';
import { videoApi } from './videos';

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

/**
 * A signed-up account on `plan` with `credits` (each set through the admin API, and the answer
 * checked), with a video client from its own network address.
 */
export async function seedAccount(server: { url: string; dataDir: string }, adminToken: string, options: { plan?: string; credits?: number } = {}) {
  const { email, token } = await registerUser(server.url, server.dataDir);
  const call = api(server.url);
  const admin = { authorization: `Bearer ${adminToken}` };
  if (options.plan) expect((await call('POST', '/api/admin/users/plan', { body: { email, plan: options.plan }, headers: admin })).code).toBe(200);
  if (options.credits !== undefined) expect((await call('POST', '/api/admin/users/credits', { body: { email, credits: options.credits }, headers: admin })).code).toBe(200);
  const ip = randomIp();
  return { email, token, ip, videos: videoApi(server.url, { token, ip }) };
}
