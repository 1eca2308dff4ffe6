/**
 * The history beside the studio (SPEC §2, §4): the caller's videos newest first, paged and
 * filtered by duration; pending ones polled together every few seconds until none is left,
 * with progress = elapsed / 90 s (capped at 99 %) and the time left; a failed one says why and
 * that its credits came back. Each finished video plays, downloads, shares, deletes (after a
 * confirmation) and can start sound, speech, extend or upscale from itself.
 */
import { useTranslation } from '@/lib/i18n/react';
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { Pager } from '@/components/Pager';
import type { Mode } from '@/lib/modes';
import type { VideoRecord } from '@/lib/video-record';
import { isPending, useStudioStore } from '@/stores/studio-store';
import { DeleteConfirm } from './DeleteConfirm';
import { editStory, startFollowUp } from './follow-up';
import { HistoryCard } from './HistoryCard';
import { HistoryToolbar } from './HistoryToolbar';
import { RecordActions } from './RecordActions';
import { RecordDetail } from './RecordDetail';
import { SelectionBar } from './SelectionBar';
import { deleteRecords, loadHistory } from './studio-actions';
import { useHistoryLoad } from './useHistoryLoad';
import { useNow } from './useNow';
import { usePendingPoll } from './usePendingPoll';
import { useSelection } from './useSelection';
import { useShare } from './useShare';

export function History({ openRecordId }: { openRecordId?: string }) {
  const { t } = useTranslation(['app', 'common']);
  const { records, page, pages } = useStudioStore(useShallow(({ records, page, pages }) => ({ records, page, pages })));
  const [confirm, setConfirm] = useState<string[] | null>(null);
  const [detail, setDetail] = useState<VideoRecord | null>(null);
  const loaded = useHistoryLoad(openRecordId, setDetail);
  const selection = useSelection(records.map((record) => record.id));
  const share = useShare();
  const pending = records.some(isPending);
  const now = useNow(pending);
  usePendingPoll(pending);

  const deleteConfirmed = (ids: string[]) => {
    setConfirm(null);
    if (ids.length > 1 || selection.selected.has(ids[0] ?? '')) selection.stop();
    void deleteRecords(ids).catch(() => undefined);
  };

  return (
    <section aria-labelledby="history-title" className="min-w-0">
      <HistoryToolbar
        hasRecords={records.length > 0}
        selecting={selection.selecting}
        onSelecting={(on) => (on ? selection.start() : selection.stop())}
      />
      {selection.selecting && (
        <SelectionBar
          allSelected={selection.allSelected}
          count={selection.selected.size}
          onSelectAll={selection.setAll}
          onDelete={() => setConfirm([...selection.selected])}
        />
      )}
      {loaded && records.length === 0 && <p className="mt-3 text-sm text-ink-soft">{t('app:history.empty')}</p>}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="history">
        {records.map((record) => (
          <HistoryCard
            key={record.id}
            record={record}
            now={now}
            selection={
              selection.selecting
                ? { checked: selection.selected.has(record.id), onChange: (on) => selection.toggle(record.id, on) }
                : null
            }
            actions={
              <RecordActions
                record={record}
                onShare={share}
                onUse={startFollowUp}
                onDelete={(id) => setConfirm([id])}
                onOpen={setDetail}
                onEditStory={editStory}
              />
            }
          />
        ))}
      </ul>
      <Pager
        page={page}
        pages={pages}
        onPage={(next) => void loadHistory(next)}
        labels={{
          nav: t('app:history.pages'),
          previous: t('app:history.previous'),
          next: t('app:history.next'),
          status: t('app:history.page', { page, pages }),
        }}
      />
      {detail && (
        <RecordDetail
          record={detail}
          onClose={() => setDetail(null)}
          actions={
            <RecordActions
              record={detail}
              onShare={share}
              onUse={(record: VideoRecord, mode: Mode) => {
                setDetail(null);
                startFollowUp(record, mode);
              }}
              onDelete={(id) => {
                setDetail(null);
                setConfirm([id]);
              }}
              onEditStory={(record: VideoRecord) => {
                setDetail(null);
                editStory(record);
              }}
            />
          }
        />
      )}
      {confirm && (
        <DeleteConfirm
          count={confirm.length}
          onCancel={() => setConfirm(null)}
          onDelete={() => deleteConfirmed(confirm)}
        />
      )}
    </section>
  );
}
