import { describe, expect, it } from 'vitest';
import { bearerTokenMatches } from '../metrics-access.js';

const TOKEN = 'scrape-token-0123456789abcdef';

describe('bearerTokenMatches', () => {
  it('when the header carries the token as a Bearer credential, then it matches, whatever the scheme case', () => {
    expect(bearerTokenMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerTokenMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['the bare token', TOKEN],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, -1)}`],
    ['the token and more', `Bearer ${TOKEN}0`],
    ['another scheme', `Basic ${TOKEN}`],
    ['two credentials', `Bearer ${TOKEN} ${TOKEN}`],
  ])('when the header is %s, then it does not match', (_, header) => {
    expect(bearerTokenMatches(header, TOKEN)).toBe(false);
  });
});
