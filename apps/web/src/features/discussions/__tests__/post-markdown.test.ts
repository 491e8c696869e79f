import { describe, expect, it } from 'vitest';
import { renderDiscussionMarkdown } from '@/features/discussions/lib/post-markdown';

// The cleaning itself (DOMPurify with the post allow-list) is proven in Chromium by e2e/discussions.test.ts:
// happy-dom's DOM is not faithful enough for a sanitiser.
describe('post Markdown for the preview', () => {
  it('when the Markdown holds raw HTML, then the preview shows it as text, never as elements', () => {
    const html = renderDiscussionMarkdown('<script>alert(1)</script>\n\nhi <img src=x onerror=alert(1)>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<script|<img/i);
  });

  it('when a fenced block names its language, then the class the highlighter reads is on its code', () => {
    expect(renderDiscussionMarkdown('```python\nx = a < b\n```')).toBe(
      '<pre><code class="language-python">x = a &lt; b\n</code></pre>\n',
    );
  });

  it('when lines are broken inside a paragraph, then the breaks are kept, as the API renders them', () => {
    expect(renderDiscussionMarkdown('one\ntwo')).toBe('<p>one<br>two</p>\n');
  });
});
