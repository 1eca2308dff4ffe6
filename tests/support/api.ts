/** A tiny client for the API envelope, as the web app's own client sees it. */
export type Answer<T = unknown> = { status: number; code: number; msg: string; data: T };

export function api(baseURL: string) {
  return async function call<T = unknown>(method: string, path: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${baseURL}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    const json = (await res.json()) as { code: number; msg: string; data: T };
    return { status: res.status, ...json };
  };
}

let counter = 0;
/** A fresh, unique e-mail address for a test. */
export function newEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.test`;
}
