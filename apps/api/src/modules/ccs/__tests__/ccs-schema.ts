// The Contest API 2023-06 shapes (schemas/contest-api-2023-06.schema.json, reconstructed from the
// specification) compiled once with ajv: `problemsOf` reads what failed.
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';

const schema: unknown = JSON.parse(
  readFileSync(new URL('./schemas/contest-api-2023-06.schema.json', import.meta.url), 'utf8'),
);
// multipleOfPrecision: 0.123 / 0.001 is not a whole number in binary floating point.
const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, multipleOfPrecision: 9 });
ajv.addSchema(schema as object);

export type CcsShape =
  | 'api'
  | 'contest'
  | 'state'
  | 'judgement-type'
  | 'language'
  | 'problem'
  | 'group'
  | 'organization'
  | 'person'
  | 'account'
  | 'team'
  | 'submission'
  | 'judgement'
  | 'run'
  | 'clarification'
  | 'award'
  | 'scoreboard'
  | 'event';

/** The schema's complaints about `value` as a `shape` (an empty list: it conforms). */
export function problemsOf(shape: CcsShape, value: unknown): string[] {
  const validate = ajv.getSchema(`codecourt:ccs/contest-api-2023-06#/definitions/${shape}`);
  if (!validate) throw new Error(`no schema for ${shape}`);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

/** Each element of a collection endpoint's array, checked as one `shape`. */
export function problemsOfEach(shape: CcsShape, values: unknown): string[] {
  if (!Array.isArray(values)) return ['not an array'];
  return values.flatMap((value, i) => problemsOf(shape, value).map((p) => `[${String(i)}]${p}`));
}

/** The object shape of each event-feed type we send. */
export const SHAPE_OF_EVENT: Record<string, CcsShape> = {
  contest: 'contest',
  'judgement-types': 'judgement-type',
  languages: 'language',
  problems: 'problem',
  groups: 'group',
  organizations: 'organization',
  persons: 'person',
  accounts: 'account',
  teams: 'team',
  state: 'state',
  submissions: 'submission',
  judgements: 'judgement',
  runs: 'run',
  clarifications: 'clarification',
  awards: 'award',
};
