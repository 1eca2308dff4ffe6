/*
 * RGBA → I420 (yuv420p) for the frame pipe, in WebAssembly SIMD (src/engine/yuv.ts loads it).
 *
 * BT.601, limited range, the integer coefficients ffmpeg's swscale uses for RGB → YUV:
 *   Y = (66 R + 129 G + 25 B + 4224) >> 8
 *   U = (-38 r - 74 g + 112 b + 131584) >> 10,  V = (112 r - 94 g - 18 b + 131584) >> 10
 * where r, g, b are sums over each 2 × 2 block (chroma is the block's mean, centred).
 * Frames are opaque, so the canvas's premultiplied pixels are the straight ones.
 *
 * Built by scripts/build-wasm.sh (clang --target=wasm32 -msimd128); the .wasm is committed.
 * tests/unit/engine/yuv.test.ts checks it against a scalar reference of the formulas above.
 */
#include <stdint.h>
#include <wasm_simd128.h>

/* The 8 bytes of one channel (o = 0 R, 1 G, 2 B) of 8 RGBA pixels, widened to 16-bit lanes. */
#define CHANNEL(a, b, o) \
  wasm_u16x8_extend_low_u8x16(wasm_i8x16_shuffle(a, b, o, o + 4, o + 8, o + 12, o + 16, o + 20, o + 24, o + 28, 0, 0, 0, 0, 0, 0, 0, 0))

static inline v128_t luma(v128_t r, v128_t g, v128_t b) {
  /* Fits 16 bits unsigned (at most 60324): wrapping 16-bit products are exact. */
  v128_t sum = wasm_i16x8_add(wasm_i16x8_add(wasm_i16x8_mul(r, wasm_i16x8_splat(66)), wasm_i16x8_mul(g, wasm_i16x8_splat(129))),
                              wasm_i16x8_add(wasm_i16x8_mul(b, wasm_i16x8_splat(25)), wasm_i16x8_splat(4224)));
  return wasm_u16x8_shr(sum, 8);
}

static inline v128_t chroma(v128_t r, v128_t g, v128_t b, int32_t kr, int32_t kg, int32_t kb) {
  v128_t sum = wasm_i32x4_add(wasm_i32x4_add(wasm_i32x4_mul(r, wasm_i32x4_splat(kr)), wasm_i32x4_mul(g, wasm_i32x4_splat(kg))),
                              wasm_i32x4_add(wasm_i32x4_mul(b, wasm_i32x4_splat(kb)), wasm_i32x4_splat(131584)));
  return wasm_i32x4_shr(sum, 10);
}

static inline void scalar_pair(const uint8_t *p0, const uint8_t *p1, uint8_t *y0, uint8_t *y1, uint8_t *u, uint8_t *v) {
  int32_t r = 0, g = 0, b = 0;
  const uint8_t *px[4] = {p0, p0 + 4, p1, p1 + 4};
  uint8_t *out[4] = {y0, y0 + 1, y1, y1 + 1};
  for (int i = 0; i < 4; i++) {
    *out[i] = (uint8_t)((66 * px[i][0] + 129 * px[i][1] + 25 * px[i][2] + 4224) >> 8);
    r += px[i][0];
    g += px[i][1];
    b += px[i][2];
  }
  *u = (uint8_t)((-38 * r - 74 * g + 112 * b + 131584) >> 10);
  *v = (uint8_t)((112 * r - 94 * g - 18 * b + 131584) >> 10);
}

/* width and height even; out holds width × height luma bytes, then the U plane, then V. */
__attribute__((export_name("i420"))) void i420(const uint8_t *rgba, uint8_t *out, int32_t width, int32_t height) {
  uint8_t *planeU = out + width * height;
  uint8_t *planeV = planeU + (width / 2) * (height / 2);
  for (int32_t row = 0; row < height; row += 2) {
    const uint8_t *p0 = rgba + (int64_t)row * width * 4;
    const uint8_t *p1 = p0 + width * 4;
    uint8_t *y0 = out + row * width;
    uint8_t *y1 = y0 + width;
    uint8_t *u = planeU + (row / 2) * (width / 2);
    uint8_t *v = planeV + (row / 2) * (width / 2);
    int32_t x = 0;
    for (; x + 16 <= width; x += 16) {
      v128_t sums[2][3]; /* [half][channel]: the two rows added, 16-bit */
      for (int line = 0; line < 2; line++) {
        const uint8_t *p = (line ? p1 : p0) + x * 4;
        v128_t a0 = wasm_v128_load(p), a1 = wasm_v128_load(p + 16), a2 = wasm_v128_load(p + 32), a3 = wasm_v128_load(p + 48);
        v128_t rl = CHANNEL(a0, a1, 0), gl = CHANNEL(a0, a1, 1), bl = CHANNEL(a0, a1, 2);
        v128_t rh = CHANNEL(a2, a3, 0), gh = CHANNEL(a2, a3, 1), bh = CHANNEL(a2, a3, 2);
        wasm_v128_store((line ? y1 : y0) + x, wasm_u8x16_narrow_i16x8(luma(rl, gl, bl), luma(rh, gh, bh)));
        if (line == 0) {
          sums[0][0] = rl, sums[0][1] = gl, sums[0][2] = bl, sums[1][0] = rh, sums[1][1] = gh, sums[1][2] = bh;
        } else {
          sums[0][0] = wasm_i16x8_add(sums[0][0], rl), sums[0][1] = wasm_i16x8_add(sums[0][1], gl), sums[0][2] = wasm_i16x8_add(sums[0][2], bl);
          sums[1][0] = wasm_i16x8_add(sums[1][0], rh), sums[1][1] = wasm_i16x8_add(sums[1][1], gh), sums[1][2] = wasm_i16x8_add(sums[1][2], bh);
        }
      }
      /* Adjacent columns added: 4 block sums per half, in 32-bit lanes. */
      v128_t r0 = wasm_u32x4_extadd_pairwise_u16x8(sums[0][0]), g0 = wasm_u32x4_extadd_pairwise_u16x8(sums[0][1]), b0 = wasm_u32x4_extadd_pairwise_u16x8(sums[0][2]);
      v128_t r1 = wasm_u32x4_extadd_pairwise_u16x8(sums[1][0]), g1 = wasm_u32x4_extadd_pairwise_u16x8(sums[1][1]), b1 = wasm_u32x4_extadd_pairwise_u16x8(sums[1][2]);
      v128_t cu = wasm_i16x8_narrow_i32x4(chroma(r0, g0, b0, -38, -74, 112), chroma(r1, g1, b1, -38, -74, 112));
      v128_t cv = wasm_i16x8_narrow_i32x4(chroma(r0, g0, b0, 112, -94, -18), chroma(r1, g1, b1, 112, -94, -18));
      wasm_v128_store64_lane(u + x / 2, wasm_u8x16_narrow_i16x8(cu, cu), 0);
      wasm_v128_store64_lane(v + x / 2, wasm_u8x16_narrow_i16x8(cv, cv), 0);
    }
    for (; x < width; x += 2) scalar_pair(p0 + x * 4, p1 + x * 4, y0 + x, y1 + x, u + x / 2, v + x / 2);
  }
}
