import { describe, expect, it } from 'vitest';
import type { Draft } from '@codecourt/contracts';
import { newestDraft } from '@/features/code-editor/lib/newest-draft';

const draft = (language: Draft['language'], updatedAt: string): Draft => ({
  problemId: 'two-sum',
  language,
  code: `// ${language}`,
  updatedAt,
});

describe('newestDraft', () => {
  it('when several languages have a draft, then the one written last wins', () => {
    const drafts = [
      draft('cpp', '2026-11-28T10:00:00.000Z'),
      null,
      draft('java', '2026-11-28T11:30:00.000Z'),
      draft('python', '2026-11-28T11:00:00.000Z'),
    ];
    expect(newestDraft(drafts)?.language).toBe('java');
  });

  it('when no language has a draft, then there is none', () => {
    expect(newestDraft([null, null])).toBeUndefined();
  });
});
