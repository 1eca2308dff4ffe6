import { useEffect, useState } from 'react';
import type { VideoRecord } from '@/lib/video-record';
import { useStudioStore } from '@/stores/studio-store';
import { useUserStore } from '@/stores/user-store';
import { loadHistory, loadRecord } from './studio-actions';

/**
 * The first page of the caller's history, loaded once the session is known and again when the
 * owner or the duration filter changes; `/app/{id}` for its owner opens that video. True once
 * the first load has answered (so "no videos yet" is not shown before it).
 */
export function useHistoryLoad(openRecordId: string | undefined, onOpen: (record: VideoRecord) => void): boolean {
  const durationFilter = useStudioStore((state) => state.durationFilter);
  const status = useUserStore((state) => state.status);
  const owner = useUserStore((state) => state.user?.id ?? (state.anonymousCredits !== null ? 'device' : null));
  const [loaded, setLoaded] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter is the trigger: loadHistory reads it from the store
  useEffect(() => {
    if (status !== 'ready' || !owner) return;
    loadHistory(1)
      .catch(() => undefined)
      .finally(() => setLoaded(true));
  }, [status, owner, durationFilter]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: opens the record once per id and owner, not on each new callback
  useEffect(() => {
    if (!openRecordId || status !== 'ready' || !owner) return;
    loadRecord(openRecordId)
      .then((record) => onOpen(record))
      .catch(() => undefined);
  }, [openRecordId, status, owner]);

  return loaded;
}
