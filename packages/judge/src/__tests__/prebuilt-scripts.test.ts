import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, prebuiltScript } from '@codecourt/languages';

const scripts = new URL('../../../../docker/judge/prebuilt/', import.meta.url);

describe('the images’ prebuilt scripts', () => {
  it('when a language has prebuilt files, then docker/judge/prebuilt/<id>.sh is the one its definition generates (pnpm images:scripts)', async () => {
    const withPrebuilt = LANGUAGES.filter((language) => language.prebuilt);
    expect(withPrebuilt.map((l) => l.id)).toContain('cpp');
    for (const language of withPrebuilt) {
      const committed = await readFile(fileURLToPath(new URL(`${language.id}.sh`, scripts)), 'utf8');
      expect(committed).toBe(prebuiltScript(language));
    }
  });
});
