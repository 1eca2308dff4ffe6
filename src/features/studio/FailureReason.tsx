import type { TFunction } from '@/lib/i18n/translator';
import { useTranslation } from '@/lib/i18n/react';
import type { VideoRecord } from '@/lib/video-record';

type Failed = Pick<VideoRecord, 'failMsg' | 'failReason'>;

/**
 * Why a video failed, as one sentence in the reader's language: the record's reason by key with
 * its variables (`app:failure.<key>`). A record from before reasons had keys, or with a key this
 * page does not know, says it in the server's English (`failMsg`); one with neither, generally.
 */
export function failureSentence(t: TFunction, record: Failed): string {
  const fallback = record.failMsg || t('app:history.failedShort');
  const reason = record.failReason;
  if (!reason) return fallback;
  return t(`app:failure.${reason.key}`, { ...reason.vars, defaultValue: fallback });
}

/**
 * The provider's own words about a failure, quoted in the reader's quotation marks; nothing for
 * our own failures. `dir="auto"`: the words are usually English inside a right-to-left page.
 */
export function FailureQuote({ record, className }: { record: Failed; className?: string }) {
  const { t } = useTranslation(['app']);
  const detail = record.failReason?.detail;
  if (!detail) return null;
  return (
    <blockquote dir="auto" data-testid="failure-detail" className={className}>
      {t('app:failure.quote', { detail })}
    </blockquote>
  );
}
