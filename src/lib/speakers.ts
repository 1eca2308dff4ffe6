/**
 * The voices of the speech mode (API.md `speakers`: the first is `Auto`). Each is an
 * espeak-ng voice with a variant; `Auto` picks the voice of the prompt's language.
 */
export type Speaker = { id: string; name: string; language: string; voice: string };

export const SPEAKERS: readonly Speaker[] = [
  { id: 'auto', name: 'Auto', language: 'auto', voice: '' },
  { id: 'en-us-f', name: 'Ava', language: 'en', voice: 'en-us+f3' },
  { id: 'en-us-m', name: 'Noah', language: 'en', voice: 'en-us+m3' },
  { id: 'en-gb-f', name: 'Olivia', language: 'en', voice: 'en-gb+f2' },
  { id: 'es-f', name: 'Lucía', language: 'es', voice: 'es+f3' },
  { id: 'es-m', name: 'Mateo', language: 'es', voice: 'es+m3' },
  { id: 'fr-f', name: 'Camille', language: 'fr', voice: 'fr+f3' },
  { id: 'de-m', name: 'Lukas', language: 'de', voice: 'de+m3' },
  { id: 'ru-f', name: 'Anya', language: 'ru', voice: 'ru+f2' },
  { id: 'ja-f', name: 'Yui', language: 'ja', voice: 'ja+f3' },
  { id: 'ar-m', name: 'Omar', language: 'ar', voice: 'ar+m3' },
  { id: 'pt-f', name: 'Beatriz', language: 'pt', voice: 'pt-br+f3' },
  { id: 'it-m', name: 'Marco', language: 'it', voice: 'it+m3' },
  { id: 'id-f', name: 'Sari', language: 'id', voice: 'id+f3' },
  { id: 'nl-m', name: 'Daan', language: 'nl', voice: 'nl+m3' },
  { id: 'vi-f', name: 'Linh', language: 'vi', voice: 'vi+f3' },
  { id: 'tr-m', name: 'Emre', language: 'tr', voice: 'tr+m3' },
  { id: 'ko-f', name: 'Ji-woo', language: 'ko', voice: 'ko+f3' },
  { id: 'fa-m', name: 'Dariush', language: 'fa', voice: 'fa+m3' },
  { id: 'hi-f', name: 'Priya', language: 'hi', voice: 'hi+f3' },
  { id: 'zh-CN-f', name: 'Mei', language: 'zh-CN', voice: 'cmn+f3' },
];

export function isSpeaker(id: unknown): boolean {
  return SPEAKERS.some((speaker) => speaker.id === id);
}
