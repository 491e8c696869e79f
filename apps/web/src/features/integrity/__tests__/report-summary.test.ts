import { describe, expect, it } from 'vitest';
import { INTEGRITY_LIMITS } from '@codecourt/contracts';
import { reportSummary, SKIPPED_PROGRAMS_NOTE } from '@/features/integrity/lib/report-summary';

describe('reportSummary', () => {
  it('when one pair is listed, then it says "1 pair", not "1 pairs"', () => {
    expect(reportSummary({ programs: 4, pairs: 1 })).toBe('4 programs compared, 1 pair listed');
  });

  it('when one program and no pair, then both nouns follow their count', () => {
    expect(reportSummary({ programs: 1, pairs: 0 })).toBe('1 program compared, 0 pairs listed');
  });

  it('when the report is shown, then the note states the size threshold from the contracts', () => {
    expect(SKIPPED_PROGRAMS_NOTE).toContain(`${String(INTEGRITY_LIMITS.minTokens)} tokens`);
    expect(SKIPPED_PROGRAMS_NOTE).toMatch(/not compared/);
  });
});
