import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { MESSAGES, holdsNulCharacter } from '@codecourt/contracts';
import { AppError, fieldError } from './app-error.js';

type RequestPart = 'body' | 'params' | 'query';
type Issue = z.core.$ZodIssue;

const parsedParts = new WeakMap<object, Partial<Record<RequestPart, unknown>>>();
const validatorSchemas = new WeakMap<RequestHandler, { part: RequestPart; schema: z.ZodType }>();
const MAX_FILLED_FIELDS = 10;

/**
 * Validates one part of the request with a contracts schema; a failure answers 400 with the first
 * catalogue message (the exact texts clients show). The parsed value (trimmed, lower-cased, ...) is kept for `parsed()`.
 */
export function validate(part: RequestPart, schema: z.ZodType): RequestHandler {
  const validator: RequestHandler = (req, _res, next) => {
    const input: unknown = part === 'body' ? (req.body ?? {}) : req[part];
    const result = schema.safeParse(input);
    if (!result.success) {
      next(fieldError(firstMessage(schema, input, result.error.issues)));
      return;
    }
    // After the schema, whose own message for a field says more ("submit the code as plain text"):
    // PostgreSQL refuses NUL in text, so no field the schema let through may carry one.
    if (holdsNulCharacter(input)) {
      next(fieldError(MESSAGES.nulCharacter));
      return;
    }
    parsedParts.set(req, { ...parsedParts.get(req), [part]: result.data });
    next();
  };
  validatorSchemas.set(validator, { part, schema });
  return validator;
}

/** The part and schema a `validate()` middleware checks: the route-coverage test compares them with the docs. */
export function validatorOf(handler: unknown): { part: RequestPart; schema: z.ZodType } | undefined {
  return typeof handler === 'function' ? validatorSchemas.get(handler as RequestHandler) : undefined;
}

/** The value `validate(part, schema)` produced for this request, typed by the same schema. */
export function parsed<S extends z.ZodType>(req: object, part: RequestPart, _schema: S): z.output<S> {
  const value = parsedParts.get(req)?.[part];
  if (value === undefined) throw new AppError('validationMissing', `validate('${part}') did not run`, 500);
  return value as z.output<S>;
}

/**
 * A missing top-level text field is checked again as an empty one, so `{}` gets the same message
 * ('First name must be at least 3 characters', 'Email is required') as a blank form field would.
 */
function firstMessage(schema: z.ZodType, input: unknown, issues: Issue[]): string {
  let current = input;
  let issue = issues[0];
  for (let filled = 0; issue && filled < MAX_FILLED_FIELDS; filled++) {
    const key = missingTopLevelKey(issue, current);
    if (key === undefined || !isPlainObject(current)) break;
    current = { ...current, [key]: '' };
    const retry = schema.safeParse(current);
    if (retry.success) break;
    issue = retry.error.issues[0];
  }
  return issue?.message ?? MESSAGES.invalidRequest;
}

function missingTopLevelKey(issue: Issue, input: unknown): string | undefined {
  const [key, ...rest] = issue.path;
  if (
    issue.code !== 'invalid_type' ||
    issue.expected !== 'string' ||
    rest.length > 0 ||
    typeof key !== 'string'
  )
    return undefined;
  if (!isPlainObject(input) || input[key] !== undefined) return undefined;
  return key;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
