/**
 * `npm run bench:queue`: the claim query's time with a long queue. Fills the videos table with
 * 100,000 queued jobs of many accounts and plans (by the create route's placing rule), then
 * times claims one after another, each completed at once as a worker would, and prints the
 * median and the 95th percentile with the plan the database chose. The queue's order must stay
 * an index probe: a claim that sorts the whole queue shows here as tens of milliseconds.
 * Runs on the embedded database, or on PostgreSQL when DATABASE_URL is set (a scratch
 * database is made on that server and dropped after).
 * Options: --rows=100000 --claims=300
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '@/server/db/client';
import { claimNext, completeVideo } from '@/server/queue/queue';

function option(name: string, fallback: number): number {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  return raw ? Number(raw) : fallback;
}

const ROWS = option('rows', 100_000);
const CLAIMS = option('claims', 300);
const ACCOUNTS = 2_000;

async function scratchDatabase(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { drop: async () => {} };
  const name = `vidloom_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Accounts on every plan, and their jobs placed as the create route places them, sent over the last hour. */
async function fill(db: Database): Promise<void> {
  await db.execute(sql`
    insert into users (id, email, password_hash, vip_level)
    select 'usr_bench_' || n, 'bench' || n || '@example.test', 'x', (array[0, 0, 0, 1, 2, 5])[1 + n % 6]
    from generate_series(1, ${ACCOUNTS}) as n`);
  await db.execute(sql`
    insert into videos (id, user_id, operation_type, model, state, generate_param, job_spec, cost, media_key, created_at, queue_key)
    select 'rec_bench_' || n, 'usr_bench_' || (1 + n % ${ACCOUNTS}), 'generate', 'base', 'queued', '{}'::jsonb, '{}'::jsonb, 4,
           md5(n::text),
           now() - (random() * interval '1 hour'),
           now() - (random() * interval '1 hour') - ((array[1, 1, 1, 2, 5, 10])[1 + (1 + n % ${ACCOUNTS}) % 6] * interval '1 minute')
    from generate_series(1, ${ROWS}) as n`);
  // A finished history the size of the queue, as a real table would also hold.
  await db.execute(sql`
    insert into videos (id, user_id, operation_type, model, state, generate_param, job_spec, cost, media_key, created_at, queue_key)
    select 'rec_done_' || n, 'usr_bench_' || (1 + n % ${ACCOUNTS}), 'generate', 'base', 'success', '{}'::jsonb, '{}'::jsonb, 4,
           md5(n::text), now() - interval '2 days', now() - interval '2 days'
    from generate_series(1, ${ROWS}) as n`);
  await db.execute(sql`analyze videos`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

async function main() {
  const scratch = await scratchDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-bench-queue-'));
  const handle = openDatabase({ dataDir, ...(scratch.url ? { databaseUrl: scratch.url } : {}) });
  try {
    await handle.ready;
    const db = handle.db;
    const filling = performance.now();
    await fill(db);
    console.log(
      `${ROWS} queued and ${ROWS} finished jobs written in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
    );
    const timings: number[] = [];
    for (let i = 0; i < CLAIMS; i++) {
      const started = performance.now();
      const video = await claimNext(db, 'wrk_bench', 60_000);
      timings.push(performance.now() - started);
      if (!video) throw new Error('the queue ran dry');
      await completeVideo(db, video.id, video.leaseToken!, {
        videoKey: 'k',
        coverKey: 'c',
        width: 1,
        height: 1,
        duration: 1,
      });
    }
    const plan = await db.execute<{ 'QUERY PLAN': string }>(sql`
      explain select id from videos where state = 'queued' and run_after <= now()
      order by queue_key, id limit 1 for update skip locked`);
    const lines = ((plan as unknown as { rows: { 'QUERY PLAN': string }[] }).rows ?? []).map(
      (row) => row['QUERY PLAN'],
    );
    timings.sort((a, b) => a - b);
    const kind = scratch.url ? 'PostgreSQL' : 'PGlite';
    console.log(
      `claim on ${kind}, ${ROWS} queued: median ${percentile(timings, 0.5).toFixed(2)} ms, p95 ${percentile(timings, 0.95).toFixed(2)} ms over ${CLAIMS} claims`,
    );
    console.log(lines.map((line) => `  ${line}`).join('\n'));
    fs.mkdirSync('reports', { recursive: true });
    fs.writeFileSync(
      'reports/bench-queue.json',
      JSON.stringify(
        {
          database: kind,
          rows: ROWS,
          claims: CLAIMS,
          medianMs: percentile(timings, 0.5),
          p95Ms: percentile(timings, 0.95),
          plan: lines,
        },
        null,
        2,
      ),
    );
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await scratch.drop();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
