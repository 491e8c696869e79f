import { render, type RenderResult } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Problem } from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { EditorImplementation } from '@/features/code-editor/components/editor-surface';
import { PlainCodeEditor } from '@/features/code-editor/components/plain-code-editor';
import { Workspace } from '@/app/routes/problem/workspace';
import { ColorizeImplementation } from '@/components/ui/highlighted-code';

export const problem: Problem = {
  _id: '65f000000000000000000001',
  slug: 'two-sum',
  number: 1,
  title: 'Two Sum',
  difficulty: 'easy',
  tags: 'array',
  description: 'Find two numbers that add up to the target.',
  constraints: ['2 <= n <= 10^4'],
  visibleTestCases: [{ input: '4\n2 7 11 15\n9', output: '0 1', explanation: '2 + 7 = 9' }],
  startCode: [
    { language: 'C++', initialCode: '// cpp starter' },
    { language: 'Java', initialCode: '// java starter' },
    { language: 'JavaScript', initialCode: '// js starter' },
    { language: 'Python', initialCode: '# python starter' },
  ],
  referenceSolution: [],
  editorial: false,
  timeLimitMs: 1000,
  memoryLimitKb: 262144,
};

/** The problem route's workspace with the plain editor in Monaco's place (no layout or workers here). */
export function renderWorkspace(shown: Problem = problem): RenderResult {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/problem/${problem._id}`]}>
        <EditorImplementation value={(props) => <PlainCodeEditor {...props} />}>
          <ColorizeImplementation value={() => Promise.resolve(null)}>
            <Workspace problem={shown} />
          </ColorizeImplementation>
        </EditorImplementation>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
