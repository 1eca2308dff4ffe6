import { isStorageKey, keyFromMediaUrl } from './storage';

const ID = 'AbCdEf0123456789_-xy';

describe('isStorageKey', () => {
  it.each([`videos/${ID}/video.mp4`, `uploads/${ID}/file.png`, `covers/${ID}/cover.jpg`, `audio/${ID}/speech-1.m4a`])(
    'takes %s',
    (key) => {
      expect(isStorageKey(key)).toBe(true);
    },
  );

  it.each([
    ['a parent step', `videos/../${ID}/video.mp4`],
    ['a parent step in the name', `videos/${ID}/../video.mp4`],
    ['an absolute path', `/videos/${ID}/video.mp4`],
    ['a backslash', `videos\\${ID}\\video.mp4`],
    ['an encoded slash', `videos/${ID}%2Fvideo.mp4`],
    ['an id too short', 'videos/short/video.mp4'],
    ['a capital in the folder', `Videos/${ID}/video.mp4`],
    ['a deeper path', `videos/${ID}/x/video.mp4`],
    ['no extension', `videos/${ID}/video`],
    ['a NUL byte', `videos/${ID}/video.mp4\u0000`],
    ['nothing', ''],
  ])('refuses %s', (_what, key) => {
    expect(isStorageKey(key)).toBe(false);
  });
});

describe('keyFromMediaUrl', () => {
  it('reads the key of our own /media/ URL, relative or on one of our hosts', () => {
    expect(keyFromMediaUrl(`/media/videos/${ID}/video.mp4`)).toBe(`videos/${ID}/video.mp4`);
    expect(keyFromMediaUrl(`https://vidloom.example/media/uploads/${ID}/file.png`, ['vidloom.example'])).toBe(
      `uploads/${ID}/file.png`,
    );
  });

  it.each([
    ['another host', `https://evil.example/media/videos/${ID}/video.mp4`],
    ['a protocol-relative URL', `//vidloom.example/media/videos/${ID}/video.mp4`],
    ['another scheme', `javascript:/media/videos/${ID}/video.mp4`],
    ['a file URL', `file:///media/videos/${ID}/video.mp4`],
    ['another path', `/files/videos/${ID}/video.mp4`],
    ['a traversal out of /media/', '/media/../../etc/passwd'],
    ['a traversal inside the key', `/media/videos/${ID}/../../../etc/passwd`],
    ['a query in the key', `/media/videos/${ID}/video.mp4?x=1`],
    ['a URL too long', `/media/videos/${ID}/${'a'.repeat(600)}.mp4`],
    ['not a string', 42],
    ['nothing', undefined],
  ])('gives null for %s', (_what, url) => {
    expect(keyFromMediaUrl(url, ['vidloom.example'])).toBeNull();
  });
});
