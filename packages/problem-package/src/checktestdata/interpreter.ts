// Runs a parsed checktestdata program over one test's data: the data is valid when every command
// matches and nothing is left after the program (EOF is implicit at its end).
import type { Command, Expr, VariableRef } from './ast.js';
import { DataCursor } from './data-cursor.js';
import { arithmetic, asBoolean, asNumber, ChecktestdataError, compare, sameValue, show } from './values.js';
import type { Value } from './values.js';

/** A program that loops without reading (WHILE(1)) ends as a failure instead of holding an import. */
export const CHECKTESTDATA_TIME_MS = 10_000;
/** Commands run between two looks at the clock. */
const CLOCK_EVERY = 4096;
const INTEGER = /-?[0-9]+/y;
const CANONICAL_INTEGER = /^(0|-?[1-9][0-9]*)$/;
const FLOAT = /-?[0-9]+(\.([0-9]+))?([eE][+-]?[0-9]+)?/y;

const COMPARISONS: Record<string, (order: number) => boolean> = {
  '<': (o) => o < 0,
  '>': (o) => o > 0,
  '<=': (o) => o <= 0,
  '>=': (o) => o >= 0,
};

class Interpreter {
  private readonly variables = new Map<string, Map<string, Value>>();
  private steps = 0;
  constructor(
    private readonly data: DataCursor,
    private readonly deadline: number,
  ) {}

  run(commands: readonly Command[]): void {
    for (const command of commands) this.command(command);
  }

  /** `offset`: where in the data the token in question began (default: the cursor). */
  private fail(command: Command, message: string, offset?: number): never {
    const where = this.data.where(offset);
    throw new ChecktestdataError(`${where}: ${message} (program line ${String(command.line)})`);
  }

  private key(ref: VariableRef): string {
    return ref.indices.map((index) => show(asNumber(this.eval(index), 'an array index'))).join(',');
  }

  private assign(ref: VariableRef, value: Value): void {
    const values = this.variables.get(ref.name) ?? new Map<string, Value>();
    values.set(this.key(ref), value);
    this.variables.set(ref.name, values);
  }

  private bound(expr: Expr, what: string): bigint | number {
    return asNumber(this.eval(expr), what);
  }

  private command(command: Command): void {
    if (++this.steps % CLOCK_EVERY === 0 && Date.now() > this.deadline)
      this.fail(command, 'the program runs too long');
    switch (command.kind) {
      case 'space': {
        this.data.literal(' ', 'a space');
        return;
      }
      case 'newline': {
        this.data.literal('\n', 'a newline');
        return;
      }
      case 'eof':
        if (!this.data.atEof) this.data.fail('end of file');
        return;
      case 'int': {
        this.readInt(command);
        return;
      }
      case 'float': {
        this.readFloat(command);
        return;
      }
      case 'string': {
        const text = this.eval(command.value);
        if (typeof text !== 'string') this.fail(command, 'STRING needs a string');
        this.data.literal(text, show(text));
        return;
      }
      case 'regex': {
        const pattern = this.eval(command.pattern);
        if (typeof pattern !== 'string') this.fail(command, 'REGEX needs a string');
        const text = this.data.take(this.regex(command, pattern));
        if (text === undefined) this.data.fail(`text matching /${pattern}/`);
        if (command.target) this.assign(command.target, text);
        return;
      }
      case 'assert':
        if (!asBoolean(this.eval(command.test))) this.fail(command, 'ASSERT failed');
        return;
      case 'set':
        for (const { target, value } of command.assignments) this.assign(target, this.eval(value));
        return;
      case 'unset':
        for (const name of command.names) this.variables.delete(name);
        return;
      case 'rep': {
        const count = this.eval(command.count);
        if (typeof count !== 'bigint' || count < 0n)
          this.fail(command, 'REP needs a non-negative integer count');
        for (let i = 0n; i < count; i++) this.iteration(command, i);
        return;
      }
      case 'while':
        for (let i = 0n; asBoolean(this.eval(command.test)); i++) this.iteration(command, i);
        return;
      case 'if': {
        this.run(asBoolean(this.eval(command.test)) ? command.then : command.otherwise);
        return;
      }
    }
  }

  private regex(command: Command, pattern: string): RegExp {
    try {
      return new RegExp(pattern, 'y');
    } catch {
      return this.fail(command, `/${pattern}/ is not a regular expression`);
    }
  }

  private iteration(loop: Extract<Command, { kind: 'rep' | 'while' }>, i: bigint): void {
    if (i > 0n && loop.separator) this.command(loop.separator);
    if (loop.counter) this.assign(loop.counter, i);
    this.run(loop.body);
  }

  private inRange(
    command: Command,
    token: { text: string; start: number },
    value: bigint | number,
    bounds: { min: Expr; max: Expr },
  ): void {
    const low = this.bound(bounds.min, 'a minimum');
    const high = this.bound(bounds.max, 'a maximum');
    if (compare(value, low) < 0 || compare(value, high) > 0)
      this.fail(command, `${token.text} is not in [${show(low)}, ${show(high)}]`, token.start);
  }

  private readInt(command: Extract<Command, { kind: 'int' }>): void {
    const start = this.data.offset;
    const text = this.data.take(INTEGER);
    if (!text) this.data.fail('an integer');
    if (!CANONICAL_INTEGER.test(text))
      this.fail(command, `'${text}' is not an integer as written (no leading zero, no -0)`, start);
    const value = BigInt(text);
    this.inRange(command, { text, start }, value, command);
    if (command.target) this.assign(command.target, value);
  }

  private readFloat(command: Extract<Command, { kind: 'float' }>): void {
    const start = this.data.offset;
    const text = this.data.take(FLOAT);
    if (!text) this.data.fail('a number');
    const [, , fraction = '', exponent] = /^-?[0-9]+(\.([0-9]+))?([eE][+-]?[0-9]+)?$/.exec(text) ?? [];
    const notation =
      command.option === 'FIXED'
        ? exponent === undefined
        : command.option !== 'SCIENTIFIC' || exponent !== undefined;
    if (!notation)
      this.fail(
        command,
        `${text} is not in ${command.option === 'FIXED' ? 'fixed' : 'scientific'} notation`,
        start,
      );
    if (command.decimals) {
      const least = this.bound(command.decimals.min, 'a number of decimals');
      const most = this.bound(command.decimals.max, 'a number of decimals');
      if (fraction.length < Number(least) || fraction.length > Number(most))
        this.fail(
          command,
          `${text} has ${String(fraction.length)} decimals, not ${show(least)} to ${show(most)}`,
          start,
        );
    }
    const value = Number(text);
    this.inRange(command, { text, start }, value, command);
    if (command.target) this.assign(command.target, value);
  }

  private eval(expr: Expr): Value {
    switch (expr.kind) {
      case 'literal':
        return expr.value;
      case 'variable': {
        const value = this.variables.get(expr.ref.name)?.get(this.key(expr.ref));
        if (value === undefined)
          throw new ChecktestdataError(`${this.data.where()}: variable ${expr.ref.name} is not set`);
        return value;
      }
      case 'unary': {
        const value = this.eval(expr.operand);
        if (expr.op === '!') return !asBoolean(value);
        const number = asNumber(value, "the operand of '-'");
        return -number;
      }
      case 'binary':
        return this.binary(expr.op, expr.left, expr.right);
      case 'iseof':
        return this.data.atEof;
      case 'match': {
        const chars = this.eval(expr.chars);
        if (typeof chars !== 'string') throw new ChecktestdataError('MATCH needs a string');
        const next = this.data.peekChar();
        return next !== undefined && chars.includes(next);
      }
      case 'strlen': {
        const text = this.eval(expr.value);
        if (typeof text !== 'string') throw new ChecktestdataError('STRLEN needs a string');
        return BigInt(text.length);
      }
      case 'inarray': {
        const value = this.eval(expr.value);
        return [...(this.variables.get(expr.name)?.values() ?? [])].some((v) => sameValue(v, value));
      }
      case 'unique':
        return this.unique(expr.names);
    }
  }

  private binary(op: string, left: Expr, right: Expr): Value {
    if (op === '&&') return asBoolean(this.eval(left)) && asBoolean(this.eval(right));
    if (op === '||') return asBoolean(this.eval(left)) || asBoolean(this.eval(right));
    const a = this.eval(left);
    const b = this.eval(right);
    if (op === '==') return sameValue(a, b);
    if (op === '!=') return !sameValue(a, b);
    const comparison = COMPARISONS[op];
    return comparison ? comparison(compare(a, b)) : arithmetic(op, a, b);
  }

  /** Every array has the same indices, and the tuples at those indices are all different. */
  private unique(names: readonly string[]): boolean {
    const arrays = names.map((name) => this.variables.get(name) ?? new Map<string, Value>());
    const [first = new Map<string, Value>()] = arrays;
    const keys = [...first.keys()];
    if (arrays.some((array) => array.size !== keys.length || keys.some((key) => !array.has(key))))
      return false;
    const tuples = new Set(
      keys.map((key) => arrays.map((array) => show(array.get(key) ?? '')).join('\u0000')),
    );
    return tuples.size === keys.length;
  }
}

/** Throws ChecktestdataError saying where in the data and which program line refused it. */
export function runChecktestdata(
  commands: readonly Command[],
  data: string,
  timeMs = CHECKTESTDATA_TIME_MS,
): void {
  const cursor = new DataCursor(data);
  new Interpreter(cursor, Date.now() + timeMs).run([...commands, { kind: 'eof', line: 0 }]);
}
