// DOMjudge's additions to a Kattis package: `.timelimit` (seconds) and `domjudge-problem.ini`
// (timelimit, name, special_compare, ...). They fill in what problem.yaml leaves out.
import { join } from 'node:path';
import { readOptional } from './fs-helpers.js';

export type DomjudgeExtras = { timeLimitSeconds?: number; name?: string };

function parseIni(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_][\w-]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trim().startsWith(';') || line.trim().startsWith('#')) continue;
    values.set(match[1] ?? '', (match[2] ?? '').replace(/^(['"])(.*)\1$/, '$2'));
  }
  return values;
}

function seconds(text: string | undefined, where: string): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text.trim());
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${where}: '${text.trim()}' is not a time limit in seconds`);
  return value;
}

export async function readDomjudgeExtras(root: string): Promise<DomjudgeExtras> {
  const [timelimit, ini] = await Promise.all([
    readOptional(join(root, '.timelimit')),
    readOptional(join(root, 'domjudge-problem.ini')),
  ]);
  const values = parseIni(ini ?? '');
  const time =
    seconds(timelimit, '.timelimit') ?? seconds(values.get('timelimit'), 'domjudge-problem.ini timelimit');
  const name = values.get('name');
  return { ...(time === undefined ? {} : { timeLimitSeconds: time }), ...(name ? { name } : {}) };
}

export const DOMJUDGE_INI = 'domjudge-problem.ini';
