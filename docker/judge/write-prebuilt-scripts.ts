// Writes docker/judge/prebuilt/<id>.sh for every language with prebuilt files (a precompiled header):
// the images run them, so they are generated from the language definitions and committed, and a judge
// test fails when one is out of date.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, prebuiltScript } from '../../packages/languages/src/index.js';

const dir = fileURLToPath(new URL('prebuilt/', import.meta.url));
await mkdir(dir, { recursive: true });
for (const language of LANGUAGES) {
  const script = prebuiltScript(language);
  if (script !== '') await writeFile(`${dir}${language.id}.sh`, script, { mode: 0o755 });
}
