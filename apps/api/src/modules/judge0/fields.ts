import { JUDGE0_DEFAULT_FIELDS, JUDGE0_FIELDS, JUDGE0_MESSAGES } from '@codecourt/contracts';
import type { Judge0Field } from '@codecourt/contracts';

export type RequestedFields = { ok: true; fields: readonly Judge0Field[] } | { ok: false; error: string };

const isField = (name: string): name is Judge0Field => (JUDGE0_FIELDS as readonly string[]).includes(name);

/** Judge0's `fields` parameter: a comma-separated list, `*` for every field, the default set when absent. */
export function requestedFields(param: unknown): RequestedFields {
  if (typeof param !== 'string' || param.trim() === '') return { ok: true, fields: JUDGE0_DEFAULT_FIELDS };
  const names = param
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('*')) return { ok: true, fields: JUDGE0_FIELDS };
  const invalid = names.filter((name) => !isField(name));
  if (invalid.length > 0) return { ok: false, error: JUDGE0_MESSAGES.invalidFields(invalid) };
  return { ok: true, fields: names.filter(isField) };
}
