// Every registered language must come with what the judge needs beyond its definition: an image recipe
// on an official base and the conformance suite's programs (the suites then run it on every driver).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@codecourt/languages';
import { CONFORMANCE_PROGRAMS } from '../testing/programs/index.js';

const DOCKER_DIR = fileURLToPath(new URL('../../../../docker/judge/', import.meta.url));

describe('language recipes', () => {
  for (const language of LANGUAGES) {
    it(`when ${language.id} is registered, then its image recipe builds the runner into ${language.image.name}`, async () => {
      const recipe = await readFile(`${DOCKER_DIR}${language.image.name}.Dockerfile`, 'utf8');

      expect(recipe).toContain('COPY packages/judge/native/runner.c');
      // One image may serve several languages (PyPy 3 lives in Python's): the label lists them all.
      const labelled = /org\.codecourt\.judge\.language=(\S+)/.exec(recipe)?.[1]?.split(',') ?? [];
      expect(labelled).toContain(language.id);
      expect(CONFORMANCE_PROGRAMS[language.id].accepted.length).toBeGreaterThan(0);
    });
  }
});
