// Discussion Markdown to HTML that is safe to insert into a page: marked, then the allow-list from
// contracts (the web's preview applies the same one). Stricter than problem statements: no images, and
// raw HTML that is not allowed is escaped so it shows as text.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import {
  DISCUSSION_CODE_CLASS,
  DISCUSSION_HTML_ATTRIBUTES,
  DISCUSSION_HTML_TAGS,
  DISCUSSION_LINK_REL,
  DISCUSSION_LINK_SCHEMES,
} from '@codecourt/contracts';

const marked = new Marked({ gfm: true, breaks: true, async: false });

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...DISCUSSION_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(DISCUSSION_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedClasses: { code: [DISCUSSION_CODE_CLASS] },
  allowedSchemes: [...DISCUSSION_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: DISCUSSION_LINK_REL }),
  },
};

/** A post's Markdown as sanitised HTML; anything not allowed is shown as text, never run. */
export function renderDiscussionMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false }), OPTIONS);
}
