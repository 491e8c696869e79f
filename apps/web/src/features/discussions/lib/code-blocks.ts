import { sanitiseDiscussionHtml } from '@/features/discussions/lib/discussion-html';

/** A stretch of a post: HTML as it is, or a fenced code block to colour. */
export type PostSegment = { kind: 'html'; html: string } | { kind: 'code'; code: string; language: string };

// Fence names people write, as the highlighter's language ids; anything else stays plain text.
const LANGUAGE_ALIASES: Readonly<Record<string, string>> = {
  c: 'cpp',
  cpp: 'cpp',
  'c++': 'cpp',
  cc: 'cpp',
  java: 'java',
  js: 'javascript',
  javascript: 'javascript',
  py: 'python',
  python: 'python',
  go: 'go',
};

function fencedCode(node: Node): { code: string; language: string } | undefined {
  if (!(node instanceof HTMLElement) || node.nodeName !== 'PRE') return undefined;
  const code = node.firstElementChild;
  if (code?.nodeName !== 'CODE' || node.childElementCount !== 1) return undefined;
  const fence = /(?:^|\s)language-(\S+)/.exec(code.className)?.[1]?.toLowerCase();
  const language = fence === undefined ? undefined : LANGUAGE_ALIASES[fence];
  return language === undefined ? undefined : { code: code.textContent.replace(/\n$/, ''), language };
}

/**
 * Cleans a post's HTML and cuts it at its top-level fenced code blocks in a known language, so those can
 * be coloured; everything else stays HTML.
 */
export function postSegments(html: string): PostSegment[] {
  const segments: PostSegment[] = [];
  let run = document.createElement('div');
  const flush = () => {
    if (run.childNodes.length > 0) segments.push({ kind: 'html', html: run.innerHTML });
    run = document.createElement('div');
  };
  for (const node of [...sanitiseDiscussionHtml(html).childNodes]) {
    const code = fencedCode(node);
    if (code === undefined) {
      run.append(node);
      continue;
    }
    flush();
    segments.push({ kind: 'code', ...code });
  }
  flush();
  return segments;
}
