import type { IncomingMessage } from 'node:http';
import { isLocale } from '@/lib/i18n/locales';
import { headerValue } from './request-context';

/** The first language of the request's Accept-Language that is one of ours, if any. */
export function requestLanguage(req: IncomingMessage): string | undefined {
  const first = headerValue(req, 'accept-language')?.split(',')[0]?.trim().split(';')[0];
  if (!first) return undefined;
  const language = first.split('-')[0]?.toLowerCase() ?? '';
  const candidate = language === 'zh' ? 'zh-CN' : language;
  return isLocale(candidate) ? candidate : undefined;
}
