/**
 * `npm run backup` while the server runs on the embedded database: PGlite admits one process, so
 * the process holding it takes the snapshot and streams the archive to the command. They meet on
 * a unix socket (mode 0600, in DATA_DIR or, when that path is too long for a socket, in a private
 * temporary folder) named, with a random token, in `$DATA_DIR/backup-endpoint.json` (mode 0600).
 * Only an account that can read DATA_DIR (which holds the database itself) can ask; nothing
 * listens on the network.
 *
 * The command sends one JSON line `{token, withObjects}`; the answer is one JSON line
 * `{ok, error?}`, then the plain tar. A failure mid-way cuts the connection, and the command,
 * which checks the archive it received, reports it.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomToken, safeEqual } from '@/server/crypto/random';
import type { log as appLog } from '@/server/log';
import { type BackupSource, writeBackup } from './write-backup';

export const BACKUP_ENDPOINT_FILE = 'backup-endpoint.json';
/** Unix socket paths are limited to about 107 bytes. */
const SOCKET_PATH_MAX = 100;
const REQUEST_MAX_BYTES = 4096;

export type BackupEndpoint = { socket: string; token: string; pid: number };

/** Reads the first line of a connection; what came after it stays unread in the returned rest. */
export function firstLine(socket: net.Socket, max = REQUEST_MAX_BYTES): Promise<{ line: string; rest: Buffer }> {
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const newline = buffered.indexOf(0x0a);
      if (newline >= 0) {
        cleanup();
        socket.pause();
        resolve({ line: buffered.subarray(0, newline).toString('utf8'), rest: buffered.subarray(newline + 1) });
      } else if (buffered.length > max) {
        cleanup();
        reject(new Error('the first line is too long'));
      }
    };
    const onEnd = () => {
      cleanup();
      reject(new Error('the connection closed before its first line'));
    };
    const cleanup = () => {
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.off('error', onEnd);
    };
    socket.on('data', onData);
    socket.once('end', onEnd);
    socket.once('error', onEnd);
  });
}

export async function serveBackups(
  source: Omit<BackupSource, 'withObjects'>,
  log: typeof appLog,
): Promise<() => Promise<void>> {
  const token = randomToken(32);
  const beside = path.resolve(source.dataDir, 'backup.sock');
  const privateDir = beside.length > SOCKET_PATH_MAX ? fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-')) : null;
  const socketPath = privateDir ? path.join(privateDir, 'backup.sock') : beside;
  // We hold the database's lock, so a socket left here is a dead process's.
  fs.rmSync(socketPath, { force: true });
  let running = false;

  const server = net.createServer((connection) => {
    connection.on('error', () => undefined);
    void firstLine(connection)
      .then(async ({ line }) => {
        let request: { token?: unknown; withObjects?: unknown };
        try {
          request = JSON.parse(line) as typeof request;
        } catch {
          request = {};
        }
        if (typeof request.token !== 'string' || !safeEqual(request.token, token)) {
          connection.end(`${JSON.stringify({ ok: false, error: 'refused: not this server’s backup token' })}\n`);
          return;
        }
        if (running) {
          connection.end(`${JSON.stringify({ ok: false, error: 'another backup is being taken' })}\n`);
          return;
        }
        running = true;
        const started = Date.now();
        try {
          connection.write(`${JSON.stringify({ ok: true })}\n`);
          const manifest = await writeBackup({ ...source, withObjects: request.withObjects === true }, connection);
          log.info(
            { ms: Date.now() - started, tables: Object.keys(manifest.tables).length, media: manifest.media.count },
            'backup taken',
          );
        } finally {
          running = false;
        }
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'backup failed');
        connection.destroy();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  fs.chmodSync(socketPath, 0o600);
  const endpointFile = path.resolve(source.dataDir, BACKUP_ENDPOINT_FILE);
  fs.rmSync(endpointFile, { force: true });
  const endpoint: BackupEndpoint = { socket: socketPath, token, pid: process.pid };
  fs.writeFileSync(endpointFile, JSON.stringify(endpoint), { mode: 0o600, flag: 'wx' });

  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(endpointFile, { force: true });
    fs.rmSync(socketPath, { force: true });
    if (privateDir) fs.rmSync(privateDir, { recursive: true, force: true });
  };
}
