import {
  CODE_MAX_BYTES,
  JUDGE0_LANGUAGES,
  JUDGE0_LIMITS,
  JUDGE0_MESSAGES,
  JUDGE_LIMITS,
} from '@codecourt/contracts';
import type { NewJudge0SubmissionRow } from '../../db/schema/index.js';

/** A submission ready to store, less its owner. */
export type Judge0Draft = Omit<NewJudge0SubmissionRow, 'userId'>;
/** Judge0's validation answer: field name to its messages (`{language_id: ["can't be blank"]}`). */
export type Judge0FieldErrors = Record<string, string[]>;
export type ParsedSubmission = { ok: true; draft: Judge0Draft } | { ok: false; errors: Judge0FieldErrors };

type Body = Record<string, unknown>;

function text(value: unknown, base64: boolean): string | null {
  if (value === undefined || value === null) return null;
  const raw =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);
  return base64 ? Buffer.from(raw, 'base64').toString('utf8') : raw;
}

/** Rails' numericality rule: a number (or numeric string) greater than 0 and at most `max`; blank takes the default. */
function limit(body: Body, field: string, max: number, errors: Judge0FieldErrors): number | null {
  const value = body[field];
  if (value === undefined || value === null || value === '') return null;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  const problem = !Number.isFinite(number)
    ? JUDGE0_MESSAGES.notANumber
    : number <= 0
      ? JUDGE0_MESSAGES.greaterThanZero
      : number > max
        ? JUDGE0_MESSAGES.atMost(max)
        : null;
  if (problem) {
    errors[field] = [problem];
    return null;
  }
  return number;
}

/** Judge0's length rule: a stored text field longer than `max` bytes is a field error. */
function tooLong(errors: Judge0FieldErrors, field: string, value: string | null, max: number): void {
  if (value !== null && Buffer.byteLength(value) > max) errors[field] = [JUDGE0_MESSAGES.tooLong(max)];
}

/**
 * One submission as Judge0 takes it: text fields decoded from base64 when asked, limits in seconds and
 * KB with Judge0's defaults and maximums (raised to the engine's smallest limits), errors per field.
 */
export function parseSubmission(input: unknown, base64: boolean): ParsedSubmission {
  const body: Body = typeof input === 'object' && input !== null ? (input as Body) : {};
  const errors: Judge0FieldErrors = {};
  const sourceCode = text(body.source_code, base64);
  if (sourceCode === null || sourceCode.trim() === '') errors.source_code = [JUDGE0_MESSAGES.blank];
  else if (Buffer.byteLength(sourceCode) > CODE_MAX_BYTES)
    errors.source_code = [JUDGE0_MESSAGES.tooLong(CODE_MAX_BYTES)];
  const stdin = text(body.stdin, base64);
  const expectedOutput = text(body.expected_output, base64);
  tooLong(errors, 'stdin', stdin, JUDGE0_LIMITS.maxStdinBytes);
  tooLong(errors, 'expected_output', expectedOutput, JUDGE0_LIMITS.maxExpectedOutputBytes);

  const languageValue = body.language_id;
  const language = JUDGE0_LANGUAGES.find((l) => String(l.id) === String(languageValue).trim());
  if (languageValue === undefined || languageValue === null || languageValue === '')
    errors.language_id = [JUDGE0_MESSAGES.blank];
  else if (!language) errors.language_id = [JUDGE0_MESSAGES.unknownLanguage(languageValue)];

  const cpu = limit(body, 'cpu_time_limit', JUDGE0_LIMITS.maxCpuTimeLimitS, errors);
  const wall = limit(body, 'wall_time_limit', JUDGE0_LIMITS.maxWallTimeLimitS, errors);
  const memory = limit(body, 'memory_limit', JUDGE0_LIMITS.maxMemoryLimitKb, errors);
  if (Object.keys(errors).length > 0 || !language || sourceCode === null) return { ok: false, errors };

  return {
    ok: true,
    draft: {
      languageId: language.id,
      sourceCode,
      stdin,
      expectedOutput,
      cpuTimeLimitMs: Math.max(
        JUDGE_LIMITS.minTimeMs,
        Math.round((cpu ?? JUDGE0_LIMITS.defaultCpuTimeLimitS) * 1000),
      ),
      wallTimeLimitMs: Math.max(
        JUDGE_LIMITS.minTimeMs,
        Math.round((wall ?? JUDGE0_LIMITS.defaultWallTimeLimitS) * 1000),
      ),
      memoryLimitKb: Math.max(
        JUDGE_LIMITS.minMemoryKb,
        Math.round(memory ?? JUDGE0_LIMITS.defaultMemoryLimitKb),
      ),
    },
  };
}
