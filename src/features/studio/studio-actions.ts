/**
 * What the studio asks of the server, outside React: create (with the captcha retry of SPEC
 * §4), the history page, the polling of pending videos, delete and share. The API client is
 * loaded on first use, like everywhere else, so it is not part of the page's first load.
 */
import type { ApiError as ApiErrorType } from '@/lib/api/client';
import { type ModelInfo, setCatalogue } from '@/lib/models';
import type { Mode } from '@/lib/modes';
import { costOf, createBody, type StudioParams, type UploadAnswer } from '@/lib/studio';
import type { VideoRecord } from '@/lib/video-record';
import { isPending, useStudioStore } from '@/stores/studio-store';
import { useUserStore } from '@/stores/user-store';
import { sessionReady } from '@/features/auth/session-ready';

const runtime = () => import('@/features/auth/account-runtime');
const errors = () => import('@/lib/api/client');

export type CreateOutcome =
  | { type: 'created'; recordId: string }
  | { type: 'captcha'; failed: boolean }
  /** 450: `reason` is the moderation key the server sent (common:studio.moderation.*). */
  | { type: 'rejected'; message: string; reason?: string }
  | { type: 'error' };

/** One create call of a mode; a captcha answer is reported so the page can show the verify state. */
export function createVideo(mode: Mode, params: StudioParams, verify?: string): Promise<CreateOutcome> {
  return createWithBody(createBody(mode, params), costOf(mode, params), verify);
}

/**
 * One create call with a body already made (a mode's, or a story's from the storyboard), priced
 * at `needed` credits (null: not known before the server answers).
 */
export async function createWithBody(
  body: Record<string, unknown>,
  needed: number | null,
  verify?: string,
): Promise<CreateOutcome> {
  const { apiClient, refreshCredits } = await runtime();
  const { ApiError } = await errors();
  // A click before the session has loaded waits for it: the answer (430 to a signed-in user, say)
  // is read against who is asking, and an anonymous device needs its id first.
  await sessionReady();
  // An anonymous device whose balance the page already knows to be too low gets the 430 answer
  // without a call, so no captcha is asked for a video it cannot pay for (issue 13). Signed-in
  // users have no captcha: the server answers them, in API.md's order (460 before 430).
  const { user, anonymousCredits, anonymousFreeGrant } = useUserStore.getState();
  if (!user && anonymousCredits !== null && needed !== null && needed > anonymousCredits) {
    const balance = anonymousCredits;
    const { carryOut } = await runtime();
    const { catalogueAction, viewerFor } = await import('@/lib/api/catalogue');
    const action = catalogueAction(430, 'Not enough credits', viewerFor(null), {
      needed,
      balance,
      ...(anonymousFreeGrant ? { freeGrant: anonymousFreeGrant } : {}),
    });
    if (action.type !== 'none' && action.type !== 'pass-through' && action.type !== 'captcha') carryOut(action);
    return { type: 'error' };
  }
  try {
    const { recordId } = await apiClient().post<{ recordId: string }>('/api/v1/video/create', body, { verify });
    const record = await apiClient().get<VideoRecord>(`/api/v1/video/detail/${recordId}`);
    useStudioStore.getState().upsertRecords([record]);
    void refreshCredits();
    return { type: 'created', recordId };
  } catch (error) {
    if (error instanceof ApiError) {
      const action = (error as ApiErrorType).action;
      if (action.type === 'captcha') return { type: 'captcha', failed: Boolean(verify) };
      // 450 passes through (SPEC §8): the page says why the prompt was refused.
      if (action.type === 'pass-through')
        return { type: 'rejected', message: error.message, reason: (error.data as { reason?: string } | null)?.reason };
    }
    return { type: 'error' };
  }
}

/** The models this server knows and whether it can run each (the picker greys the others). */
export async function loadModels(): Promise<void> {
  const { apiClient } = await runtime();
  const models = await apiClient().get<ModelInfo[]>('/api/v1/models');
  // The studio prices and shapes requests from the server's own rows (MODELS_FILE may have changed them).
  // (A real server always lists base; an answer without it is not a catalogue.)
  if (models.some((model) => model.id === 'base')) setCatalogue(models);
  useStudioStore.getState().setModels(models);
}

export async function loadHistory(page = 1): Promise<void> {
  const { apiClient } = await runtime();
  const duration = useStudioStore.getState().durationFilter ?? undefined;
  const answer = await apiClient().get<{ records: VideoRecord[]; pages: number; current: number }>(
    '/api/v1/video/pageRecordList',
    { pageNum: page, duration },
  );
  useStudioStore.getState().setHistory(answer.records, answer.current, answer.pages);
}

/** One poll of every pending record; returns the records that finished in it. */
export async function pollPending(): Promise<VideoRecord[]> {
  const pending = useStudioStore.getState().records.filter(isPending);
  if (pending.length === 0) return [];
  const { apiClient, refreshCredits } = await runtime();
  const updated = await apiClient().post<VideoRecord[]>('/api/v1/video/loadPendingRecordList', {
    pendingRecordIdList: pending.map((record) => record.id).slice(0, 50),
  });
  useStudioStore.getState().upsertRecords(updated);
  const finished = updated.filter((record) => !isPending(record));
  // A failure was refunded: show the balance that says so.
  if (finished.some((record) => record.state === 'fail')) void refreshCredits();
  return finished;
}

/**
 * Listens to the caller's record events until the stream ends or `signal` aborts: `onOpen` when
 * it is live, `onRecord` with each record that changed state (issue 18).
 */
export async function streamRecordEvents(
  signal: AbortSignal,
  onOpen: () => void,
  onRecord: (change: { id: string; state: string }) => void,
): Promise<void> {
  const { apiClient } = await runtime();
  await apiClient().events(
    '/api/v1/video/events',
    (event, data) => {
      if (event === 'open') onOpen();
      else if (event === 'record') onRecord(JSON.parse(data) as { id: string; state: string });
    },
    signal,
  );
}

export async function loadRecord(id: string): Promise<VideoRecord> {
  const { apiClient } = await runtime();
  const record = await apiClient().get<VideoRecord>(`/api/v1/video/detail/${encodeURIComponent(id)}`);
  useStudioStore.getState().upsertRecords([record]);
  return record;
}

export async function deleteRecords(ids: string[]): Promise<number> {
  const { apiClient, refreshCredits } = await runtime();
  const { deleted } = await apiClient().post<{ deleted: number }>('/api/v1/video/batchDelete', { recordIds: ids });
  useStudioStore.getState().removeRecords(ids);
  void refreshCredits();
  // Refill the page from the server (and step back when it was the last page and is now empty).
  const { page, records } = useStudioStore.getState();
  void loadHistory(records.length === 0 && page > 1 ? page - 1 : page).catch(() => undefined);
  return deleted;
}

export async function shareRecord(id: string, locale: string): Promise<string> {
  await sessionReady();
  const { apiClient } = await runtime();
  const { shareUrl } = await apiClient().get<{ shareUrl: string }>(
    `/api/v1/video/updateShareInfo/${encodeURIComponent(id)}`,
    { locale },
  );
  useStudioStore.getState().upsertRecords(
    useStudioStore
      .getState()
      .records.filter((r) => r.id === id)
      .map((r) => ({ ...r, shareFlag: true })),
  );
  // The server knows its public origin; the link a visitor copies uses the one in the address bar.
  const path = new URL(shareUrl).pathname;
  return `${window.location.origin}${path}`;
}

export async function uploadFile(
  kind: 'image' | 'video' | 'audio',
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadAnswer> {
  const { apiClient } = await runtime();
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return apiClient().upload<UploadAnswer>('/api/v1/upload', form, onProgress);
}
