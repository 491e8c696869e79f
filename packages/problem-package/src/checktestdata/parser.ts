// A checktestdata program as commands (ast.ts). Expressions and tests share one grammar, from `||`
// (loosest) down to `^`; a test is an expression whose value turns out boolean when it runs.
import type { Command, Expr, FloatOption, VariableRef } from './ast.js';
import { ChecktestdataSyntaxError, tokenize } from './lexer.js';
import type { Token } from './lexer.js';
import { arithmetic } from './values.js';

const COMPARE = new Set(['<', '>', '<=', '>=', '==', '!=']);
const ARITHMETIC = new Set(['+', '-', '*', '/', '%', '^']);

/** Arithmetic on two numeric literals (`10^15` in every INT of a loop) is done once, here. */
function binary(op: string, left: Expr, right: Expr): Expr {
  const folds =
    ARITHMETIC.has(op) &&
    left.kind === 'literal' &&
    right.kind === 'literal' &&
    typeof left.value !== 'string' &&
    typeof right.value !== 'string';
  if (!folds) return { kind: 'binary', op, left, right };
  try {
    const value = arithmetic(op, left.value, right.value);
    if (typeof value === 'bigint' || typeof value === 'number') return { kind: 'literal', value };
  } catch {
    // A division by zero fails when (and if) it runs, with the data's position.
  }
  return { kind: 'binary', op, left, right };
}
const BLOCK_END = new Set(['END', 'ELSE']);

class Parser {
  private at = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private fail(expected: string): never {
    const token = this.peek();
    const where = token ? `line ${String(token.line)}: ` : 'at the end: ';
    throw new ChecktestdataSyntaxError(
      `${where}expected ${expected}, found ${token ? `'${token.text}'` : 'nothing'}`,
    );
  }

  private isSymbol(text: string): boolean {
    const token = this.peek();
    return token?.kind === 'symbol' && token.text === text;
  }

  private eat(text: string): boolean {
    if (!this.isSymbol(text)) return false;
    this.at++;
    return true;
  }

  private expect(text: string): void {
    if (!this.eat(text)) this.fail(`'${text}'`);
  }

  private word(kind: 'command' | 'name'): string {
    const token = this.peek();
    if (token?.kind !== kind) this.fail(kind === 'name' ? 'a variable name' : 'a command');
    this.at++;
    return token.text;
  }

  program(): Command[] {
    const commands = this.block();
    if (this.peek()) this.fail('a command');
    return commands;
  }

  private block(): Command[] {
    const commands: Command[] = [];
    for (let token = this.peek(); token; token = this.peek()) {
      if (token.kind === 'command' && BLOCK_END.has(token.text)) break;
      commands.push(this.command());
    }
    return commands;
  }

  private end(): void {
    if (this.peek()?.text !== 'END') this.fail("'END'");
    this.at++;
  }

  private variable(): VariableRef {
    const name = this.word('name');
    const indices: Expr[] = [];
    if (this.eat('[')) {
      do indices.push(this.expr());
      while (this.eat(','));
      this.expect(']');
    }
    return { name, indices };
  }

  private floatOption(): FloatOption {
    const option = this.word('command');
    if (option !== 'FIXED' && option !== 'SCIENTIFIC') this.fail("'FIXED' or 'SCIENTIFIC'");
    return option;
  }

  /** `(... [, separator])` then the body up to END: REP, REPI, WHILE and WHILEI. */
  private loop(line: number, counted: boolean, isWhile: boolean): Command {
    this.expect('(');
    const counter = counted ? this.variable() : undefined;
    if (counted) this.expect(',');
    const head = this.expr();
    const separator = this.eat(',') ? this.command() : undefined;
    this.expect(')');
    const body = this.block();
    this.end();
    const shared = { line, ...(counter ? { counter } : {}), ...(separator ? { separator } : {}), body };
    return isWhile ? { kind: 'while', test: head, ...shared } : { kind: 'rep', count: head, ...shared };
  }

  private command(): Command {
    const line = this.peek()?.line ?? 0;
    const name = this.word('command');
    switch (name) {
      case 'SPACE':
        return { kind: 'space', line };
      case 'NEWLINE':
        return { kind: 'newline', line };
      case 'EOF':
        return { kind: 'eof', line };
      case 'INT': {
        this.expect('(');
        const min = this.expr();
        this.expect(',');
        const max = this.expr();
        const target = this.eat(',') ? this.variable() : undefined;
        this.expect(')');
        return { kind: 'int', line, min, max, ...(target ? { target } : {}) };
      }
      case 'FLOAT':
      case 'FLOATP': {
        this.expect('(');
        const min = this.expr();
        this.expect(',');
        const max = this.expr();
        let decimals: { min: Expr; max: Expr } | undefined;
        if (name === 'FLOATP') {
          this.expect(',');
          const least = this.expr();
          this.expect(',');
          decimals = { min: least, max: this.expr() };
        }
        const target = this.eat(',') ? this.variable() : undefined;
        const option = target && this.eat(',') ? this.floatOption() : undefined;
        this.expect(')');
        return {
          kind: 'float',
          line,
          min,
          max,
          option,
          ...(decimals ? { decimals } : {}),
          ...(target ? { target } : {}),
        };
      }
      case 'STRING':
      case 'ASSERT': {
        this.expect('(');
        const value = this.expr();
        this.expect(')');
        return name === 'STRING' ? { kind: 'string', line, value } : { kind: 'assert', line, test: value };
      }
      case 'REGEX': {
        this.expect('(');
        const pattern = this.expr();
        const target = this.eat(',') ? this.variable() : undefined;
        this.expect(')');
        return { kind: 'regex', line, pattern, ...(target ? { target } : {}) };
      }
      case 'SET': {
        this.expect('(');
        const assignments: { target: VariableRef; value: Expr }[] = [];
        do {
          const target = this.variable();
          this.expect('=');
          assignments.push({ target, value: this.expr() });
        } while (this.eat(','));
        this.expect(')');
        return { kind: 'set', line, assignments };
      }
      case 'UNSET':
        return { kind: 'unset', line, names: this.names() };
      case 'REP':
      case 'REPI':
      case 'WHILE':
      case 'WHILEI':
        return this.loop(line, name.endsWith('I'), name.startsWith('WHILE'));
      case 'IF': {
        this.expect('(');
        const test = this.expr();
        this.expect(')');
        const then = this.block();
        const otherwise = this.peek()?.text === 'ELSE' ? (this.at++, this.block()) : [];
        this.end();
        return { kind: 'if', line, test, then, otherwise };
      }
      default:
        this.at--;
        return this.fail('a command');
    }
  }

  private names(): string[] {
    this.expect('(');
    const names: string[] = [];
    do names.push(this.word('name'));
    while (this.eat(','));
    this.expect(')');
    return names;
  }

  expr(): Expr {
    let left = this.and();
    while (this.eat('||')) left = { kind: 'binary', op: '||', left, right: this.and() };
    return left;
  }

  private and(): Expr {
    let left = this.not();
    while (this.eat('&&')) left = { kind: 'binary', op: '&&', left, right: this.not() };
    return left;
  }

  private not(): Expr {
    if (this.eat('!')) return { kind: 'unary', op: '!', operand: this.not() };
    const left = this.additive();
    const token = this.peek();
    if (token?.kind !== 'symbol' || !COMPARE.has(token.text)) return left;
    this.at++;
    return { kind: 'binary', op: token.text, left, right: this.additive() };
  }

  private additive(): Expr {
    let left = this.term();
    for (let op = this.peek()?.text; (op === '+' || op === '-') && this.eat(op); op = this.peek()?.text)
      left = binary(op, left, this.term());
    return left;
  }

  private term(): Expr {
    let left = this.negation();
    for (
      let op = this.peek()?.text;
      (op === '*' || op === '/' || op === '%') && this.eat(op);
      op = this.peek()?.text
    )
      left = binary(op, left, this.negation());
    return left;
  }

  private negation(): Expr {
    if (this.eat('-')) return { kind: 'unary', op: '-', operand: this.negation() };
    const base = this.primary();
    return this.eat('^') ? binary('^', base, this.negation()) : base;
  }

  private primary(): Expr {
    const token = this.peek();
    if (!token) return this.fail('a value');
    if (token.kind === 'integer' || token.kind === 'float' || token.kind === 'string') {
      this.at++;
      const value =
        token.kind === 'integer'
          ? BigInt(token.text)
          : token.kind === 'float'
            ? Number(token.text)
            : token.text;
      return { kind: 'literal', value };
    }
    if (token.kind === 'name') return { kind: 'variable', ref: this.variable() };
    if (this.eat('(')) {
      const inner = this.expr();
      this.expect(')');
      return inner;
    }
    if (token.kind !== 'command') return this.fail('a value');
    this.at++;
    switch (token.text) {
      case 'ISEOF':
        return { kind: 'iseof' };
      case 'MATCH':
      case 'STRLEN': {
        this.expect('(');
        const value = this.expr();
        this.expect(')');
        return token.text === 'MATCH' ? { kind: 'match', chars: value } : { kind: 'strlen', value };
      }
      case 'UNIQUE':
        return { kind: 'unique', names: this.names() };
      case 'INARRAY': {
        this.expect('(');
        const value = this.expr();
        this.expect(',');
        const name = this.word('name');
        this.expect(')');
        return { kind: 'inarray', value, name };
      }
      default:
        this.at--;
        return this.fail('a value');
    }
  }
}

/** Throws ChecktestdataSyntaxError naming the line. */
export function parseChecktestdata(program: string): Command[] {
  return new Parser(tokenize(program)).program();
}
