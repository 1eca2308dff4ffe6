/**
 * The device's canvas fingerprint (SPEC §4 "Anonymous visitor"): what `get-unique-id` receives
 * as `canvas`. The server keeps it only to stop repeated free grants (a canvas and IP pair gets
 * its credits once, API.md), so it needs to be stable on one browser and to differ between
 * typical devices, not to be a tracking identity.
 *
 * It draws text (with an emoji and a right-to-left word), curves, a gradient and blended shapes
 * into a small canvas, whose pixels differ with the GPU, fonts and anti-aliasing, and hashes
 * them with a few cheap signals of the device. This replaced FingerprintJS (issue 18, goal 4):
 * its WebGL, audio and font probes cost about 550 ms of main thread on a throttled phone at the
 * studio's start (a Lighthouse TBT of 480 to 800 ms); this costs a few milliseconds.
 */

/** cyrb53 (bryc's public-domain 53-bit string hash), two seeds giving 106 bits as hex. */
function hash53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** The hash of a fingerprint's parts: 28 hex characters (within the API's 8 to 256). */
export function fingerprintOf(parts: readonly string[]): string {
  const text = parts.join('\u0001');
  return hash53(text, 1) + hash53(text, 2);
}

function canvasPicture(): string {
  const canvas = document.createElement('canvas');
  canvas.width = 240;
  canvas.height = 60;
  const ctx = canvas.getContext('2d');
  if (!ctx) return 'no-canvas';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = '#f60';
  ctx.fillRect(100, 1, 62, 20);
  ctx.fillStyle = '#069';
  ctx.font = '15px "Times New Roman", serif';
  ctx.fillText('Vidloom, fjord <3 \u{1F3A5} \u0645\u0631\u062D\u0628\u0627', 2, 15);
  ctx.fillStyle = 'rgba(102, 204, 0, 0.7)';
  ctx.font = '18px Arial, sans-serif';
  ctx.fillText('Cwm fjordbank glyphs vext quiz', 4, 45);
  const gradient = ctx.createLinearGradient(0, 0, 240, 0);
  gradient.addColorStop(0, 'rgba(255,0,255,0.6)');
  gradient.addColorStop(1, 'rgba(0,255,255,0.6)');
  ctx.globalCompositeOperation = 'multiply';
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.arc(180, 30, 24, 0, Math.PI * 2);
  ctx.bezierCurveTo(150, 10, 120, 60, 90, 30);
  ctx.fill('evenodd');
  return canvas.toDataURL();
}

/** This browser's fingerprint; never throws (a browser without a canvas still gets one). */
export function deviceFingerprint(): string {
  let picture: string;
  try {
    picture = canvasPicture();
  } catch {
    picture = 'canvas-error';
  }
  const { screen, navigator } = window;
  return fingerprintOf([
    picture,
    navigator.userAgent,
    navigator.language,
    (navigator.languages ?? []).join(','),
    String(navigator.hardwareConcurrency ?? ''),
    `${screen.width}x${screen.height}x${screen.colorDepth}`,
    String(window.devicePixelRatio),
    // The time zone as its winter and summer offsets (its DST rule, too), not its name: the name
    // comes from Intl.DateTimeFormat, whose first construction on a page loads the time-zone
    // data, a 15–120 ms task on a slow phone at the studio's start.
    `${new Date(2026, 0, 1).getTimezoneOffset()}/${new Date(2026, 6, 1).getTimezoneOffset()}`,
  ]);
}
