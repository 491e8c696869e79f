// When the user started a review, kept for the tab's session: the grading counts from it (fast or not).
const keyOf = (problemId: string) => `codecourt:review-started:${problemId}`;

export function markReviewStarted(problemId: string): void {
  try {
    sessionStorage.setItem(keyOf(problemId), new Date().toISOString());
  } catch {
    // Blocked storage: the server grades from the last review instead.
  }
}

export function reviewStartOf(problemId: string): string | undefined {
  try {
    return sessionStorage.getItem(keyOf(problemId)) ?? undefined;
  } catch {
    return undefined;
  }
}
