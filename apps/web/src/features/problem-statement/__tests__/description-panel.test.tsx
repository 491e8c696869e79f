// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Problem } from '@codecourt/contracts';
import { DescriptionPanel } from '@/features/problem-statement/components/description-panel';

function problem(overrides: Partial<Problem>): Problem {
  return {
    _id: '0e7f3a7c-2f7d-4bb5-8c3e-6d1c2a9b8f00',
    slug: 'guess',
    number: 1,
    title: 'Guess',
    difficulty: 'medium',
    tags: '',
    description: 'Guess the number.',
    descriptionHtml: '<p>Guess the number.</p>',
    constraints: [],
    visibleTestCases: [],
    startCode: [],
    referenceSolution: [],
    editorial: false,
    timeLimitMs: 1000,
    memoryLimitKb: 262144,
    ...overrides,
  };
}

describe('the statement of packages beyond Markdown', () => {
  it('when the problem is interactive, then the server-rendered dialogue shows', () => {
    const html = renderToStaticMarkup(
      <DescriptionPanel
        problem={problem({
          interactive: true,
          descriptionHtml:
            '<p>Guess the number.</p><h3>Sample interaction 1</h3><table><tr><td><code>lower</code></td></tr></table>',
        })}
      />,
    );

    expect(html).toContain('Sample interaction 1');
    expect(html).toContain('<code>lower</code>');
  });

  it('when the statement is a PDF, then a download link shows beside the page', () => {
    const html = renderToStaticMarkup(
      <DescriptionPanel problem={problem({ statementPdfUrl: '/api/problem/statement/guess/problem.pdf' })} />,
    );

    expect(html).toContain('href="/api/problem/statement/guess/problem.pdf"');
    expect(html).toContain('Download the statement (PDF)');
  });
});
