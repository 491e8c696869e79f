import { JUDGE0_STATUSES } from '@codecourt/contracts';
import type { Judge0Field, Judge0Submission } from '@codecourt/contracts';
import type { Judge0SubmissionRow } from '../../db/schema/index.js';

export type Serialized = { ok: true; body: Judge0Submission } | { ok: false };

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Seconds as Judge0's decimals are written: "0.004", "2.0". */
function seconds(ms: number | null, fixed: boolean): string | null {
  if (ms === null) return null;
  const value = ms / 1000;
  if (fixed) return value.toFixed(3);
  return Number.isInteger(value) ? value.toFixed(1) : String(value);
}

/**
 * One submission with the asked fields. Text goes out as base64 when asked; otherwise output that is
 * not UTF-8 cannot be sent as JSON text, and Judge0 answers an error instead (`ok: false`).
 */
export function serialiseSubmission(
  row: Judge0SubmissionRow,
  fields: readonly Judge0Field[],
  base64: boolean,
): Serialized {
  const text = (value: string | null) =>
    value === null || !base64 ? value : Buffer.from(value, 'utf8').toString('base64');
  const unconvertible = { found: false };
  const output = (stored: string | null) => {
    if (stored === null || base64) return stored;
    try {
      return strictUtf8.decode(Buffer.from(stored, 'base64'));
    } catch {
      unconvertible.found = true;
      return null;
    }
  };
  const status = JUDGE0_STATUSES.find((s) => s.id === row.statusId) ?? JUDGE0_STATUSES[12];
  const value = (field: Judge0Field): Judge0Submission[Judge0Field] => {
    switch (field) {
      case 'token':
        return row.token;
      case 'source_code':
        return text(row.sourceCode);
      case 'language_id':
        return row.languageId;
      case 'stdin':
        return text(row.stdin);
      case 'expected_output':
        return text(row.expectedOutput);
      case 'stdout':
        return output(row.stdoutBase64);
      case 'stderr':
        return output(row.stderrBase64);
      case 'compile_output':
        return text(row.compileOutput);
      case 'message':
        return text(row.message);
      case 'status':
        return { id: status.id, description: status.description };
      case 'status_id':
        return row.statusId;
      case 'exit_code':
        return row.exitCode;
      case 'exit_signal':
        return row.exitSignal;
      case 'time':
        return seconds(row.timeMs, true);
      case 'wall_time':
        return seconds(row.wallTimeMs, true);
      case 'memory':
        return row.memoryKb;
      case 'cpu_time_limit':
        return seconds(row.cpuTimeLimitMs, false);
      case 'wall_time_limit':
        return seconds(row.wallTimeLimitMs, false);
      case 'memory_limit':
        return row.memoryLimitKb;
      case 'created_at':
        return row.createdAt.toISOString();
      case 'finished_at':
        return row.finishedAt?.toISOString() ?? null;
    }
  };
  const body = Object.fromEntries(fields.map((field) => [field, value(field)])) as Judge0Submission;
  return unconvertible.found ? { ok: false } : { ok: true, body };
}
