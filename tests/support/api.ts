/**
 * A tiny client for the API envelope, as the web app's own client sees it. The test servers
 * believe X-Forwarded-For (TRUST_PROXY=1), and each call comes from its own address unless a
 * test names one, so per-IP limits of one test never reach another. Every answer is recorded for
 * the contract test (contract.ts).
 */
import { recordAnswer } from './contract';

export type Answer<T = unknown> = {
  status: number;
  code: number;
  msg: string;
  msgKey?: string;
  msgVars?: Record<string, string | number>;
  data: T;
};

export function api(baseURL: string) {
  return async function call<T = unknown>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': randomIp(), ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${baseURL}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const json = (await res.json()) as Omit<Answer<T>, 'status'>;
    recordAnswer({ method, path, status: res.status, body: json });
    return { status: res.status, ...json };
  };
}

export function randomIp(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `100.${64 + Math.floor(Math.random() * 64)}.${byte()}.${byte()}`;
}

let counter = 0;
/** A fresh, unique e-mail address for a test. */
export function newEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.test`;
}
