import type { ContestRegistration } from '@codecourt/contracts';

/** What Register asks before it signs up, each in its own dialog. */
export type RegisterStep = 'team' | 'category' | 'code';

type Contest = { teamSize: number; categories: readonly string[]; registration: ContestRegistration };

/**
 * The questions a registration asks, in order: the team (a team contest), its category (a contest with
 * categories, issue #36), then the access code; none for an open individual contest without categories.
 */
export function registerSteps({ teamSize, categories, registration }: Contest): RegisterStep[] {
  const steps: RegisterStep[] = [];
  if (teamSize > 1) steps.push('team');
  if (categories.length > 0) steps.push('category');
  if (registration === 'code') steps.push('code');
  return steps;
}
