// The Judge0 CE 1.13 API as CodeCourt serves it at /judge0: its limits, statuses, languages and wire shapes.
// Field names and messages are Judge0's own, so an existing Judge0 client works unchanged.
import { z } from 'zod';
import type { LanguageId } from './languages.js';
import { LANGUAGES } from '@codecourt/languages';

/** Judge0's numbers, with CodeCourt's defaults (a runaway program resolves within a client's polling). */
export const JUDGE0_LIMITS = {
  defaultCpuTimeLimitS: 2,
  defaultWallTimeLimitS: 5,
  defaultMemoryLimitKb: 262_144,
  maxCpuTimeLimitS: 15,
  /** Lower than Judge0's 20 s: a mount job holds a worker of its lane at most this long (issue 20, finding 4). */
  maxWallTimeLimitS: 10,
  maxMemoryLimitKb: 512_000,
  maxBatchSize: 20,
  /**
   * Text fields are bounded like Judge0 bounds them (its MAX_FILE_SIZE-style limits); a longer one answers
   * 422 `{field: ["is too long (maximum is N bytes)"]}`. source_code keeps the site's CODE_MAX_BYTES.
   */
  maxStdinBytes: 256 * 1024,
  maxExpectedOutputBytes: 256 * 1024,
} as const;

/** The mount's server settings when the environment names none (JUDGE0_* variables). */
export const JUDGE0_DEFAULTS = {
  authHeader: 'X-Auth-Token',
  /** Judge0's own MAX_QUEUE_SIZE. */
  queueLimit: 100,
  retentionHours: 24,
  /** Per user, all of their tokens together (JUDGE0_RATE_LIMIT_MAX, JUDGE0_RATE_LIMIT_WINDOW_MS). */
  rateLimit: { windowMs: 60_000, max: 120 },
  /**
   * The bytes of kept submissions one user may hold (JUDGE0_STORAGE_QUOTA_BYTES), all tokens together: past
   * it a new submission answers 429 until older ones expire (retentionHours); nothing kept is deleted early.
   */
  storageQuotaBytes: 32 * 1024 * 1024,
  /** `wait=true` answers the submission as it is after this long (compiling included). */
  waitMs: 60_000,
  /** How often finished results past their retention are deleted. */
  pruneIntervalMs: 10 * 60_000,
} as const;

export const JUDGE0_STATUSES = [
  { id: 1, description: 'In Queue' },
  { id: 2, description: 'Processing' },
  { id: 3, description: 'Accepted' },
  { id: 4, description: 'Wrong Answer' },
  { id: 5, description: 'Time Limit Exceeded' },
  { id: 6, description: 'Compilation Error' },
  { id: 7, description: 'Runtime Error (SIGSEGV)' },
  { id: 8, description: 'Runtime Error (SIGXFSZ)' },
  { id: 9, description: 'Runtime Error (SIGFPE)' },
  { id: 10, description: 'Runtime Error (SIGABRT)' },
  { id: 11, description: 'Runtime Error (NZEC)' },
  { id: 12, description: 'Runtime Error (Other)' },
  { id: 13, description: 'Internal Error' },
  { id: 14, description: 'Exec Format Error' },
] as const;
export type Judge0StatusId = (typeof JUDGE0_STATUSES)[number]['id'];

/**
 * Judge0 1.13's ids and names for the languages the judge offers, from each language's own file
 * (`judge0` in packages/languages): a language added there is on the Judge0 mount with nothing else to edit.
 */
export const JUDGE0_LANGUAGES: readonly { id: number; name: string; language: LanguageId }[] =
  LANGUAGES.flatMap(
    (definition) =>
      definition.judge0
        ? [{ id: definition.judge0.id, name: definition.judge0.name, language: definition.id }]
        : [],
    // Judge0 lists its languages by id.
  ).sort((a, b) => a.id - b.id);

/** Every field a submission has; `fields=*` answers all of them. */
export const JUDGE0_FIELDS = [
  'token',
  'source_code',
  'language_id',
  'stdin',
  'expected_output',
  'stdout',
  'stderr',
  'compile_output',
  'message',
  'status',
  'status_id',
  'exit_code',
  'exit_signal',
  'time',
  'wall_time',
  'memory',
  'cpu_time_limit',
  'wall_time_limit',
  'memory_limit',
  'created_at',
  'finished_at',
] as const;
export type Judge0Field = (typeof JUDGE0_FIELDS)[number];
export const JUDGE0_DEFAULT_FIELDS: readonly Judge0Field[] = [
  'token',
  'time',
  'memory',
  'stdout',
  'stderr',
  'compile_output',
  'message',
  'status',
];

/** Judge0's error bodies, word for word. */
export const JUDGE0_MESSAGES = {
  notConvertible:
    'some attributes for this submission cannot be converted to UTF-8, use base64_encoded=true query parameter',
  batchNotConvertible:
    'some attributes for one or more submissions cannot be converted to UTF-8, use base64_encoded=true query parameter',
  batchTooLarge: `number of submissions in a batch should be less than or equal to ${String(JUDGE0_LIMITS.maxBatchSize)}`,
  batchEmpty: 'there should be at least one submission in a batch',
  queueFull: 'queue is full',
  enqueueFailed:
    'the judge queue could not take this submission: it is stored as Internal Error, not judged; send it again',
  notFound: 'Not Found',
  blank: "can't be blank",
  notANumber: 'is not a number',
  greaterThanZero: 'must be greater than 0',
  atMost: (max: number) => `must be less than or equal to ${String(max)}`,
  unknownLanguage: (id: unknown) => `language with id ${String(id)} doesn't exist`,
  invalidFields: (fields: readonly string[]) => `invalid fields: [${fields.join(', ')}]`,
  invalidBase64: 'is not valid base64',
  tooLong: (max: number) => `is too long (maximum is ${String(max)} bytes)`,
  storageQuotaExceeded: (quotaBytes: number, retentionHours: number) =>
    `storage quota exceeded: your kept submissions use more than ${String(Math.round(quotaBytes / 1_048_576))} MB; each is deleted ${String(retentionHours)} hours after it was created`,
} as const;

const numberish = z.union([z.number(), z.string()]);

/** A submission as clients send it (text, or base64 with `base64_encoded=true`); checked field by field, as Judge0 does. */
export const judge0SubmissionRequestSchema = z
  .object({
    source_code: z.string(),
    language_id: numberish,
    stdin: z.string().nullable().optional(),
    expected_output: z.string().nullable().optional(),
    cpu_time_limit: numberish.nullable().optional(),
    wall_time_limit: numberish.nullable().optional(),
    memory_limit: numberish.nullable().optional(),
  })
  .loose();
export type Judge0SubmissionRequest = z.infer<typeof judge0SubmissionRequestSchema>;

export const judge0BatchRequestSchema = z.object({
  submissions: z.array(judge0SubmissionRequestSchema).max(JUDGE0_LIMITS.maxBatchSize),
});

export const judge0CreateQuerySchema = z.object({
  base64_encoded: z.enum(['true', 'false']).optional(),
  wait: z.enum(['true', 'false']).optional(),
  fields: z.string().optional(),
});
export const judge0ShowQuerySchema = z.object({
  base64_encoded: z.enum(['true', 'false']).optional(),
  fields: z.string().optional(),
});
export const judge0BatchShowQuerySchema = judge0ShowQuerySchema.extend({ tokens: z.string() });

export const judge0StatusSchema = z.object({ id: z.number().int(), description: z.string() });
export const judge0TokenSchema = z.object({ token: z.string() });
/** The fields asked for; text fields are base64 with `base64_encoded=true`. */
export const judge0SubmissionSchema = z
  .object({
    token: z.string(),
    source_code: z.string().nullable(),
    language_id: z.number().int(),
    stdin: z.string().nullable(),
    expected_output: z.string().nullable(),
    stdout: z.string().nullable(),
    stderr: z.string().nullable(),
    compile_output: z.string().nullable(),
    message: z.string().nullable(),
    status: judge0StatusSchema,
    status_id: z.number().int(),
    exit_code: z.number().int().nullable(),
    exit_signal: z.number().int().nullable(),
    time: z.string().nullable(),
    wall_time: z.string().nullable(),
    memory: z.number().int().nullable(),
    cpu_time_limit: z.string(),
    wall_time_limit: z.string(),
    memory_limit: z.number().int(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .partial();
export type Judge0Submission = z.infer<typeof judge0SubmissionSchema>;
/** Per item: a token, or Judge0's field errors (`{language_id: ["..."]}`). */
export const judge0BatchCreateResponseSchema = z.array(
  z.union([judge0TokenSchema, z.record(z.string(), z.array(z.string()))]),
);
export const judge0BatchShowResponseSchema = z.object({
  submissions: z.array(judge0SubmissionSchema.nullable()),
});
export const judge0LanguagesResponseSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));
export const judge0StatusesResponseSchema = z.array(judge0StatusSchema);
