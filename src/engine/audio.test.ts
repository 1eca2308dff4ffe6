import { describe, expect, it, vi } from 'vitest';
import { quietPlan as scene } from '../../tests/support/plans';
import { sceneAmbience } from './animatic/ambience';
import { ambienceFor, SAMPLE_RATE, wav } from './audio';

describe('wav', () => {
  it('writes each sample as 16-bit little-endian PCM, rounded and clipped, after a 44-byte header', () => {
    const samples = Float32Array.from([0, 1, -1, 0.5, -0.5, 2, -3, 1 / 32_767 / 2, -0.25 / 32_767, 0.123456]);
    const bytes = wav(samples, 1);
    expect(bytes.length).toBe(44 + samples.length * 2);
    expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
    expect(bytes.toString('latin1', 8, 16)).toBe('WAVEfmt ');
    expect(bytes.readUInt32LE(24)).toBe(SAMPLE_RATE);
    expect(bytes.readUInt32LE(40)).toBe(samples.length * 2);
    const written = Array.from(samples, (_, i) => bytes.readInt16LE(44 + i * 2));
    // The reference: each sample clipped to [-1, 1], scaled to 32767 and rounded (+ 0: a 16-bit
    // integer has no negative zero).
    expect(written).toEqual(Array.from(samples, (v) => Math.round(Math.max(-1, Math.min(1, v)) * 32_767) + 0));
    expect(written.slice(0, 7)).toEqual([0, 32_767, -32_767, 16_384, -16_383, 32_767, -32_767]);
  });

  it('is silence (all zero samples) without samples, for the whole length', () => {
    const bytes = wav(null, 0.5);
    expect(bytes.readUInt32LE(40)).toBe(SAMPLE_RATE);
    expect(bytes.subarray(44).every((byte) => byte === 0)).toBe(true);
  });
});

describe('ambienceFor', () => {
  it('takes a sound word of the prompt over the scene', () => {
    expect(ambienceFor('soft piano music on a lake', () => sceneAmbience(scene({ setting: 'lake' })))).toBe('music');
    expect(ambienceFor('a campfire by the lake', () => sceneAmbience(scene({ setting: 'lake' })))).toBe('fire');
  });

  it('goes by the scene when the prompt has no sound word', () => {
    expect(ambienceFor('a boat on a lake', () => sceneAmbience(scene({ setting: 'lake' })))).toBe('birds');
    expect(ambienceFor('a cat asleep by the window', () => sceneAmbience(scene({ setting: 'room' })))).toBe('music');
  });

  it('asks for the scene only when no sound word names the ambience', () => {
    const understood = vi.fn(() => sceneAmbience(scene({ setting: 'lake' })));
    ambienceFor('rain on a lake', understood);
    expect(understood).not.toHaveBeenCalled();
    ambienceFor('a boat on a lake', understood);
    expect(understood).toHaveBeenCalledTimes(1);
  });
});
