// Splits text into tokens and the whitespace between them (CRLF read as LF), for the Kattis default validator.

export type Tokens = { tokens: string[]; gaps: string[] };

/** gaps[i] is the whitespace before tokens[i]; gaps[tokens.length] is what trails the last token. */
export function tokenize(text: string): Tokens {
  const normalised = text.replace(/\r\n/g, '\n');
  const tokens: string[] = [];
  const gaps: string[] = [];
  let last = 0;
  for (const match of normalised.matchAll(/\S+/g)) {
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
