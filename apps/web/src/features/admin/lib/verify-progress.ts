import type { VerifyEvent } from '@codecourt/contracts';

export type LanguageProgress = {
  language: string;
  state: 'waiting' | 'judging' | 'passed' | 'failed';
  testsDone: number;
};

/** What the form shows while the references are judged: each language and how far it got. */
export type VerifyProgress = { totalTests: number; languages: LanguageProgress[] };

export const NO_PROGRESS: VerifyProgress = { totalTests: 0, languages: [] };

function update(
  progress: VerifyProgress,
  language: string,
  change: (entry: LanguageProgress) => LanguageProgress,
): VerifyProgress {
  return {
    ...progress,
    languages: progress.languages.map((entry) => (entry.language === language ? change(entry) : entry)),
  };
}

/** Folds one streamed event into the progress. */
export function applyVerifyEvent(progress: VerifyProgress, event: VerifyEvent): VerifyProgress {
  switch (event.type) {
    case 'started':
      return {
        totalTests: event.visibleTests + event.hiddenTests,
        languages: event.languages.map((language) => ({ language, state: 'waiting', testsDone: 0 })),
      };
    case 'judging':
      return update(progress, event.language, (entry) => ({ ...entry, state: 'judging' }));
    case 'test': {
      const passed = event.verdict === 'Accepted';
      return update(progress, event.language, (entry) => {
        const testsDone = entry.testsDone + (passed ? 1 : 0);
        const finished = testsDone === progress.totalTests;
        return { ...entry, testsDone, state: !passed ? 'failed' : finished ? 'passed' : 'judging' };
      });
    }
    case 'failed':
      return update(progress, event.failure.language, (entry) => ({ ...entry, state: 'failed' }));
    case 'passed':
    case 'error':
      return progress;
  }
}
