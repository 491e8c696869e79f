// Statement Markdown to HTML that is safe to put in a page: marked, then an allow-list sanitiser
// (no scripts, styles, frames or event handlers; links and images only over http(s)), so the API can
// serve it as is. marked lexes each nested list or quote again, recursively: its time grows with size
// times depth and deep nesting overflows the stack, so writers refuse statements past the limits in
// @codecourt/contracts (measured by statementNesting) before they come here.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, async: false });

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'del'],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    code: ['class'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  // Only marked's own code-block classes, e.g. language-cpp.
  allowedClasses: { code: [/^language-[\w+#-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }) },
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderStatement(markdown: string): string {
  try {
    return sanitizeHtml(marked.parse(markdown, { async: false }), OPTIONS);
  } catch (error) {
    // A statement stored before the limits: shown as its text rather than failing the write or read.
    if (error instanceof RangeError) return `<pre>${escapeHtml(markdown)}</pre>`;
    throw error;
  }
}

const isSpace = (char: string | undefined) => char === ' ' || char === '\t';
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** The list and quote markers opening `line`, and its indentation before the first (a tab counts 4). */
function containersOf(line: string): { markers: number; list: boolean; indent: number } {
  let at = 0;
  let markers = 0;
  let list = false;
  let indent = 0;
  for (;;) {
    while (isSpace(line[at])) {
      if (markers === 0) indent += line[at] === '\t' ? 4 : 1;
      at++;
    }
    if (line[at] === '>') {
      at++;
    } else if ('-*+'.includes(line[at] ?? 'x') && (at + 1 === line.length || isSpace(line[at + 1]))) {
      at++;
      list = true;
    } else {
      let end = at;
      while (end - at < 9 && isDigit(line[end])) end++;
      const closed = end > at && (line[end] === '.' || line[end] === ')');
      if (!closed || !(end + 1 === line.length || isSpace(line[end + 1]))) break;
      at = end + 1;
      list = true;
    }
    markers++;
  }
  return { markers, list, indent };
}

/**
 * How deep a statement nests lists and quotes, as marked will: the markers opening a line (`> > - `),
 * plus, on a list item's line, a level for every four columns it is indented. Fenced code is skipped.
 */
export function statementNesting(markdown: string): number {
  let deepest = 0;
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^[ \t]*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const { markers, list, indent } = containersOf(line);
    deepest = Math.max(deepest, markers + (list ? Math.floor(indent / 4) : 0));
  }
  return deepest;
}
