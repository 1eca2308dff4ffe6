/**
 * RGBA frames to I420 (yuv420p) before they go down the pipe: x264 takes I420, and converting
 * here, in WebAssembly SIMD (wasm/i420.c), costs about a quarter of what ffmpeg's own RGBA
 * conversion does, and the pipe carries 1.5 bytes a pixel instead of 4. bench:engine measures it.
 */
import fs from 'node:fs';

let compiled: WebAssembly.Module | undefined;

function wasmModule(): WebAssembly.Module {
  compiled ??= new WebAssembly.Module(fs.readFileSync(new URL('./wasm/i420.wasm', import.meta.url)));
  return compiled;
}

type Exports = {
  memory: WebAssembly.Memory;
  __heap_base: WebAssembly.Global;
  i420: (rgba: number, out: number, width: number, height: number) => void;
};

/**
 * One converter per frame size, with its own memory: the input frame and `slots` output frames.
 * `convert` returns a view of the next output slot, valid until `slots` more frames have been
 * converted, so a frame may still be on its way down the pipe while the next ones are made.
 */
export class I420Converter {
  readonly frameBytes: number;
  private readonly exports: Exports;
  private readonly input: number;
  /** The output slots: views of the module's memory (each view's byteOffset is the slot's address). */
  private readonly outputs: Buffer[];
  private next = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    slots: number,
  ) {
    if (width % 2 || height % 2 || width <= 0 || height <= 0)
      throw new Error(`I420 needs an even frame size, not ${width}x${height}`);
    this.frameBytes = (width * height * 3) / 2;
    this.exports = new WebAssembly.Instance(wasmModule()).exports as unknown as Exports;
    const align = (n: number) => Math.ceil(n / 16) * 16;
    this.input = align(Number(this.exports.__heap_base.value));
    const offsets = Array.from(
      { length: slots },
      (_, i) => align(this.input + width * height * 4) + i * align(this.frameBytes),
    );
    const end = offsets[slots - 1]! + this.frameBytes;
    const { memory } = this.exports;
    const pages = Math.ceil(end / 65536) - memory.buffer.byteLength / 65536;
    if (pages > 0) memory.grow(pages);
    // Views made after the memory has its final size (growing would detach them).
    this.outputs = offsets.map((offset) => Buffer.from(memory.buffer, offset, this.frameBytes));
  }

  convert(rgba: Uint8Array): Buffer {
    if (rgba.byteLength !== this.width * this.height * 4)
      throw new Error(`expected ${this.width}x${this.height} RGBA, got ${rgba.byteLength} bytes`);
    const { memory, i420 } = this.exports;
    new Uint8Array(memory.buffer, this.input, rgba.byteLength).set(rgba);
    const output = this.outputs[this.next]!;
    this.next = (this.next + 1) % this.outputs.length;
    i420(this.input, output.byteOffset, this.width, this.height);
    return output;
  }
}
