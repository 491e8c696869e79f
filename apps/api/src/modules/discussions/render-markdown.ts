// Discussion Markdown to HTML that is safe to insert into a page: marked, then an allow-list sanitiser.
// Stricter than problem statements: people's posts carry no images (no tracking pixels) and no raw
// HTML beyond what Markdown itself produces; links leave with nofollow/ugc and no opener.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, breaks: true, async: false });

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    code: ['class'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  // Only marked's code-block classes (language-cpp, ...), which the web's highlighter reads.
  allowedClasses: { code: [/^language-[\w+#-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow ugc noopener noreferrer' }),
  },
};

/** A post's Markdown as sanitised HTML; anything not allowed is shown as text, never run. */
export function renderDiscussionMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false }), OPTIONS);
}
