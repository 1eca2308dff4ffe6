/**
 * PostgreSQL pass: each test file gets a database of its own on the run's server
 * (scripts/with-postgres.sh), so two files run at once as they do on PGlite. The servers a file
 * starts inherit its DATABASE_URL, and share a queue and a storage folder with each other only.
 * The run's first URL stays in VIDLOOM_BASE_DATABASE_URL: a worker process runs several files,
 * and each takes a fresh database from that one. Databases are left for the cluster's removal.
 */
import pg from 'pg';

const base = process.env.VIDLOOM_BASE_DATABASE_URL ?? process.env.DATABASE_URL;
if (base) {
  process.env.VIDLOOM_BASE_DATABASE_URL = base;
  const name = `vidloom_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
