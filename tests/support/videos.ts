/** Video helpers for tests: create, wait until a record settles, upload a file. */
import type { Answer } from './api';
import { api } from './api';
import { waitFor } from './server';
import type { VideoRecord } from '@/lib/video-record';

export type { VideoRecord };

export type Caller = { token?: string; uniqueId?: string; ip?: string };

export function headersFor(caller: Caller, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...(caller.uniqueId ? { uniqueId: caller.uniqueId } : {}),
    ...(caller.ip ? { 'x-forwarded-for': caller.ip } : {}),
    ...extra,
  };
}

export function videoApi(baseURL: string, caller: Caller) {
  const call = api(baseURL);
  const opts = (extra?: Record<string, string>) => ({ token: caller.token, headers: headersFor(caller, extra) });
  const videos = {
    create: (body: Record<string, unknown>, verify?: string) =>
      call<{ recordId: string }>('POST', '/api/v1/video/create', { ...opts(verify ? { verify } : {}), body }),
    pending: (ids: string[]) =>
      call<VideoRecord[]>('POST', '/api/v1/video/loadPendingRecordList', {
        ...opts(),
        body: { pendingRecordIdList: ids },
      }),
    list: (query = '') =>
      call<{ records: VideoRecord[]; pages: number; current: number; total: number }>(
        'GET',
        `/api/v1/video/pageRecordList${query}`,
        opts(),
      ),
    detail: (id: string) => call<VideoRecord>('GET', `/api/v1/video/detail/${id}`, opts()),
    share: (id: string) => call<{ shareUrl: string }>('GET', `/api/v1/video/updateShareInfo/${id}`, opts()),
    remove: (ids: string[]) =>
      call<{ deleted: number }>('POST', '/api/v1/video/batchDelete', { ...opts(), body: { recordIds: ids } }),
    /** Waits until the record is success or fail. */
    settle: async (id: string, timeoutMs = 60_000): Promise<VideoRecord> => {
      let record: VideoRecord | undefined;
      await waitFor(
        async () => {
          const answer: Answer<VideoRecord[]> = await call<VideoRecord[]>(
            'POST',
            '/api/v1/video/loadPendingRecordList',
            { ...opts(), body: { pendingRecordIdList: [id] } },
          );
          record = answer.data?.[0];
          return record?.state === 'success' || record?.state === 'fail';
        },
        { timeoutMs, what: `record ${id} to settle`, intervalMs: 250 },
      );
      return record!;
    },
    /** Creates a record and waits until it settles (the create must be accepted). */
    make: async (body: Record<string, unknown>): Promise<VideoRecord> => {
      const created = await call<{ recordId: string }>('POST', '/api/v1/video/create', { ...opts(), body });
      if (created.code !== 200) throw new Error(`create refused: ${created.code} ${created.msg}`);
      return videos.settle(created.data.recordId);
    },
    upload: async (kind: string, data: Buffer | Blob, filename: string, type = 'application/octet-stream') => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', data instanceof Blob ? data : new Blob([new Uint8Array(data)], { type }), filename);
      const headers: Record<string, string> = headersFor(caller, { 'x-forwarded-for': caller.ip ?? '100.64.1.1' });
      if (caller.token) headers.authorization = `Bearer ${caller.token}`;
      const res = await fetch(`${baseURL}/api/v1/upload`, { method: 'POST', headers, body: form });
      return { status: res.status, ...((await res.json()) as Omit<Answer<{ url: string }>, 'status'>) };
    },
  };
  return videos;
}
