/**
 * What a discussion post's HTML may contain once its Markdown is rendered: the API sanitises stored posts
 * with it and the web's live preview with it, so the preview shows what will be stored. No images (no
 * tracking pixels) and no raw HTML beyond what Markdown itself produces.
 */
export const DISCUSSION_HTML_TAGS = [
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
] as const;

/** Attributes per tag; `class` on code only carries a code block's language (`language-cpp`). */
export const DISCUSSION_HTML_ATTRIBUTES = {
  a: ['href', 'title', 'rel'],
  code: ['class'],
  ol: ['start'],
  th: ['align'],
  td: ['align'],
} as const satisfies Partial<Record<(typeof DISCUSSION_HTML_TAGS)[number], readonly string[]>>;

/** The only classes kept: the language of a fenced code block, which the web's highlighter reads. */
export const DISCUSSION_CODE_CLASS = /^language-[\w+#-]+$/;

/** Link schemes kept in posts; anything else (javascript:, data:) loses its href. */
export const DISCUSSION_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Every link in a post leaves without passing on this page or an endorsement. */
export const DISCUSSION_LINK_REL = 'nofollow ugc noopener noreferrer';
