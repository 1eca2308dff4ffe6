import type { TestProject } from 'vitest/node';
import { startServer } from '../support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    serverLog: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  // No worker here: files that render start their own server with one.
  const server = await startServer({ TRUST_PROXY: '1', WORKER_IN_PROCESS: '0' });
  project.provide('baseURL', server.url);
  project.provide('serverLog', server.logFile);
  project.provide('dataDir', server.dataDir);
  return async () => server.stop();
}
