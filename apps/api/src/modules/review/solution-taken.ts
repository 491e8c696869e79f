/**
 * When a user took a problem's solution (Use This Solution, the editorial, the AI's full answer), in
 * [since, until]. The practice/AI side records it; review only reads it through this port.
 */
export type SolutionTakenSource = (
  userId: string,
  problemId: string,
  since: Date | undefined,
  until: Date,
) => Promise<Date[]>;
