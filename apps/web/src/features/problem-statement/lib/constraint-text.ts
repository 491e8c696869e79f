export type ConstraintPart =
  { kind: 'text'; text: string } | { kind: 'power'; base: string; exponent: string };

const SYMBOLS: readonly [RegExp, string][] = [
  [/<=/g, '≤'],
  [/>=/g, '≥'],
  [/!=/g, '≠'],
];
const POWER = /(\d+)\^(-?\d+)/g;

/** "1 <= n <= 10^5" → text "1 ≤ n ≤ ", power 10⁵: constraints read as they would in print. */
export function constraintParts(constraint: string): ConstraintPart[] {
  const text = SYMBOLS.reduce((acc, [pattern, symbol]) => acc.replace(pattern, symbol), constraint);
  const parts: ConstraintPart[] = [];
  let last = 0;
  for (const match of text.matchAll(POWER)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'power', base: match[1] ?? '', exponent: match[2] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
