import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { INPUT_FORMAT_MESSAGES, isInputFormatMessage } from '@codecourt/contracts';
import { TestcaseView } from '@/features/judge-console/components/testcase-view';

const SAMPLES = [{ input: '[2,7]\n9\n', output: '[0,1]\n', explanation: '' }];
const MESSAGE = INPUT_FORMAT_MESSAGES.line(1, 'an array of integers');

const render = (inputError?: string) =>
  renderToStaticMarkup(
    <TestcaseView
      samples={SAMPLES}
      customInput={'hello\n9\n'}
      onCustomInputChange={() => undefined}
      inputError={inputError}
    />,
  );

describe('custom input that does not fit the format', () => {
  it('when the last Run answered a format message, then it is shown under the input box and names it invalid', () => {
    const html = render(MESSAGE);

    expect(html).toContain(`role="alert"`);
    expect(html).toContain(MESSAGE);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="custom-input-error"');
    expect(html.indexOf('<textarea')).toBeLessThan(html.indexOf(MESSAGE));
  });

  it('when there is no format message, then the box is plain', () => {
    const html = render();

    expect(html).not.toContain('role="alert"');
    expect(html).toContain('aria-invalid="false"');
  });

  it.each([
    [INPUT_FORMAT_MESSAGES.notJson(2, 'an integer'), true],
    [INPUT_FORMAT_MESSAGES.lineCount(2, 1), true],
    ['Code is too long', false],
    ['Runtime Error', false],
  ] as const)('when the server says %j, then it is a format message: %s', (text, expected) => {
    expect(isInputFormatMessage(text)).toBe(expected);
  });
});
