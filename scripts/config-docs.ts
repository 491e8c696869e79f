// `pnpm config:docs`: writes docs/configuration.md and .env.example from the zod schemas that parse the
// environment. `--check` writes nothing and exits 1 naming each file that differs (the drift test runs
// it); `--root DIR` reads and writes under DIR instead of the repository.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderConfigurationPage } from '../apps/api/src/environment/render-configuration-page.js';
import { renderEnvExample } from '../apps/api/src/environment/render-env-example.js';

const args = process.argv.slice(2);
const check = args.includes('--check');
const rootFlag = args.indexOf('--root');
const root =
  rootFlag >= 0
    ? path.resolve(args[rootFlag + 1] ?? '.')
    : path.resolve(fileURLToPath(import.meta.url), '../..');

const files = [
  { file: 'docs/configuration.md', text: renderConfigurationPage() },
  { file: '.env.example', text: renderEnvExample() },
];

function current(file: string): string | undefined {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch {
    return undefined;
  }
}

const stale = files.filter(({ file, text }) => current(file) !== text);
if (check) {
  for (const { file } of stale) console.error(`${file} differs from the schemas: run pnpm config:docs`);
  process.exit(stale.length > 0 ? 1 : 0);
}
for (const { file, text } of stale) {
  writeFileSync(path.join(root, file), text);
  console.log(`wrote ${file}`);
}
