/** Registers a user through the real sign-up flow (code read from the server's outbox). */
import path from 'node:path';
import { api, newEmail, randomIp } from './api';
import { latestCode, mailsTo } from './outbox';
import { videoApi } from './videos';

export const TEST_PASSWORD = 'correct horse battery';

export async function registerUser(
  baseURL: string,
  dataDir: string,
  options: { email?: string; headers?: Record<string, string>; body?: Record<string, unknown> } = {},
) {
  const call = api(baseURL);
  const email = options.email ?? newEmail();
  const outbox = path.join(dataDir, 'outbox');
  const before = mailsTo(outbox, email).length;
  const sent = await call('GET', `/api/auth/send-captcha?email=${encodeURIComponent(email)}&type=register`);
  if (sent.code !== 200) throw new Error(`send-captcha: ${sent.msg}`);
  const { code } = await latestCode(outbox, email, before);
  const answer = await call<{ token: string }>('POST', '/api/auth/register', {
    body: { email, password: TEST_PASSWORD, code, ...options.body },
    headers: options.headers,
  });
  if (answer.code !== 200) throw new Error(`register: ${answer.msg}`);
  signedUp.push({ url: baseURL, token: answer.data.token });
  return { email, token: answer.data.token };
}

/**
 * A signed-up account on `plan` with `credits` (each set through the admin API, and the answer
 * checked), with a video client from its own network address.
 */
export async function seedAccount(
  server: { url: string; dataDir: string },
  adminToken: string,
  options: { plan?: string; credits?: number } = {},
) {
  const { email, token } = await registerUser(server.url, server.dataDir);
  const call = api(server.url);
  const admin = { authorization: `Bearer ${adminToken}` };
  if (options.plan)
    expect(
      (await call('POST', '/api/admin/users/plan', { body: { email, plan: options.plan }, headers: admin })).code,
    ).toBe(200);
  if (options.credits !== undefined)
    expect(
      (await call('POST', '/api/admin/users/credits', { body: { email, credits: options.credits }, headers: admin }))
        .code,
    ).toBe(200);
  const ip = randomIp();
  return { email, token, ip, videos: videoApi(server.url, { token, ip }) };
}

/** Every account this test file signed up (test files run in modules of their own), for `expectBooksBalanced`. */
const signedUp: { url: string; token: string }[] = [];

type LedgerLine = { delta: number; reason: string; recordId: string | null };

/** An account's balance, as the account reads it (`user-info`). */
export async function balanceOf(url: string, token: string): Promise<number> {
  return (await api(url)<{ credits: number }>('GET', '/api/auth/user-info', { token })).data.credits;
}

/** An account's balance and every line of its credit ledger (all pages), through its own API. */
export async function books(url: string, token: string): Promise<{ balance: number; lines: LedgerLine[] } | null> {
  const call = api(url);
  const info = await call<{ credits: number }>('GET', '/api/auth/user-info', { token });
  if (info.code === 401) return null; // deleted since, or signed out
  expect(info.code).toBe(200);
  const lines: LedgerLine[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await call<{ records: LedgerLine[]; pages: number }>(
      'GET',
      `/api/v1/billing/ledger?pageNum=${page}`,
      { token },
    );
    expect(answer.code).toBe(200);
    lines.push(...answer.data.records);
    if (page >= answer.data.pages) break;
  }
  return { balance: info.data.credits, lines };
}

/**
 * After a file that moves credits (its afterAll, before the server stops): for every account the
 * file signed up on this server, the balance is the sum of its ledger, so no credit came or went outside it.
 */
export async function expectBooksBalanced(server: { url: string }): Promise<void> {
  const mine = signedUp.filter((account) => account.url === server.url);
  expect(mine.length).toBeGreaterThan(0);
  for (const { url, token } of mine) {
    const account = await books(url, token);
    if (account)
      expect(
        account.lines.reduce((sum, line) => sum + line.delta, 0),
        `balance of ${token.slice(0, 6)}…`,
      ).toBe(account.balance);
  }
}
