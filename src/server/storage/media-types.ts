/**
 * The Content-Type of each kind of file we store, by the key's extension: one table for the
 * media route that serves local files and for the bucket that serves them itself.
 */
const MEDIA_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  // A story's captions: players read the track only when it is served as WebVTT.
  vtt: 'text/vtt; charset=utf-8',
};

/** The type of a stored key, or undefined for an extension we never store. */
export function mediaType(key: string): string | undefined {
  return MEDIA_TYPES[key.split('.').pop() ?? ''];
}
