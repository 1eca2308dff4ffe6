/**
 * The history beside the studio (SPEC §2, §4): the caller's videos newest first, paged and
 * filtered by duration; pending ones polled together every few seconds until none is left,
 * with progress = elapsed / 90 s (capped at 99 %) and the time left; a failed one says why and
 * that its credits came back. Each finished video plays, downloads, shares, deletes (after a
 * confirmation) and can start sound, speech, extend or upscale from itself.
 */
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Modal } from '../../components/dialog/Modal';
import { Pager } from '../../components/Pager';
import { SceneChips } from '../../components/SceneChips';
import { isRemoteModel } from '../../lib/generation';
import type { Mode } from '../../lib/modes';
import { progressPercent, secondsLeft } from '../../lib/studio';
import type { VideoRecord } from '../../lib/video-record';
import { isPending, useStudioStore } from '../../stores/studio-store';
import { useUserStore } from '../../stores/user-store';
import { enableNotifications, notificationsEnabled, notificationsSupported, notifyFinished } from './notify';
import { deleteRecords, loadHistory, loadRecord, pollPending, shareRecord } from './studio-actions';

export const POLL_MS = 3000;
const COMPLETION_MS = 3000;
const FOLLOW_UPS: Mode[] = ['sound', 'speech', 'extend', 'upscale'];

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

export function History({ openRecordId }: { openRecordId?: string }) {
  const { t, i18n } = useTranslation(['app', 'common']);
  const { records, page, pages, durationFilter, setDurationFilter } = useStudioStore();
  const status = useUserStore((state) => state.status);
  const owner = useUserStore((state) => state.user?.id ?? (state.anonymousCredits !== null ? 'device' : null));
  const [loaded, setLoaded] = useState(false);
  const [confirm, setConfirm] = useState<string[] | null>(null);
  // Batch delete: a selection mode with a checkbox on every card.
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [detail, setDetail] = useState<VideoRecord | null>(null);
  const [notify, setNotify] = useState<'unsupported' | 'off' | 'on'>('unsupported');
  useEffect(() => {
    if (notificationsSupported() && Notification.permission !== 'denied') setNotify(notificationsEnabled() ? 'on' : 'off');
  }, []);
  const pending = records.some(isPending);
  const now = useNow(pending);

  useEffect(() => {
    if (status !== 'ready' || !owner) return;
    loadHistory(1)
      .catch(() => undefined)
      .finally(() => setLoaded(true));
  }, [status, owner, durationFilter]);

  // /app/{id} for its owner: the studio with that video open.
  useEffect(() => {
    if (!openRecordId || status !== 'ready' || !owner) return;
    loadRecord(openRecordId)
      .then((record) => setDetail(record))
      .catch(() => undefined);
  }, [openRecordId, status, owner]);

  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(() => {
      pollPending()
        .then((finished) => {
          for (const record of finished) {
            if (record.state === 'success' && isRemoteModel(record.model)) toast.success(t('app:history.completed'), { duration: COMPLETION_MS });
            if (record.state === 'fail') toast.error(t('app:failed'));
            notifyFinished(record.state === 'success' ? t('app:history.completed') : t('app:failed'), record.prompt);
          }
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [pending, t]);

  const share = async (id: string) => {
    const loading = toast.loading(t('app:history.shareLoading'));
    try {
      const link = await shareRecord(id, i18n.language);
      await navigator.clipboard.writeText(link);
      toast.success(t('app:history.copied'), { id: loading });
    } catch {
      toast.error(t('app:history.copyFailed'), { id: loading });
    }
  };

  const useFor = (record: VideoRecord, mode: Mode) => {
    const store = useStudioStore.getState();
    store.setMode(mode);
    store.setParams({ source: { recordId: record.id, url: record.videoUrl!, duration: record.duration ?? 0, quality: record.generateParam.quality as never } });
    window.scrollTo({ top: 0, behavior: 'smooth' });
    // Keyboard users land on the mode they picked rather than at the top of the page.
    window.requestAnimationFrame(() => document.getElementById(`mode-tab-${mode}`)?.focus({ preventScroll: true }));
  };

  const stopSelecting = () => {
    setSelecting(false);
    setSelected(new Set());
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allSelected = records.length > 0 && records.every((record) => selected.has(record.id));

  return (
    <section aria-labelledby="history-title" className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="history-title" className="text-lg font-semibold text-ink">
          {t('app:history.title')}
        </h2>
        {notify !== 'unsupported' && (
          <button
            type="button"
            disabled={notify === 'on'}
            aria-pressed={notify === 'on'}
            onClick={() => void enableNotifications().then((on) => setNotify(on ? 'on' : 'off'))}
            className="ms-auto rounded-full border border-ink/15 px-3 py-1 text-xs text-ink-soft hover:bg-brand-50 disabled:cursor-default disabled:border-transparent disabled:hover:bg-transparent"
          >
            {notify === 'on' ? t('app:history.notifyOn') : t('app:history.notify')}
          </button>
        )}
        {records.length > 0 && (
          <button
            type="button"
            aria-pressed={selecting}
            onClick={() => (selecting ? stopSelecting() : setSelecting(true))}
            className={`rounded-full border border-ink/15 px-3 py-1 text-xs text-ink-soft hover:bg-brand-50 ${notify === 'unsupported' ? 'ms-auto' : ''}`}
            data-testid="history-select"
          >
            {selecting ? t('app:history.selectDone') : t('app:history.select')}
          </button>
        )}
        <label className="text-sm text-ink-soft">
          <span className="sr-only">{t('app:history.filter.label')}</span>
          <select
            value={durationFilter ?? ''}
            onChange={(event) => setDurationFilter(event.target.value ? (Number(event.target.value) as 5 | 8) : null)}
            className="rounded-lg border border-ink/15 bg-surface px-2 py-1"
          >
            <option value="">{t('app:history.filter.all')}</option>
            <option value="5">{t('app:duration.seconds', { count: 5 })}</option>
            <option value="8">{t('app:duration.seconds', { count: 8 })}</option>
          </select>
        </label>
      </div>
      {selecting && (
        <div className="mt-3 flex flex-wrap items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm" role="group" aria-label={t('app:history.select')}>
          <label className="flex items-center gap-2 text-ink">
            <input
              type="checkbox"
              checked={allSelected}
              onChange={(event) => setSelected(event.target.checked ? new Set(records.map((record) => record.id)) : new Set())}
              className="size-4 accent-brand-600"
            />
            {t('app:history.selectAll')}
          </label>
          <span className="text-ink-soft" aria-live="polite">
            {t('app:history.selectedCount', { count: selected.size })}
          </span>
          <button
            type="button"
            disabled={selected.size === 0}
            onClick={() => setConfirm([...selected])}
            className="ms-auto rounded-full bg-red-600 px-3 py-1 text-xs font-semibold text-white hover:bg-red-700 disabled:opacity-40"
          >
            {t('app:history.deleteSelected')}
          </button>
        </div>
      )}
      {loaded && records.length === 0 && <p className="mt-3 text-sm text-ink-soft">{t('app:history.empty')}</p>}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="history">
        {records.map((record) => (
          <li key={record.id} data-record={record.id} data-state={record.state} data-mode={record.operationType} className="overflow-hidden rounded-2xl border border-ink/10 bg-surface">
            <div className="relative aspect-video bg-ink/5">
              {selecting && (
                <label className="absolute start-2 top-2 z-10 flex size-8 cursor-pointer items-center justify-center rounded-full bg-surface/90 shadow">
                  <input
                    type="checkbox"
                    checked={selected.has(record.id)}
                    onChange={(event) => toggle(record.id, event.target.checked)}
                    aria-label={t('app:history.selectOne', { title: record.prompt || t(`common:modes.${record.operationType}`) })}
                    className="size-4 accent-brand-600"
                  />
                </label>
              )}
              {record.state === 'success' && record.videoUrl ? (
                <video src={record.videoUrl} poster={record.coverUrl ?? undefined} controls preload="none" playsInline className="size-full bg-black object-contain" aria-label={record.prompt || t(`common:modes.${record.operationType}`)} />
              ) : record.state === 'fail' ? (
                <div className="flex size-full items-center justify-center p-4 text-center text-sm text-red-700 dark:text-red-300">{t('app:history.failedShort')}</div>
              ) : (
                <div className="flex size-full flex-col items-center justify-center gap-2 p-4" role="status">
                  <span className="text-2xl font-semibold text-ink">{progressPercent(record.createTimestamp, now)}%</span>
                  <progress value={progressPercent(record.createTimestamp, now)} max={100} className="h-1.5 w-3/4 accent-brand-600" aria-label={t('app:history.progress')} />
                  <span className="text-xs text-ink-soft">{t('app:history.timeLeft', { count: secondsLeft(record.createTimestamp, now) })}</span>
                </div>
              )}
            </div>
            <div className="space-y-2 p-3">
              <p className="flex items-center gap-2 text-xs text-ink-faint">
                <span className="rounded bg-brand-50 px-1.5 py-0.5 font-medium text-brand-700">{t(`common:modes.${record.operationType}`)}</span>
                <span>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(record.createTimestamp)}</span>
              </p>
              {record.prompt && <p className="line-clamp-2 text-sm text-ink">{record.prompt}</p>}
              {record.scene && <SceneChips scene={record.scene} />}
              {record.state === 'fail' && (
                <p className="text-xs text-red-700 dark:text-red-300">
                  {record.failMsg} {t('app:history.refunded', { count: record.cost })}
                </p>
              )}
              <RecordActions record={record} onShare={share} onUse={useFor} onDelete={(id) => setConfirm([id])} onOpen={setDetail} />
            </div>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        pages={pages}
        onPage={(next) => void loadHistory(next)}
        labels={{ nav: t('app:history.pages'), previous: t('app:history.previous'), next: t('app:history.next'), status: t('app:history.page', { page, pages }) }}
      />
      {detail && (
        <Modal open onClose={() => setDetail(null)} title={detail.prompt || t(`common:modes.${detail.operationType}`)} size="lg" testId="video-detail">
          <div className="mt-4 space-y-3">
            {detail.state === 'success' && detail.videoUrl ? (
              <video src={detail.videoUrl} poster={detail.coverUrl ?? undefined} controls autoPlay playsInline className="max-h-[60dvh] w-full rounded-xl bg-black" />
            ) : (
              <p className="text-sm text-ink-soft">{detail.state === 'fail' ? detail.failMsg : t('app:history.progress')}</p>
            )}
            {detail.scene && <SceneChips scene={detail.scene} />}
            <p className="text-xs text-ink-faint">
              {[detail.width && detail.height ? `${detail.width}×${detail.height}` : null, detail.duration ? t('app:duration.seconds', { count: Math.round(detail.duration) }) : null, t('app:cost.label', { count: detail.cost })].filter(Boolean).join(' · ')}
            </p>
            <RecordActions
              record={detail}
              onShare={share}
              onUse={(record, mode) => {
                setDetail(null);
                useFor(record, mode);
              }}
              onDelete={(id) => {
                setDetail(null);
                setConfirm([id]);
              }}
            />
          </div>
        </Modal>
      )}
      {confirm && (
        <Modal open onClose={() => setConfirm(null)} title={confirm.length > 1 ? t('app:history.confirm.titleMany', { count: confirm.length }) : t('app:history.confirm.title')} description={t('app:history.confirm.body', { count: confirm.length })} testId="delete-confirm">
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" onClick={() => setConfirm(null)} className="rounded-full border border-ink/15 px-5 py-2 font-semibold text-ink">
              {t('app:history.confirm.cancel')}
            </button>
            <button
              type="button"
              onClick={() => {
                const ids = confirm;
                setConfirm(null);
                if (ids.length > 1 || selected.has(ids[0] ?? '')) stopSelecting();
                void deleteRecords(ids).catch(() => undefined);
              }}
              className="rounded-full bg-red-600 px-5 py-2 font-semibold text-white hover:bg-red-700"
            >
              {t('app:history.confirm.delete')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}

/** What can be done with a video: download, share, follow-up modes, delete. */
function RecordActions({
  record,
  onShare,
  onUse,
  onDelete,
  onOpen,
}: {
  record: VideoRecord;
  onShare: (id: string) => Promise<void>;
  onUse: (record: VideoRecord, mode: Mode) => void;
  onDelete: (id: string) => void;
  onOpen?: (record: VideoRecord) => void;
}) {
  const { t } = useTranslation(['app', 'common']);
  return (
    <div className="flex flex-wrap gap-1.5 text-xs">
      {record.state === 'success' && record.videoUrl && (
        <>
          <a href={`${record.videoUrl}?download=1`} download className="rounded-full border border-ink/15 px-2.5 py-1 text-ink hover:bg-brand-50">
            {t('app:history.download')}
          </a>
          {onOpen && (
            <button type="button" onClick={() => onOpen(record)} className="rounded-full border border-ink/15 px-2.5 py-1 text-ink hover:bg-brand-50">
              {t('app:history.open')}
            </button>
          )}
          {!record.privateFlag && (
            <button type="button" onClick={() => void onShare(record.id)} className="rounded-full border border-ink/15 px-2.5 py-1 text-ink hover:bg-brand-50">
              {t('app:history.share')}
            </button>
          )}
          {FOLLOW_UPS.map((mode) => (
            <button key={mode} type="button" onClick={() => onUse(record, mode)} className="rounded-full border border-ink/15 px-2.5 py-1 text-ink hover:bg-brand-50">
              {t(`common:modes.${mode}`)}
            </button>
          ))}
        </>
      )}
      <button type="button" onClick={() => onDelete(record.id)} className="rounded-full border border-red-200 px-2.5 py-1 text-red-700 dark:text-red-300 hover:bg-red-50">
        {t('app:history.delete')}
      </button>
    </div>
  );
}
