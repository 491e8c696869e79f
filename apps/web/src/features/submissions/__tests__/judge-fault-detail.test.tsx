import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JudgeFaultDetail } from '@/features/submissions/components/judge-fault-detail';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the judge fault in a submission detail', () => {
  it('when the API answers a fault (an admin viewer), then its test and detail show', () => {
    const html = renderToStaticMarkup(
      <JudgeFaultDetail fault={{ testNumber: 3, detail: 'output validator (RE, exit code 3) boom' }} />,
    );

    expect(text(html)).toContain('Judge fault on test 3');
    expect(text(html)).toContain('output validator (RE, exit code 3) boom');
  });

  it('when the fault was not on one test, then no test is named', () => {
    const html = renderToStaticMarkup(
      <JudgeFaultDetail fault={{ testNumber: null, detail: 'no validator' }} />,
    );

    expect(text(html)).toContain('Judge fault: shown to admins only');
  });

  it('when the API answers no fault (any other viewer), then nothing shows', () => {
    expect(renderToStaticMarkup(<JudgeFaultDetail fault={undefined} />)).toBe('');
  });
});
