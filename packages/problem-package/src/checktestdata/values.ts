// Values of checktestdata expressions: integers of any size (bigint), floats, strings and test results.
// An integer meets a float as a float; strings only compare; integers divide as integers.

export type Value = bigint | number | string | boolean;

export class ChecktestdataError extends Error {
  override readonly name = 'ChecktestdataError';
}

const describe = (value: Value) =>
  typeof value === 'bigint' ? 'an integer' : typeof value === 'number' ? 'a float' : `a ${typeof value}`;

export function asNumber(value: Value, what: string): bigint | number {
  if (typeof value === 'bigint' || typeof value === 'number') return value;
  throw new ChecktestdataError(`${what} must be a number, not ${describe(value)}`);
}

export function asBoolean(value: Value): boolean {
  if (typeof value === 'boolean') return value;
  throw new ChecktestdataError(`a test must be true or false, not ${describe(value)}`);
}

export function arithmetic(op: string, left: Value, right: Value): Value {
  const a = asNumber(left, `the left side of '${op}'`);
  const b = asNumber(right, `the right side of '${op}'`);
  if (op === '^') {
    if (typeof b !== 'bigint' || b < 0n)
      throw new ChecktestdataError("'^' needs a non-negative integer exponent");
    return typeof a === 'bigint' ? a ** b : a ** Number(b);
  }
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    if ((op === '/' || op === '%') && b === 0n) throw new ChecktestdataError('division by zero');
    const ints: Record<string, (x: bigint, y: bigint) => bigint> = {
      '+': (x, y) => x + y,
      '-': (x, y) => x - y,
      '*': (x, y) => x * y,
      '/': (x, y) => x / y,
      '%': (x, y) => x % y,
    };
    const run = ints[op];
    if (run) return run(a, b);
  }
  const x = Number(a);
  const y = Number(b);
  const floats: Record<string, (p: number, q: number) => number> = {
    '+': (p, q) => p + q,
    '-': (p, q) => p - q,
    '*': (p, q) => p * q,
    '/': (p, q) => p / q,
  };
  const run = floats[op];
  if (!run) throw new ChecktestdataError(`'${op}' needs two integers`);
  return run(x, y);
}

/** -1, 0 or 1; numbers with numbers (exactly, when both are integers), strings with strings. */
export function compare(left: Value, right: Value): number {
  if (typeof left === 'string' && typeof right === 'string') return left < right ? -1 : left > right ? 1 : 0;
  if (
    typeof left === 'boolean' ||
    typeof right === 'boolean' ||
    typeof left === 'string' ||
    typeof right === 'string'
  )
    throw new ChecktestdataError(`cannot compare ${describe(left)} with ${describe(right)}`);
  if (typeof left === 'bigint' && typeof right === 'bigint') return left < right ? -1 : left > right ? 1 : 0;
  const x = Number(left);
  const y = Number(right);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function sameValue(left: Value, right: Value): boolean {
  if (typeof left === 'string' || typeof right === 'string') return left === right;
  if (typeof left === 'boolean' || typeof right === 'boolean') return left === right;
  return compare(left, right) === 0;
}

export function show(value: Value): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}
