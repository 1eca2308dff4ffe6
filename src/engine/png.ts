/**
 * PNG files written by hand where the canvas's encoder does more than the use needs: the file
 * around rows already filtered and deflated (`pngFile`), and a frame made for sending
 * (`encodeRgbPng`).
 *
 * A frame as a PNG made for sending: 8-bit RGB (the frame is opaque), each row filtered against
 * the pixel to its left, deflated at a fast level. The canvas's own encoder spends most of an
 * instant preview's time on its strongest compression; this one is several times faster for a
 * file about as small (png.test.ts).
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const deflate = promisify(zlib.deflate);
const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
/** Row filter "Sub": each byte minus the same channel of the pixel to its left. */
const FILTER_SUB = 1;

/** One PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(typed.length + 8);
  framed.writeUInt32BE(data.length, 0);
  typed.copy(framed, 4);
  framed.writeUInt32BE(zlib.crc32(typed), typed.length + 4);
  return framed;
}

/** A whole 8-bit PNG file around its image data (filtered rows, deflated). */
export function pngFile(width: number, height: number, channels: 'rgb' | 'rgba', idat: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = channels === 'rgb' ? 2 : 6;
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** RGBA pixels (alpha ignored) of a width × height image as PNG bytes; deflated off the main thread. */
export async function encodeRgbPng(rgba: Uint8ClampedArray, width: number, height: number): Promise<Buffer> {
  const stride = width * 3;
  const rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    let out = y * (stride + 1);
    rows[out++] = FILTER_SUB;
    let from = y * width * 4;
    let r = 0;
    let g = 0;
    let b = 0;
    for (let x = 0; x < width; x++, from += 4) {
      const nr = rgba[from] ?? 0;
      const ng = rgba[from + 1] ?? 0;
      const nb = rgba[from + 2] ?? 0;
      rows[out++] = (nr - r) & 0xff;
      rows[out++] = (ng - g) & 0xff;
      rows[out++] = (nb - b) & 0xff;
      r = nr;
      g = ng;
      b = nb;
    }
  }
  return pngFile(width, height, 'rgb', await deflate(rows, { level: 4 }));
}
