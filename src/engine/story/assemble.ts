/**
 * The assembly of a story: its shots, each rendered on its own (any worker, any model), brought
 * to one size and frame rate, joined by cuts and crossfades, with the narration and a music bed
 * mixed under them and the captions burned in if asked, encoded once by one ffmpeg run, which
 * also writes the cover.
 *
 * The encoder is the static build (ffmpegBinary), which has no `xfade`: a crossfade is the
 * incoming shot's first half second given an alpha ramp (`fade` on the alpha plane) and laid
 * over the outgoing shot's last half second (`overlay`). Every shot is split into a head, a
 * body and a tail at whole frames, so only the overlapping frames are blended and the rest
 * pass through to `concat` untouched.
 */
import { COVER_OUT, ffmpegBinary, H264_OUT, run } from '../ffmpeg';
import { storyTimeline } from './timeline';

export type AssembleOptions = {
  /**
   * Each shot's file, its slot and the transition into it; `width` and `height` are its frame as
   * its record gives them, which decide how it is brought to the story's (without them it is
   * cropped to fill, as a shot of the story's own shape is).
   */
  shots: { file: string; duration: number; transition: 'cut' | 'crossfade'; width?: number; height?: number }[];
  width: number;
  height: number;
  fps: number;
  narration?: { file: string; start: number }[];
  music?: string;
  /** An ffmpeg video filter applied after the joins (burned captions run over the transitions). */
  burn?: string;
  /** The ffmpeg to run: the encoding build unless the burn needs another (captionsFfmpeg). */
  binary?: string;
  out: string;
  cover: string;
  signal?: AbortSignal;
};

/** The music bed's level under no voice; the compressor takes it lower while the narration speaks. */
const MUSIC_LEVEL = 0.3;
const NARRATION_LEVEL = 0.9;
/** Seconds over which the music bed fades out at the story's end. */
const MUSIC_FADE_OUT = 1.5;
/** How far a shot's shape may differ from the story's before it is fitted instead of cropped. */
const CROP_TOLERANCE = 1.25;

/** Which frames of the story each shot occupies, and how many it shares with the shot before. */
function shotFrames(shots: AssembleOptions['shots'], fps: number) {
  const timeline = storyTimeline(shots);
  const frames = timeline.map(({ start, duration }) => ({
    first: Math.round(start * fps),
    end: Math.round((start + duration) * fps),
  }));
  return frames.map((span, index) => ({
    ...span,
    count: span.end - span.first,
    // Frames blended with the shot before: none after a cut (it starts where the other ends).
    overlapIn: index > 0 ? Math.max(0, (frames[index - 1]?.end ?? 0) - span.first) : 0,
  }));
}

/** A shot's width / height, or null when the caller did not give its frame. */
function shapeOf(shot: AssembleOptions['shots'][number]): number | null {
  return shot.width && shot.height ? shot.width / shot.height : null;
}

/**
 * A shot of the story's shape, or one off by a little (a provider's 1280×704 for 16:9), fills
 * the frame and loses a sliver at its edges: black bars that come and go from shot to shot would
 * show far more. A shot of another shape altogether (portrait in a landscape story) would lose
 * most of its picture to a crop, so it is fitted whole over a blurred, filled copy of itself,
 * as the animatic shows a picture of another shape.
 */
function normalise(input: string, shape: number | null, o: AssembleOptions, label: string): string {
  const { width: w, height: h, fps } = o;
  const target = w / h;
  const fill = `scale=${w}:${h}:force_original_aspect_ratio=increase,crop=${w}:${h}`;
  const tail = `setsar=1,fps=${fps},format=yuv420p`;
  if (shape === null || Math.max(shape / target, target / shape) <= CROP_TOLERANCE) return `${input}${fill},${tail}`;
  return (
    `${input}split=2[${label}bg][${label}fg];` +
    `[${label}bg]scale=${Math.round(w / 8)}:${Math.round(h / 8)}:force_original_aspect_ratio=increase,` +
    `crop=${Math.round(w / 8)}:${Math.round(h / 8)},boxblur=4,scale=${w}:${h}[${label}bd];` +
    `[${label}fg]scale=${w}:${h}:force_original_aspect_ratio=decrease[${label}ft];` +
    `[${label}bd][${label}ft]overlay=(W-w)/2:(H-h)/2,${tail}`
  );
}

/** A sum of stereo streams as they are (amix would scale each down by the number of inputs). */
function sumStereo(labels: string[], into: string, graph: string[]): void {
  if (labels.length === 1) {
    graph.push(`${labels[0]}anull${into}`);
    return;
  }
  // amerge takes at most 64 channels: 32 stereo streams at a time.
  if (labels.length > 32) {
    const parts: string[] = [];
    for (let i = 0; i < labels.length; i += 32) {
      const part = `[sum${into.slice(1, -1)}${i}]`;
      sumStereo(labels.slice(i, i + 32), part, graph);
      parts.push(part);
    }
    sumStereo(parts, into, graph);
    return;
  }
  const left = labels.map((_, i) => `c${i * 2}`).join('+');
  const right = labels.map((_, i) => `c${i * 2 + 1}`).join('+');
  // Each input named stereo again just before the merge: some filters (adelay, sidechaincompress)
  // leave the layout unset in older ffmpeg builds, whose amerge then cannot choose its format.
  const named = labels.map((label) => `[${label.slice(1, -1)}st]`);
  labels.forEach((label, i) => {
    graph.push(`${label}aformat=channel_layouts=stereo${named[i]}`);
  });
  graph.push(`${named.join('')}amerge=inputs=${labels.length},pan=stereo|c0=${left}|c1=${right}${into}`);
}

type Frames = ReturnType<typeof shotFrames>;

/**
 * The video half of the graph: each shot brought to the story's frame and slot, cut into head,
 * body and tail, the crossfades blended, all joined, the captions burned, and the cover frame.
 */
function videoGraph(options: AssembleOptions, frames: Frames, total: number): string[] {
  const { shots, fps } = options;
  const graph: string[] = [];
  const pieces: string[] = [];
  for (const [index, span] of frames.entries()) {
    const overlapIn = span.overlapIn;
    const overlapOut = frames[index + 1]?.overlapIn ?? 0;
    // A shot whose file is shorter than its slot (a frame short, or a provider's clip cut early)
    // holds its last frame to the end of it, so the shots after it, the narration and the
    // captions keep the timeline's times.
    graph.push(
      `${normalise(`[${index}:v]`, shapeOf(shots[index]!), options, `n${index}`)},` +
        `tpad=stop_mode=clone:stop=-1,trim=end_frame=${span.count},setpts=PTS-STARTPTS[s${index}]`,
    );
    const parts = [overlapIn > 0 ? 'h' : null, 'b', overlapOut > 0 ? 't' : null].filter((p) => p !== null);
    graph.push(`[s${index}]split=${parts.length}${parts.map((p) => `[${p}${index}]`).join('')}`);
    if (overlapIn > 0)
      graph.push(
        `[h${index}]trim=end_frame=${overlapIn},setpts=PTS-STARTPTS,format=yuva420p,` +
          `fade=t=in:s=0:n=${overlapIn}:alpha=1[head${index}]`,
      );
    graph.push(
      `[b${index}]trim=start_frame=${overlapIn}:end_frame=${span.count - overlapOut},setpts=PTS-STARTPTS[body${index}]`,
    );
    if (overlapOut > 0)
      graph.push(`[t${index}]trim=start_frame=${span.count - overlapOut},setpts=PTS-STARTPTS[tail${index}]`);
    if (overlapIn > 0) {
      graph.push(`[tail${index - 1}][head${index}]overlay=shortest=1:format=yuv420,format=yuv420p[x${index}]`);
      pieces.push(`[x${index}]`);
    }
    pieces.push(`[body${index}]`);
  }
  // Timestamps counted in frames again after the joins, so every frame lands on the story's grid.
  graph.push(`${pieces.join('')}concat=n=${pieces.length}:v=1:a=0,setpts=N/(${fps}*TB)[joined]`);
  const coverFrame = Math.min(total - 1, Math.round(total / 3));
  graph.push(
    `[joined]${options.burn ? `${options.burn},` : ''}format=yuv420p,split=2[vout][c];` +
      `[c]trim=start_frame=${coverFrame}:end_frame=${coverFrame + 1}[cover]`,
  );
  return graph;
}

// Every input is a file our own encoder or voice wrote (a remote shot is finished by our
// encoder first); still, only local files are opened, as for every other input we read.
// No filter re-initialisation mid-run: an ffmpeg that re-initialises the graph when an input's
// frames change shape (Debian's, which burns the captions) fails the whole mix instead.
const localInput = (file: string) => ['-reinit_filter', '0', '-protocol_whitelist', 'file', '-i', file];

/**
 * The sound half: the narration clips at their times and the music bed, ducked under the voice,
 * as the inputs after the shots' and the graph that mixes them into `[aout]`.
 */
function audioGraph(options: AssembleOptions, total: number): { inputs: string[]; graph: string[] } {
  const { shots, fps } = options;
  const seconds = (total / fps).toFixed(6);
  const inputs: string[] = [];
  const graph: string[] = [];
  const stereo = 'aresample=44100,aformat=sample_fmts=fltp:sample_rates=44100:channel_layouts=stereo';
  const voices: string[] = [];
  for (const [index, clip] of (options.narration ?? []).entries()) {
    const input = shots.length + index;
    inputs.push(...localInput(clip.file));
    const delay = Math.max(0, Math.round(clip.start * 1000));
    graph.push(
      `[${input}:a]${stereo},volume=${NARRATION_LEVEL},adelay=${delay}|${delay},apad,atrim=end=${seconds}[n${index}]`,
    );
    voices.push(`[n${index}]`);
  }
  // The shots' own sounds are left out: each shot's ambience was chosen for that shot alone and
  // would jump at every cut, under a voice that has to be understood; the music bed runs across
  // the whole story instead.
  const beds: string[] = [];
  if (options.music) {
    const input = shots.length + (options.narration?.length ?? 0);
    inputs.push(...localInput(options.music));
    const fadeAt = Math.max(0, total / fps - MUSIC_FADE_OUT).toFixed(3);
    graph.push(
      `[${input}:a]${stereo},volume=${MUSIC_LEVEL},apad,atrim=end=${seconds},` +
        `afade=t=out:st=${fadeAt}:d=${MUSIC_FADE_OUT}[music]`,
    );
    beds.push('[music]');
  }
  if (voices.length > 0) sumStereo(voices, '[voice]', graph);
  if (voices.length > 0 && beds.length > 0) {
    // The narration itself keys the compressor: the bed dips while a voice speaks and comes back
    // after it, wherever the clips fall.
    graph.push('[voice]asplit=2[said][key]');
    graph.push('[music][key]sidechaincompress=threshold=0.015:ratio=8:attack=20:release=400[ducked]');
    sumStereo(['[said]', '[ducked]'], '[mixed]', graph);
  } else if (voices.length > 0) graph.push('[voice]anull[mixed]');
  else if (beds.length > 0) graph.push('[music]anull[mixed]');
  // A story without narration or music still has a (silent) track, as every video we make.
  else graph.push(`anullsrc=r=44100:cl=stereo,atrim=end=${seconds}[mixed]`);
  graph.push(`[mixed]${stereo}[aout]`);
  return { inputs, graph };
}

/** Assembles the story into `out` (H.264/AAC) and its cover; resolves with its length (whole frames). */
export async function assembleStory(options: AssembleOptions): Promise<{ duration: number }> {
  const { shots, fps } = options;
  if (shots.length === 0) throw new Error('A story needs at least one shot');
  const frames = shotFrames(shots, fps);
  for (const [index, span] of frames.entries()) {
    const overlapOut = frames[index + 1]?.overlapIn ?? 0;
    if (span.overlapIn + overlapOut >= span.count)
      throw new Error(`Shot ${index + 1} is too short for its transitions`);
  }
  const total = frames.at(-1)?.end ?? 0;
  const audio = audioGraph(options, total);
  const inputs = [...shots.flatMap((shot) => localInput(shot.file)), ...audio.inputs];
  const graph = [...videoGraph(options, frames, total), ...audio.graph];

  await run(
    options.binary ?? ffmpegBinary(),
    [
      '-y',
      '-loglevel',
      'error',
      ...inputs,
      '-filter_complex',
      graph.join(';'),
      '-map',
      '[vout]',
      '-map',
      '[aout]',
      ...H264_OUT,
      '-r',
      String(fps),
      options.out,
      '-map',
      '[cover]',
      ...COVER_OUT,
      options.cover,
    ],
    { signal: options.signal },
  );
  return { duration: total / fps };
}
