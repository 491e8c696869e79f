import { useMemo } from 'react';
import { HighlightedCode } from '@/components/ui/highlighted-code';
import { PROSE } from '@/components/ui/prose';
import { postSegments } from '@/features/discussions/lib/code-blocks';

type Props = { html: string; className?: string; testId?: string };

// The post's own first and last margins would only add to the card's spacing.
const TRIM = '[&>:first-child>:first-child]:mt-0 [&>:last-child>:last-child]:mb-0';

/** A post's HTML (cleaned again with the post allow-list) with its fenced code blocks coloured. */
export function PostHtml({ html, className = '', testId }: Props) {
  const segments = useMemo(() => postSegments(html), [html]);
  return (
    <div className={`${PROSE} ${TRIM} min-w-0 break-words ${className}`} data-testid={testId}>
      {segments.map((segment, index) =>
        segment.kind === 'html' ? (
          // Cleaned by postSegments with the same allow-list the API stores posts with.
          <div key={index} className="contents" dangerouslySetInnerHTML={{ __html: segment.html }} />
        ) : (
          <HighlightedCode
            key={index}
            code={segment.code}
            language={segment.language}
            className="my-3 p-3"
            testId="post-code"
          />
        ),
      )}
    </div>
  );
}
