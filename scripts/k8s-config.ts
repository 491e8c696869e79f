// `pnpm k8s:config`: writes deploy/kubernetes's ConfigMap env files and Secret key lists from the zod
// schemas that parse the environment (apps/api/src/environment/kubernetes-config.ts). `--check` writes
// nothing and exits 1 naming each file that differs (a test runs it); `--root DIR` works under DIR.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderKubernetesConfig } from '../apps/api/src/environment/kubernetes-config.js';

const args = process.argv.slice(2);
const check = args.includes('--check');
const rootFlag = args.indexOf('--root');
const root =
  rootFlag >= 0
    ? path.resolve(args[rootFlag + 1] ?? '.')
    : path.resolve(fileURLToPath(import.meta.url), '../..');

function current(file: string): string | undefined {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch {
    return undefined;
  }
}

const stale = renderKubernetesConfig().filter(({ file, text }) => current(file) !== text);
if (check) {
  for (const { file } of stale) console.error(`${file} differs from the schemas: run pnpm k8s:config`);
  process.exit(stale.length > 0 ? 1 : 0);
}
for (const { file, text } of stale) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
  console.log(`wrote ${file}`);
}
