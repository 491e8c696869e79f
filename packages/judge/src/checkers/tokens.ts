// Splits text into tokens and the whitespace between them (CRLF read as LF), for the Kattis default
// validator. Whitespace is ASCII's only (space, tab, newline, vertical tab, form feed, carriage return),
// as in Kattis, so the same rule holds for text and for bytes read one per character (latin1).

export type Tokens = { tokens: string[]; gaps: string[] };

/** gaps[i] is the whitespace before tokens[i]; gaps[tokens.length] is what trails the last token. */
export function tokenize(text: string): Tokens {
  const normalised = text.replace(/\r\n/g, '\n');
  const tokens: string[] = [];
  const gaps: string[] = [];
  let last = 0;
  for (const match of normalised.matchAll(/[^ \t\n\v\f\r]+/g)) {
    gaps.push(normalised.slice(last, match.index));
    tokens.push(match[0]);
    last = match.index + match[0].length;
  }
  gaps.push(normalised.slice(last));
  return { tokens, gaps };
}

const FLOAT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

export function parseFloatToken(token: string): number | null {
  return FLOAT.test(token) ? Number(token) : null;
}
