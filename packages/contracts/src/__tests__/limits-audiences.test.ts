import { describe, expect, it } from 'vitest';
import * as client from '../limits-client.js';
import * as rate from '../limits-rate.js';
import * as server from '../limits-server.js';
import * as validation from '../limits-validation.js';
import * as limits from '../limits.js';

const audiences = { client, validation, rate, server };

describe('limits split by audience', () => {
  it('when limits.ts is imported, then it answers every limit of every audience file, each from one file only', () => {
    const names = Object.values(audiences).flatMap((audience) => Object.keys(audience));

    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(limits).sort()).toEqual([...names].sort());
  });

  it('when a rate limit is declared, then it sits in limits-rate.ts with a window and a maximum', () => {
    const rateNames = Object.keys(limits).filter((name) => name.endsWith('_RATE_LIMIT'));

    expect(rateNames.sort()).toEqual(Object.keys(rate).sort());
    for (const value of Object.values(rate)) {
      expect(value).toEqual({ windowMs: expect.any(Number) as number, max: expect.any(Number) as number });
    }
  });
});
