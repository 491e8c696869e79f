// The parsed program: commands, and expressions that are numbers, strings or tests alike (a test is
// an expression whose value is a boolean).

export type VariableRef = { name: string; indices: Expr[] };

export type Expr =
  | { kind: 'literal'; value: bigint | number | string }
  | { kind: 'variable'; ref: VariableRef }
  | { kind: 'unary'; op: '-' | '!'; operand: Expr }
  | { kind: 'binary'; op: string; left: Expr; right: Expr }
  | { kind: 'iseof' }
  | { kind: 'match'; chars: Expr }
  | { kind: 'unique'; names: string[] }
  | { kind: 'inarray'; value: Expr; name: string }
  | { kind: 'strlen'; value: Expr };

export type FloatOption = 'FIXED' | 'SCIENTIFIC' | undefined;

export type Command = { line: number } & (
  | { kind: 'space' | 'newline' | 'eof' }
  | { kind: 'int'; min: Expr; max: Expr; target?: VariableRef }
  | {
      kind: 'float';
      min: Expr;
      max: Expr;
      decimals?: { min: Expr; max: Expr };
      target?: VariableRef;
      option: FloatOption;
    }
  | { kind: 'string'; value: Expr }
  | { kind: 'regex'; pattern: Expr; target?: VariableRef }
  | { kind: 'assert'; test: Expr }
  | { kind: 'set'; assignments: { target: VariableRef; value: Expr }[] }
  | { kind: 'unset'; names: string[] }
  | { kind: 'rep'; counter?: VariableRef; count: Expr; separator?: Command; body: Command[] }
  | { kind: 'while'; counter?: VariableRef; test: Expr; separator?: Command; body: Command[] }
  | { kind: 'if'; test: Expr; then: Command[]; otherwise: Command[] }
);
