import { useTranslation } from '@/lib/i18n/react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { isRemoteModel } from '@/lib/generation';
import { findModel } from '@/lib/models';
import { notifyFinished } from './notify';
import { pollPending, streamRecordEvents } from './studio-actions';
import type { VideoRecord } from '@/lib/video-record';

const POLL_MS = 3000;
/** While the event stream is open, a slow poll still runs in case an event was missed. */
const SAFETY_POLL_MS = 15_000;
/** A broken stream is reopened after this long (polling covers the gap). */
const REOPEN_MS = 3000;
const COMPLETION_MS = 3000;

/**
 * While a video is pending, the page hears of its end at once through the record event stream
 * (issue 18) and then asks for all pending ones together; without a stream (it could not open,
 * or broke) they are polled every POLL_MS as SPEC §4 has it. Each that finishes says so (a toast
 * for a remote model's success or any failure, and a system notification when turned on).
 */
export function usePendingPoll(pending: boolean) {
  const { t } = useTranslation(['app', 'common']);
  useEffect(() => {
    if (!pending) return;
    const report = (finished: VideoRecord[]) => {
      for (const record of finished) {
        // A model this page has no row for yet is a hosted one (the server's catalogue): remote too.
        if (record.state === 'success' && (isRemoteModel(record.model) || !findModel(record.model)))
          toast.success(t('app:history.completed'), { duration: COMPLETION_MS });
        if (record.state === 'fail') toast.error(t('app:failed'));
        notifyFinished(record.state === 'success' ? t('app:history.completed') : t('app:failed'), record.prompt);
      }
    };
    let checking = false;
    let again = false;
    // One check at a time; a signal during a check asks for one more after it.
    const check = () => {
      if (checking) {
        again = true;
        return;
      }
      checking = true;
      void pollPending()
        .then(report)
        .catch(() => undefined)
        .finally(() => {
          checking = false;
          if (again) {
            again = false;
            check();
          }
        });
    };
    const controller = new AbortController();
    let streaming = false;
    let lastCheck = Date.now();
    void (async () => {
      while (!controller.signal.aborted) {
        try {
          await streamRecordEvents(
            controller.signal,
            () => {
              streaming = true;
              check(); // what finished before the stream was open
            },
            () => check(),
          );
        } catch {
          // No stream here (an old server, a proxy that buffers): polling carries on.
        }
        streaming = false;
        await new Promise((resolve) => window.setTimeout(resolve, REOPEN_MS));
      }
    })();
    const timer = window.setInterval(() => {
      if (streaming && Date.now() - lastCheck < SAFETY_POLL_MS) return;
      lastCheck = Date.now();
      check();
    }, POLL_MS);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [pending, t]);
}
