import type { HintLevel, ResolvedAiChatRequest } from '@codecourt/contracts';

type ResultContext = NonNullable<ResolvedAiChatRequest['lastResult']>;

const measured = (value: number | null, unit: string, limit: number | undefined) =>
  value === null
    ? 'not measured'
    : `${String(value)} ${unit}${limit ? ` (limit ${String(limit)} ${unit})` : ''}`;

/**
 * The last Run/Submit result as prompt text. Only the first failing test marked visible is shown with its data:
 * a hidden test's input, expected and actual output never reach the model, whatever the client sent.
 */
export function resultText(result: ResultContext): string {
  const lines = [
    `${result.kind === 'run' ? 'Run' : 'Submit'} verdict: ${result.verdict}`,
    `Tests passed: ${String(result.testCasesPassed)} of ${String(result.totalTestCases)}`,
    `Runtime: ${measured(result.runtimeMs, 'ms', result.timeLimitMs)}`,
    `Memory: ${measured(result.memoryKb, 'KB', result.memoryLimitKb)}`,
  ];
  if (result.compileOutput?.trim())
    lines.push(`Compiler message:\n\`\`\`\n${result.compileOutput.trim()}\n\`\`\``);
  const failing = result.tests.filter((test) => test.verdict !== 'Accepted');
  const shown = failing.find((test) => test.visible);
  if (shown) {
    lines.push(
      `First failing visible test (${shown.verdict}):`,
      `Input:\n\`\`\`\n${shown.input ?? ''}\n\`\`\``,
      `Expected output:\n\`\`\`\n${shown.expected ?? '(not known)'}\n\`\`\``,
      `The student's output:\n\`\`\`\n${shown.actual ?? ''}\n\`\`\``,
    );
  } else if (failing.length > 0) {
    lines.push('The failing tests are hidden: their data is not available, reason from the verdict only.');
  }
  return lines.join('\n');
}

const LADDER: Record<HintLevel, string> = {
  nudge:
    'The student asks for a nudge: one short question or observation that points the way. No algorithm, no code.',
  idea: 'The student asks for the key idea: name the insight or data structure in a few sentences. No code.',
  approach:
    'The student asks for the approach: the steps of the algorithm and its complexity, in prose or pseudo-code, without a complete program.',
  solution:
    'The student explicitly asks for the full solution: give a complete, correct program in their language with a short explanation.',
};

/** The rule for the hint level the student chose. */
export function hintRule(level: HintLevel): string {
  return LADDER[level];
}
