import { describe, expect, it } from 'vitest';
import { renderStatement, statementNesting } from '../render-statement.js';

describe('renderStatement', () => {
  it('when a statement uses ordinary Markdown, then headings, code, lists and tables render', () => {
    const html = renderStatement(
      '## Input\n\nA line `n`.\n\n- one\n- two\n\n```cpp\nint x;\n```\n\n| a | b |\n|:-|-:|\n| 1 | 2 |\n',
    );

    expect(html).toContain('<h2>Input</h2>');
    expect(html).toContain('<code>n</code>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<pre><code class="language-cpp">int x;');
    expect(html).toContain('<th align="right">b</th>');
  });

  it('when a statement carries scripts, handlers and javascript: links, then none of them survive', () => {
    const html = renderStatement(
      [
        '<script>alert(1)</script>',
        '<img src="x.png" onerror="alert(2)">',
        '[click](javascript:alert(3)) <a href="JaVaScRiPt:alert(4)">x</a> <a href="data:text/html,<b>">y</a>',
        '<iframe src="https://example.com"></iframe><style>body{}</style>',
        '<div onclick="alert(5)" style="color:red">text</div>',
        '<svg><script>alert(6)</script></svg>',
        '![p](javascript:alert(7))',
      ].join('\n\n'),
    );

    expect(html).not.toMatch(/<script|<iframe|<style|<svg/i);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/javascript:|data:/i);
    expect(html).not.toMatch(/style=/i);
    expect(html).toContain('<img src="x.png" />');
    expect(html).toContain('<div>text</div>');
  });

  it('when a statement links to a web page, then the link keeps its address and cannot reach the opener', () => {
    const html = renderStatement('[docs](https://example.com/a)');

    expect(html).toContain('<a href="https://example.com/a" rel="nofollow noopener noreferrer">docs</a>');
  });

  it('when a stored statement nests quotes past the stack, then it is shown as its text instead of throwing', () => {
    const html = renderStatement(`${'>'.repeat(100_000)} <b>deep</b>`);

    expect(html.startsWith('<pre>&gt;&gt;')).toBe(true);
    expect(html).toContain('&lt;b&gt;deep&lt;/b&gt;</pre>');
  });
});

describe('statementNesting', () => {
  it('when lists and quotes nest, then each marker and each four columns of a list item count a level', () => {
    expect(statementNesting('Plain text.\n\n1. one\n2. two\n')).toBe(1);
    expect(statementNesting('> > - a quoted list\n')).toBe(3);
    expect(statementNesting('- a\n    - b\n        - c\n')).toBe(3);
    expect(statementNesting('*emphasis* and -1 are no markers\n')).toBe(0);
  });

  it('when deep indentation is code, then it does not count', () => {
    const code = `\`\`\`\n${'        '.repeat(10)}- not a list\n\`\`\`\n`;
    const indented = `Code:\n\n${' '.repeat(80)}x = 1\n`;

    expect(statementNesting(code)).toBe(0);
    expect(statementNesting(indented)).toBe(0);
  });
});
