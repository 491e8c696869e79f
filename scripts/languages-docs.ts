// `pnpm languages:docs`: writes docs/languages.md from the language files (packages/languages). `--check`
// writes nothing and exits 1 when the committed page differs.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderLanguagesPage } from '../packages/languages/src/render-languages-page.js';

const file = path.resolve(fileURLToPath(import.meta.url), '../../docs/languages.md');
const text = renderLanguagesPage();
let committed: string | undefined;
try {
  committed = readFileSync(file, 'utf8');
} catch {
  committed = undefined;
}
if (process.argv.includes('--check')) {
  if (committed !== text)
    console.error('docs/languages.md differs from the language files: run pnpm languages:docs');
  process.exit(committed === text ? 0 : 1);
}
if (committed !== text) {
  writeFileSync(file, text);
  console.log('wrote docs/languages.md');
}
