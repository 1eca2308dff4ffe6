import fs from 'node:fs';
import { metrics } from '@/server/metrics/metrics';
import { parsePrometheusText } from '../support/prometheus-text';

type Dashboard = {
  panels: { title: string; gridPos: { x: number; y: number; w: number; h: number }; targets: { expr: string }[] }[];
};

const dashboard = JSON.parse(fs.readFileSync('ops/grafana/vidloom-dashboard.json', 'utf8')) as Dashboard;

describe('the Grafana dashboard in ops/grafana', () => {
  it('queries only series a Vidloom process exposes', async () => {
    const { jobsFinished, renderSeconds, queueWaitSeconds, providerErrors, httpRequests, httpDuration } = metrics();
    // Labelled series appear once counted: count one of each so that every family has a sample.
    // Labels of their own: the metrics are the process's, shared with other files of this worker.
    const job = { model: 'dashboard-check', provider: 'dashboard-check' };
    jobsFinished.inc({ ...job, outcome: 'failed' });
    renderSeconds.observe(job, 1);
    queueWaitSeconds.observe(job, 1);
    providerErrors.inc({ provider: 'dashboard-check', kind: 'providerTimeout' });
    httpRequests.inc({ method: 'GET', route: '/dashboard-check', status: '200' });
    httpDuration.observe({ method: 'GET', route: '/dashboard-check' }, 0.1);
    metrics().setQueueReader(async () => ({ queued: 0, processing: 0, oldestQueuedSeconds: 0, workersAlive: 1 }));
    const exposed = new Set(
      [...parsePrometheusText(await metrics().scrape()).values()].flatMap((family) =>
        family.samples.map((sample) => sample.name),
      ),
    );
    const queried = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap((target) => target.expr.match(/\b(vidloom|process|nodejs)_[a-z0-9_]+/g) ?? []),
    );
    expect(queried.length).toBeGreaterThan(15);
    expect(queried.filter((name) => !exposed.has(name))).toEqual([]);
  });

  it('lays its panels out without overlap, within Grafana’s 24 columns', () => {
    const cells = new Set<string>();
    for (const { title, gridPos } of dashboard.panels) {
      expect(gridPos.x + gridPos.w, title).toBeLessThanOrEqual(24);
      for (let x = gridPos.x; x < gridPos.x + gridPos.w; x += 1)
        for (let y = gridPos.y; y < gridPos.y + gridPos.h; y += 1) {
          expect(cells.has(`${x},${y}`), `${title} overlaps at ${x},${y}`).toBe(false);
          cells.add(`${x},${y}`);
        }
    }
  });
});
