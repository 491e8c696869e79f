import { useMemo } from 'react';
import { PROSE } from '@/components/ui/prose';
import { renderInlineMarkdown, renderMarkdown, sanitiseHtml } from '@/lib/markdown';

export function MarkdownHtml({ source, className = '' }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  // Sanitised by DOMPurify in renderMarkdown.
  return <div className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The server's statement HTML: it alone knows a package's figures and an interactive problem's dialogues. */
export function StatementHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  return <div className={PROSE} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export function InlineMarkdown({ source }: { source: string }) {
  const html = useMemo(() => renderInlineMarkdown(source), [source]);
  return (
    <span
      className="[&_code]:rounded [&_code]:bg-base-200 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.85em]"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
