import { Marked } from 'marked';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

// As the API renders posts (GitHub-flavoured, line breaks kept); raw HTML is shown as the text it is.
const markdown = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: { html: ({ text }) => escapeHtml(text) },
});

/** Markdown being written, rendered for the live preview (PostHtml cleans it before showing it). */
export function renderDiscussionMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
