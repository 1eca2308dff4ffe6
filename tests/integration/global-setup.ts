import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CONTRACT_LOG_ENV, checkAnswers, readAnswers } from '../support/contract';
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
  // The contract test: every JSON answer the run's api() calls get is recorded (the workers
  // inherit this variable) and held to the served OpenAPI document once, at the end.
  const contractDir = fs.mkdtempSync(
    path.join(process.env.VIDLOOM_TEST_TMP ?? process.env.TMPDIR ?? '/tmp', 'contract-'),
  );
  process.env[CONTRACT_LOG_ENV] = contractDir;
  return async () => {
    const document = await fetch(`${server.url}/api/openapi.json`).then((res) => res.json());
    await server.stop();
    const failures = checkAnswers(document, readAnswers(contractDir));
    if (failures.length > 0)
      throw new Error(`Answers that the OpenAPI document does not describe:\n${failures.slice(0, 30).join('\n')}`);
  };
}
