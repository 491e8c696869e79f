// Python programs for the integrity bench: independent ones built from random statements (so two of them
// share as little as two people's solutions do), and planted copies renamed and reordered.

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const OPS = ['+', '-', '*', '//', '%', '^', '&', '|'] as const;
const COMPARE = ['<', '<=', '>', '>=', '==', '!='] as const;

function expression(random: Random, names: string[], depth = 0): string {
  if (depth > 1 || random() < 0.4)
    return random() < 0.6 ? pick(random, names) : String(Math.floor(random() * 100));
  const roll = random();
  if (roll < 0.5)
    return `${expression(random, names, depth + 1)} ${pick(random, OPS)} ${expression(random, names, depth + 1)}`;
  if (roll < 0.7)
    return `max(${expression(random, names, depth + 1)}, ${expression(random, names, depth + 1)})`;
  if (roll < 0.85)
    return `${pick(random, names)}[${expression(random, names, depth + 1)} % len(${pick(random, names)})]`;
  return `abs(${expression(random, names, depth + 1)})`;
}

function block(random: Random, names: string[], indent: string, depth: number): string[] {
  const lines: string[] = [];
  const count = 2 + Math.floor(random() * 4);
  for (let i = 0; i < count; i++) {
    const roll = random();
    const name = `v${String(Math.floor(random() * 1e6))}`;
    if (depth < 2 && roll < 0.2) {
      lines.push(`${indent}for ${name} in range(${expression(random, names)}):`);
      lines.push(...block(random, [...names, name], `${indent}    `, depth + 1));
    } else if (depth < 2 && roll < 0.35) {
      lines.push(
        `${indent}if ${expression(random, names)} ${pick(random, COMPARE)} ${expression(random, names)}:`,
      );
      lines.push(...block(random, names, `${indent}    `, depth + 1));
      if (random() < 0.5) {
        lines.push(`${indent}else:`);
        lines.push(...block(random, names, `${indent}    `, depth + 1));
      }
    } else if (depth < 2 && roll < 0.45) {
      lines.push(
        `${indent}while ${pick(random, names)} ${pick(random, COMPARE)} ${expression(random, names)}:`,
      );
      lines.push(...block(random, names, `${indent}    `, depth + 1), `${indent}    break`);
    } else if (roll < 0.55) {
      lines.push(
        `${indent}${name} = [${expression(random, names)} for ${name}_i in range(${expression(random, names)})]`,
      );
      names.push(name);
    } else {
      lines.push(`${indent}${name} = ${expression(random, names)}`);
      names.push(name);
    }
  }
  return lines;
}

/** A program of 3 to 5 functions and a main part, about 60 to 150 lines. */
export function randomProgram(random: Random): string {
  const functions: string[] = [];
  const count = 3 + Math.floor(random() * 3);
  for (let f = 0; f < count; f++) {
    const params = ['a', 'b', 'c'].slice(0, 1 + Math.floor(random() * 3)).map((p) => `${p}${String(f)}`);
    const body = block(random, [...params], '    ', 0);
    functions.push(
      [`def f${String(f)}(${params.join(', ')}):`, ...body, `    return ${expression(random, params)}`].join(
        '\n',
      ),
    );
  }
  const main = ['n, m = map(int, input().split())', ...block(random, ['n', 'm'], '', 1), 'print(n + m)'];
  return `${functions.join('\n\n\n')}\n\n\n${main.join('\n')}\n`;
}

/** A copy with every generated name renamed and the functions in another order. */
export function plantedCopy(random: Random, original: string): string {
  const names = new Map<string, string>();
  const renamed = original.replace(/\b(v\d+|f\d+|[abc]\d+)\b/g, (name) => {
    const held = names.get(name) ?? `x${String(Math.floor(random() * 1e9))}`;
    names.set(name, held);
    return held;
  });
  const parts = renamed.split('\n\n\n');
  const main = parts.pop() ?? '';
  return `${parts.reverse().join('\n\n\n')}\n\n\n${main}`;
}
