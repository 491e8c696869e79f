// `pnpm languages:docs`: writes docs/languages.md, .ci/language-packages.txt (the Debian packages CI
// installs for the language toolchains) and .ci/language-npm-packages.txt (the npm ones) from the language files (packages/languages). `--check` writes
// nothing and exits 1 when a committed file differs.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  renderLanguageNpmPackages,
  renderLanguagePackages,
  renderLanguagesPage,
} from '../packages/languages/src/render-languages-page.js';

const root = path.resolve(fileURLToPath(import.meta.url), '../..');
const outputs = [
  { file: 'docs/languages.md', text: renderLanguagesPage() },
  { file: '.ci/language-packages.txt', text: renderLanguagePackages() },
  { file: '.ci/language-npm-packages.txt', text: renderLanguageNpmPackages() },
];

function committedText(file: string): string | undefined {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch {
    return undefined;
  }
}

const stale = outputs.filter(({ file, text }) => committedText(file) !== text);
if (process.argv.includes('--check')) {
  for (const { file } of stale)
    console.error(`${file} differs from the language files: run pnpm languages:docs`);
  process.exit(stale.length === 0 ? 0 : 1);
}
for (const { file, text } of stale) {
  writeFileSync(path.join(root, file), text);
  console.log(`wrote ${file}`);
}
