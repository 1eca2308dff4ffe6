import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeGemini, startFakeGemini } from '../../../tests/support/fake-gemini';
import { parseServerEnv } from '@/env';
import { type GoogleModelStatus, startGoogleModelMonitor } from './google-model-monitor';
import { googleModelChecks } from './google-config';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-monitor-'));
// Mutable on purpose: the fake reads these lists on every request, so a test can retire a model.
const live = ['gemini-omni-1.1-flash'];
const retired: string[] = [];
let gemini: FakeGemini;

beforeAll(async () => {
  const file = path.join(root, 'unused.mp4');
  fs.writeFileSync(file, 'x');
  gemini = await startFakeGemini(file, { liveModels: live, retiredModels: retired });
});
afterAll(async () => {
  await gemini?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the Google model monitor', () => {
  it('looks each configured model up at start, then again on its interval, and reports a retirement once', async () => {
    const env = parseServerEnv({ GEMINI_API_KEY: 'test-gemini-key', VEO_API_BASE: gemini.url });
    const changes: GoogleModelStatus[] = [];
    const monitor = startGoogleModelMonitor(googleModelChecks(env), {
      intervalMs: 1000,
      onChange: (status) => void changes.push(status),
    });
    try {
      await monitor.ready;
      expect(monitor.get('gemini-omni', 'gemini-omni-1.1-flash')?.availability).toEqual({ available: true });
      expect(changes).toHaveLength(1);

      // Google shuts the model down between two checks.
      live.splice(0, live.length);
      retired.push('gemini-omni-1.1-flash');
      await vi.waitFor(
        () => expect(monitor.get('gemini-omni', 'gemini-omni-1.1-flash')?.availability.available).toBe(false),
        { timeout: 10_000, interval: 50 },
      );
      expect(monitor.get('gemini-omni', 'gemini-omni-1.1-flash')?.availability).toMatchObject({
        code: 'not_found',
        reason: expect.stringContaining('is no longer available'),
      });
      await monitor.refresh();
      // Still retired: no second change.
      expect(changes.map((c) => c.availability.available)).toEqual([true, false]);
    } finally {
      monitor.stop();
    }
  });
});
