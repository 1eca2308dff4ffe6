/**
 * A process that holds the embedded database through the app's own client
 * (src/server/db/client.ts), for tests of what it does when the database's files fail: it
 * commits a rate-limit hit on the key and at the clock it is given (arguments) and says
 * `committed`; told `write`, it starts a new write-ahead log segment and writes again, then goes
 * on as a server does after a failed request, with the next query. Run with `node --import tsx`,
 * with an IPC channel.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/server/db/client';
import { countHit } from '@/server/rate-limit/hit-rate-limit';

const [key = 'committed', at = String(Date.now())] = process.argv.slice(2);
const WINDOW_MS = 60_000;

async function main() {
  const handle = openDatabase();
  await handle.ready;
  // Once while the files can be read, as a server that has been running has its catalogs in
  // memory: the failure below then comes from the write-ahead log, not a first catalog read.
  await handle.db.execute(sql`select pg_switch_wal()`);
  await countHit(handle.db, key, WINDOW_MS, Number(at));
  process.send?.('committed');
  await new Promise((resolve) => process.once('message', resolve));
  // Under real traffic a segment fills after some megabytes of log; switching brings that moment forward.
  await handle.db.execute(sql`select pg_switch_wal()`);
  await countHit(handle.db, `${key}:after`, WINDOW_MS).catch((error: unknown) =>
    process.send?.(`write failed: ${error instanceof Error ? (error.cause ?? error.message) : error}`),
  );
  await handle.db.execute(sql`select 1`);
  process.send?.('answered');
  await handle.close();
}

void main();
