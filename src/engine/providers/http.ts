/**
 * The one HTTP layer under every remote provider (Google, fal, Replicate, ComfyUI). It owns the
 * rules no provider may forget, so that none can:
 *
 * 1. Credentials go only to the configured origin. Every header a caller sets counts as one
 *    (providers name their keys differently); a request to any other origin carries only a few
 *    harmless standard headers. Redirects are followed here, by hand, and each hop is checked
 *    again, so a same-origin URL that redirects elsewhere loses its key at the hop.
 * 2. Anything but the configured origin must be http(s) on a public address: names are resolved
 *    at connect time by the guarded agent (no window between the check and the connection), and
 *    loopback, private, link-local, metadata and other special ranges are refused.
 * 3. Every request has a timeout, and the caller's signal (which carries the job's deadline)
 *    ends it too. Answers are read with a size cap, downloads stream to disk under the same cap.
 * 4. A 429, a 5xx or a dropped connection is tried again with a doubling wait (a larger
 *    Retry-After wins, up to a minute). A read of a job the provider still runs (`poll`) goes
 *    on trying until the job's deadline: failing it early would refund a video the provider
 *    still makes and bills.
 */
import dns from 'node:dns';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Agent, fetch as undiciFetch } from 'undici';
import { processSingleton } from '@/lib/process-singleton';
import { JobError, NonRetryableError } from '../errors';

/** Process-wide limits; start-up sets them from the environment. */
export type RemoteLimits = {
  /** One request, answer body included. */
  requestTimeoutMs: number;
  /** The largest answer read (a JSON document or a video file). */
  maxBytes: number;
  /** Lets other origins be private addresses: tests' local fakes only. */
  allowPrivateAddresses: boolean;
};

const DEFAULT_LIMITS: RemoteLimits = {
  requestTimeoutMs: 120_000,
  maxBytes: 256 * 1024 * 1024,
  allowPrivateAddresses: false,
};
// One per process: the web process holds two copies of this module (Next's bundle and the
// server's), and the limits set at start-up must hold in both.
const limits = () => processSingleton('remoteLimits', (): { current: RemoteLimits } => ({ current: DEFAULT_LIMITS }));

export function setRemoteLimits(next: Partial<RemoteLimits>): void {
  limits().current = { ...DEFAULT_LIMITS, ...next };
}

function currentLimits(): RemoteLimits {
  return limits().current;
}

export type RemotePolicy = {
  /** The configured endpoint (its origin is what counts): the only place `headers` and caller headers go. */
  origin: string;
  /** Credentials and other headers for the configured origin. */
  headers?: Record<string, string>;
  /** Ends the request and any wait; the worker's signal also fires at the job's deadline. */
  signal?: AbortSignal;
  /** Further tries after a 429/5xx/network error (default 3). */
  retries?: number;
  /** First wait between tries, doubled each time up to a minute (default 2 s; Retry-After wins when larger). */
  retryBaseMs?: number;
  /**
   * A read of a job the provider runs: `'status'` for its status, `'result'` for what it made.
   * A transient failure is then tried again until `signal` (the job's deadline) ends the wait,
   * not `retries` times, and for a status read a 400 counts as transient too: providers answer
   * one while a job they still run is busy or briefly unreachable, and only the job's own
   * answer (failed, its id unknown, the key refused) says it is over. Without a signal the
   * count of `retries` still bounds it.
   */
  poll?: 'status' | 'result';
  /**
   * Whether an answer that looks transient is in fact final, from its status and body (Google
   * answers a revoked key with a 400, which a status read would otherwise wait out until the
   * job's deadline). Such an answer is returned at once, its body intact.
   */
  definite?: (status: number, body: string) => boolean;
  /** Overrides the process-wide limits (tests). */
  limits?: Partial<RemoteLimits>;
};

/** A URL or address a provider must not make us reach. */
export class RemoteAddressError extends NonRetryableError {
  constructor(message: string) {
    super(message, { key: 'providerBadAnswer' });
  }
}
/** An answer larger than the cap: another attempt would get the same. */
export class RemoteTooLargeError extends NonRetryableError {
  constructor(message: string, maxMb: number) {
    super(message, { key: 'providerTooLarge', vars: { maxMb } });
  }
}

const MAX_REDIRECTS = 5;
/** Headers that carry nothing secret, kept on requests to other origins. */
const HARMLESS_HEADERS = new Set([
  'accept',
  'accept-encoding',
  'accept-language',
  'content-type',
  'range',
  'user-agent',
]);

// ------------------------------------------------------------------------ addresses

const BLOCKED = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  BLOCKED.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID…)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (an AWS metadata address among them)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const)
  BLOCKED.addSubnet(address, prefix, 'ipv6');

/** The IPv4 address an IPv6 one carries (mapped, compatible, NAT64, 6to4), if any. */
function embeddedIpv4(address: string): string | null {
  const groups = expandIpv6(address);
  if (!groups) return null;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, deprecated but still routed by some stacks)
  if (zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0)) return v4(groups[6]!, groups[7]!);
  // 64:ff9b::a.b.c.d (NAT64)
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return v4(groups[6]!, groups[7]!);
  // 2002:AABB:CCDD::/48 (6to4)
  if (groups[0] === 0x2002) return v4(groups[1]!, groups[2]!);
  return null;
}

/** Eight 16-bit groups of an IPv6 address (a dotted IPv4 tail included), or null. */
function expandIpv6(address: string): number[] | null {
  let text = address.split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  const groups = [...left, ...new Array<number>(missing).fill(0), ...right];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** Whether an IP address is one the public internet routes to us (not ours, not special). */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !BLOCKED.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4 !== null) return !BLOCKED.check(v4, 'ipv4');
  return !BLOCKED.check(address, 'ipv6');
}

type LookupAddress = { address: string; family: number };
type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * dns.lookup that refuses a name resolving to any address that is not public. Given to a
 * connection as its `lookup`, the address it checked is the one connected to: a name cannot
 * answer one address to a check and another to the connection.
 */
export function guardedLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0)
      return callback(
        Object.assign(new RemoteAddressError(`${hostname} resolves to an address that is not public`), {
          code: 'EADDRNOTPUBLIC',
        }),
        [],
      );
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

type Transport = {
  fetch: typeof undiciFetch;
  /** For configured origins, and for anything when tests allow private addresses. */
  open: Agent;
  /** For every other origin: the address is checked when the connection is made. */
  guarded: Agent;
};
let transport: Promise<Transport> | undefined;

/**
 * undici and its agents, made on the first remote call: a process that never calls a provider
 * (every one on the embedded defaults) does not load its few hundred modules at start.
 */
function remoteTransport(): Promise<Transport> {
  transport ??= import('undici').then(({ Agent, fetch }) => ({
    fetch,
    open: new Agent({ headersTimeout: 0, bodyTimeout: 0 }),
    guarded: new Agent({ headersTimeout: 0, bodyTimeout: 0, connect: { lookup: guardedLookup } }),
  }));
  return transport;
}

/** Throws unless `url` may be reached: http(s), and a public literal address where it is one. */
function checkTarget(url: URL, trusted: boolean, allowPrivate: boolean): void {
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new RemoteAddressError(`Refusing to fetch a ${url.protocol} URL from a provider`);
  if (url.username || url.password) throw new RemoteAddressError('Refusing a provider URL with credentials in it');
  if (trusted || allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !isPublicAddress(host))
    throw new RemoteAddressError(`Refusing to fetch from ${host}: not a public address`);
}

// ------------------------------------------------------------------------ waits

/** Waits `ms`, or rejects at once when `signal` aborts. */
export function waitOrAbort(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal!));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('cancelled');
}

// ------------------------------------------------------------------------ one exchange

/** A body stream that errors once more than `max` bytes came through. */
function capped(body: ReadableStream<Uint8Array>, max: number, url: URL): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > max) controller.error(tooLarge(url, max));
        else controller.enqueue(chunk);
      },
    }),
  );
}

function tooLarge(url: URL, max: number): RemoteTooLargeError {
  const maxMb = Math.round(max / 1024 / 1024);
  return new RemoteTooLargeError(`The answer from ${url.host} is larger than ${maxMb} MB`, maxMb);
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** Headers for one hop: everything on the configured origin, only harmless ones elsewhere. */
function hopHeaders(policy: RemotePolicy, init: RequestInit, onOrigin: boolean): Headers {
  const headers = new Headers(init.headers);
  if (onOrigin) {
    for (const [name, value] of Object.entries(policy.headers ?? {})) if (!headers.has(name)) headers.set(name, value);
    return headers;
  }
  for (const name of [...headers.keys()]) if (!HARMLESS_HEADERS.has(name)) headers.delete(name);
  return headers;
}

/**
 * One request, its redirects followed by hand. The answer is a standard Response whose body
 * is capped; its timeout keeps running while the body is read.
 */
async function exchange(url: string, init: RequestInit, policy: RemotePolicy, limit: RemoteLimits): Promise<Response> {
  const origin = new URL(policy.origin).origin;
  const timeout = AbortSignal.timeout(limit.requestTimeoutMs);
  const signal = policy.signal ? AbortSignal.any([policy.signal, timeout]) : timeout;
  let target = new URL(url);
  let method = (init.method ?? 'GET').toUpperCase();
  let body = init.body;
  if (body !== undefined && body !== null && typeof body !== 'string') {
    // Bytes once, as the platform encodes them (a form's boundary included): our fetch is
    // another copy of undici than the one whose FormData the callers build, and a redirect may
    // send the body again.
    const encoded = new Request(target, { method, body, headers: init.headers });
    const type = encoded.headers.get('content-type');
    body = Buffer.from(await encoded.arrayBuffer());
    if (type) init = { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), 'content-type': type } };
  }
  const undici = await remoteTransport();
  for (let hop = 0; ; hop += 1) {
    const onOrigin = target.origin === origin;
    checkTarget(target, onOrigin, limit.allowPrivateAddresses);
    let res: Awaited<ReturnType<typeof undiciFetch>>;
    try {
      res = await undici.fetch(target, {
        method,
        headers: Object.fromEntries(hopHeaders(policy, init, onOrigin)),
        body: body as never,
        redirect: 'manual',
        signal,
        dispatcher: onOrigin || limit.allowPrivateAddresses ? undici.open : undici.guarded,
      });
    } catch (error) {
      // The guarded lookup's refusal arrives as the fetch's cause.
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof RemoteAddressError) throw cause;
      if (timeout.aborted && !policy.signal?.aborted)
        throw new JobError(`${target.host} did not answer within ${Math.round(limit.requestTimeoutMs / 1000)} s`, {
          key: 'providerUnreachable',
        });
      throw error;
    }
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location && res.status !== 304) {
      await res.body?.cancel().catch(() => undefined);
      if (hop >= MAX_REDIRECTS)
        throw new JobError(`${target.host} redirected more than ${MAX_REDIRECTS} times`, { key: 'providerBadAnswer' });
      target = new URL(location, target);
      // As browsers do: a 303, or a 301/302 after a POST, becomes a GET without a body.
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
        method = method === 'HEAD' ? 'HEAD' : 'GET';
        body = undefined;
      }
      continue;
    }
    const declared = Number(res.headers.get('content-length') ?? 0);
    if (declared > limit.maxBytes) {
      await res.body?.cancel().catch(() => undefined);
      throw tooLarge(target, limit.maxBytes);
    }
    const stream =
      res.body && !NULL_BODY_STATUSES.has(res.status)
        ? capped(res.body as unknown as ReadableStream<Uint8Array>, limit.maxBytes, target)
        : null;
    const answer = new Response(stream, {
      status: res.status,
      statusText: res.statusText,
      headers: res.headers as unknown as HeadersInit,
    });
    Object.defineProperty(answer, 'url', { value: target.href });
    return answer;
  }
}

/** How much of a transient answer's body `definite` may read: error bodies are small. */
const DEFINITE_BODY_BYTES = 64 * 1024;

/** The first `limit` bytes of a body as text; the rest is not read. */
async function boundedText(res: Response, limit: number): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}

/** The longest wait between two tries, whatever the doubling or Retry-After says. */
const MAX_RETRY_WAIT_MS = 60_000;

/** Whether an answer's status is worth asking again for, under the policy. */
function transientStatus(status: number, policy: RemotePolicy): boolean {
  if (status === 429 || status >= 500) return true;
  return policy.poll === 'status' && (status === 400 || status === 408);
}

/**
 * Sends one request under the policy and returns the first answer not worth trying again. A
 * 429 or 5xx (and a dropped connection or a request that timed out) is tried again `retries`
 * times with a doubling wait (a larger Retry-After wins, up to a minute): every provider we
 * call asks clients to back off so. A poll (`policy.poll`) with a signal goes on until the
 * signal fires instead. A refused address, an answer over the cap or the caller's signal ends
 * it at once.
 */
export async function remoteFetch(url: string, init: RequestInit, policy: RemotePolicy): Promise<Response> {
  const limit = { ...currentLimits(), ...policy.limits };
  const retries = policy.retries ?? 3;
  const base = policy.retryBaseMs ?? 2000;
  const untilDeadline = policy.poll !== undefined && policy.signal !== undefined;
  const mayRetry = (attempt: number) => untilDeadline || attempt < retries;
  const backoff = (attempt: number) => Math.min(MAX_RETRY_WAIT_MS, base * 2 ** Math.min(attempt, 16));
  for (let attempt = 0; ; attempt += 1) {
    if (policy.signal?.aborted) throw abortReason(policy.signal);
    let res: Response;
    try {
      res = await exchange(url, init, policy, limit);
    } catch (error) {
      if (policy.signal?.aborted) throw abortReason(policy.signal);
      if (error instanceof NonRetryableError) throw error;
      // A dropped connection after the last try: the provider did not answer.
      if (!mayRetry(attempt))
        throw error instanceof JobError
          ? error
          : new JobError(
              error instanceof Error ? error.message : String(error),
              { key: 'providerUnreachable' },
              { cause: error },
            );
      await waitOrAbort(backoff(attempt), policy.signal);
      continue;
    }
    if (transientStatus(res.status, policy) && mayRetry(attempt)) {
      if (policy.definite) {
        const body = await boundedText(res, DEFINITE_BODY_BYTES);
        if (policy.definite(res.status, body))
          return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
      } else await res.body?.cancel().catch(() => undefined);
      const after = Number(res.headers.get('retry-after'));
      await waitOrAbort(
        Math.max(backoff(attempt), Number.isFinite(after) ? Math.min(after * 1000, MAX_RETRY_WAIT_MS) : 0),
        policy.signal,
      );
      continue;
    }
    return res;
  }
}

/**
 * Downloads `url` into `file`, streamed, under the policy's cap and timeout; a download that
 * fails part way leaves no file. A non-2xx answer
 * goes to `ensureOk` when given, else throws a plain Error (the next attempt fetches it again);
 * an answer over the cap or a refused address throws a NonRetryableError.
 */
export async function downloadTo(
  url: string,
  file: string,
  policy: RemotePolicy,
  label: string,
  ensureOk?: (res: Response) => Promise<void>,
): Promise<void> {
  const res = await remoteFetch(url, { method: 'GET' }, policy);
  if (!res.ok && ensureOk) await ensureOk(res);
  if (!res.ok || !res.body) {
    await res.body?.cancel().catch(() => undefined);
    throw new JobError(`Downloading the ${label} video failed: HTTP ${res.status}`, {
      key: res.status === 429 || res.status >= 500 ? 'providerUnreachable' : 'providerBadAnswer',
    });
  }
  try {
    await pipeline(Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>), createWriteStream(file));
  } catch (error) {
    // A cut or oversized download must not pass for a whole file later.
    await rm(file, { force: true });
    throw error;
  }
}
