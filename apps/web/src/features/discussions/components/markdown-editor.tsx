import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { DISCUSSION_CONTENT_MAX_LENGTH } from '@codecourt/contracts';
import { CharCounter } from '@/features/discussions/components/char-counter';
import { MarkdownToolbar } from '@/features/discussions/components/markdown-toolbar';
import { PostHtml } from '@/features/discussions/components/post-html';
import { renderDiscussionMarkdown } from '@/features/discussions/lib/post-markdown';

type Props = { label: string; value: string; onChange: (text: string) => void; error?: string };

/**
 * A Markdown textarea with a toolbar and a live preview, cleaned and coloured as the post will be shown.
 * Side by side on wide screens; on a phone, Write and Preview are tabs.
 */
export function MarkdownEditor({ label, value, onChange, error }: Props) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const shown = useDeferredValue(value);
  const html = useMemo(() => renderDiscussionMarkdown(shown), [shown]);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <div className="tabs tabs-box tabs-xs md:hidden" role="tablist" aria-label="Editor view">
          {(['write', 'preview'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className={`tab capitalize ${tab === name ? 'tab-active' : ''}`}
              onClick={() => {
                setTab(name);
              }}
            >
              {name}
            </button>
          ))}
        </div>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <div className={`flex flex-col gap-1 ${tab === 'preview' ? 'max-md:hidden' : ''}`}>
          <MarkdownToolbar textarea={textarea} onChange={onChange} />
          <textarea
            ref={textarea}
            id={id}
            className={`textarea h-64 w-full resize-y font-mono text-[0.8125rem] leading-relaxed ${error ? 'textarea-error' : ''}`}
            value={value}
            placeholder={
              'Share your approach. Markdown works: **bold**, `code`, and\n```python\nfenced code blocks\n```'
            }
            aria-invalid={error !== undefined}
            aria-describedby={`${id}-count`}
            onChange={(event) => {
              onChange(event.target.value);
            }}
          />
          <div className="flex items-start justify-between gap-3">
            <span className="text-xs text-error" role={error ? 'alert' : undefined}>
              {error}
            </span>
            <CharCounter id={`${id}-count`} length={value.length} max={DISCUSSION_CONTENT_MAX_LENGTH} />
          </div>
        </div>
        <section
          aria-label="Preview"
          className={`flex h-[19.5rem] flex-col overflow-hidden rounded-field border border-base-300 bg-base-200/40 ${tab === 'write' ? 'max-md:hidden' : ''}`}
        >
          <h3 className="border-b border-base-300 px-3 py-1.5 text-xs font-semibold tracking-wide text-base-content/70 uppercase">
            Preview
          </h3>
          {/* Focusable so a keyboard can scroll a long preview. */}
          <div className="overflow-auto p-3" tabIndex={0} data-testid="markdown-preview">
            {shown.trim() === '' ? (
              <p className="text-sm text-base-content/60">Nothing to preview yet.</p>
            ) : (
              <PostHtml html={html} />
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
