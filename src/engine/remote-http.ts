/**
 * HTTP to the video services (Google, fal, Replicate, ComfyUI): retries with backoff, and
 * waits that end at once when the job is cancelled.
 */
export type RetryOptions = {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Further tries after a 429/5xx/network error (default 3). */
  retries?: number;
  /** First wait between tries, doubled each time (default 2 s; Retry-After wins when larger). */
  retryBaseMs?: number;
};

/** Waits `ms`, or rejects at once when `signal` aborts. */
export function waitOrAbort(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason instanceof Error ? signal.reason : new Error('cancelled'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason instanceof Error ? signal.reason : new Error('cancelled'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Sends one request and returns the first answer that is not worth trying again. A 429 or 5xx
 * (and a dropped connection) is tried again `retries` times with a doubling wait (a larger
 * Retry-After wins, up to a minute): every provider we call asks clients to back off so.
 */
export async function fetchWithRetry(url: string, init: RequestInit, options: RetryOptions): Promise<Response> {
  const retries = options.retries ?? 3;
  const base = options.retryBaseMs ?? 2000;
  for (let attempt = 0; ; attempt += 1) {
    let res: Response;
    try {
      res = await fetch(url, {
        ...init,
        signal: options.signal,
        headers: { ...options.headers, ...(init.headers as Record<string, string> | undefined) },
      });
    } catch (error) {
      if (options.signal?.aborted || attempt >= retries) throw error;
      await waitOrAbort(base * 2 ** attempt, options.signal);
      continue;
    }
    if ((res.status === 429 || res.status >= 500) && attempt < retries) {
      await res.arrayBuffer().catch(() => undefined);
      const after = Number(res.headers.get('retry-after'));
      await waitOrAbort(
        Math.max(base * 2 ** attempt, Number.isFinite(after) ? Math.min(after, 60) * 1000 : 0),
        options.signal,
      );
      continue;
    }
    return res;
  }
}
