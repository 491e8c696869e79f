import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startAppServer } from './app-server.js';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startAppServer();
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}
