import { CheckCircle2 } from 'lucide-react';

const LINES: { indent: number; tokens: { text: string; className?: string }[] }[] = [
  {
    indent: 0,
    tokens: [
      { text: 'def ', className: 'text-secondary' },
      { text: 'two_sum', className: 'text-primary' },
      { text: '(nums, target):' },
    ],
  },
  { indent: 1, tokens: [{ text: 'seen = {}' }] },
  {
    indent: 1,
    tokens: [
      { text: 'for ', className: 'text-secondary' },
      { text: 'i, n ' },
      { text: 'in ', className: 'text-secondary' },
      { text: 'enumerate(nums):' },
    ],
  },
  {
    indent: 2,
    tokens: [
      { text: 'if ', className: 'text-secondary' },
      { text: 'target - n ' },
      { text: 'in ', className: 'text-secondary' },
      { text: 'seen:' },
    ],
  },
  {
    indent: 3,
    tokens: [{ text: 'return ', className: 'text-secondary' }, { text: '[seen[target - n], i]' }],
  },
  { indent: 2, tokens: [{ text: 'seen[n] = i' }] },
];

/** A picture of the workspace for the hero: an editor frame with an accepted verdict. */
export function CodePreview() {
  return (
    <figure
      className="relative overflow-hidden rounded-box border border-base-300 bg-base-200 shadow-2xl shadow-primary/10"
      aria-label="Example solution in the editor"
    >
      <div className="flex items-center gap-2 border-b border-base-300 bg-base-100 px-4 py-3">
        <span className="size-3 rounded-full bg-error/70" />
        <span className="size-3 rounded-full bg-warning/70" />
        <span className="size-3 rounded-full bg-success/70" />
        <span className="ml-3 font-mono text-xs text-base-content/75">two_sum.py</span>
        <span className="badge badge-sm ml-auto badge-ghost font-mono">Python</span>
      </div>
      <pre className="overflow-x-auto p-5 font-mono text-[13px] leading-6">
        {LINES.map((line, i) => (
          <div key={i} className="flex">
            <span className="mr-4 w-4 shrink-0 text-right text-base-content/30 select-none">{i + 1}</span>
            <code style={{ paddingLeft: `${line.indent * 1.25}rem` }}>
              {line.tokens.map((token, j) => (
                <span key={j} className={token.className}>
                  {token.text}
                </span>
              ))}
            </code>
          </div>
        ))}
      </pre>
      <figcaption className="flex items-center gap-2 border-t border-base-300 bg-success/10 px-4 py-3 text-sm font-semibold text-base-content">
        <CheckCircle2 className="size-4" aria-hidden="true" />
        Accepted
        <span className="ml-auto text-xs font-normal text-base-content/75">Run · Submit · Repeat</span>
      </figcaption>
    </figure>
  );
}
