import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const markdown = new Marked({ gfm: true, breaks: false, async: false });

// Statements may link out: such links open in a new tab and never hand over this page.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof HTMLAnchorElement && node.getAttribute('href')?.startsWith('#') !== true) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const SANITISE = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'] };

/** A problem statement (Markdown, possibly with inline HTML) as safe HTML. */
export function renderMarkdown(source: string): string {
  return DOMPurify.sanitize(markdown.parse(source, { async: false }), SANITISE);
}

/** One paragraph's worth (a sample's explanation) without the wrapping <p>. */
export function renderInlineMarkdown(source: string): string {
  return DOMPurify.sanitize(markdown.parseInline(source, { async: false }), SANITISE);
}

/** HTML the API rendered and sanitised already (a converted or interactive statement), sanitised again here. */
export function sanitiseHtml(html: string): string {
  return DOMPurify.sanitize(html, SANITISE);
}
