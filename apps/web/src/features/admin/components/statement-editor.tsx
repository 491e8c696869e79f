import { useDeferredValue, useMemo } from 'react';
import { PROSE } from '@/components/ui/prose';
import { renderMarkdown } from '@/lib/markdown';
import { FieldError } from '@/features/admin/components/field-error';

type Props = { value: string; error: string | undefined; onChange: (value: string) => void };

/** The statement's Markdown beside its preview, sanitised exactly as the problem page shows it. */
export function StatementEditor({ value, error, onChange }: Props) {
  const deferred = useDeferredValue(value);
  const html = useMemo(() => renderMarkdown(deferred), [deferred]);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <label className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">Statement (Markdown)</span>
        <textarea
          className="textarea min-h-72 w-full font-mono text-sm"
          value={value}
          aria-invalid={error !== undefined}
          aria-describedby="description-error"
          data-testid="problem-description"
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
        <FieldError id="description-error" message={error} />
      </label>
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">Preview</span>
        {deferred.trim() === '' ? (
          <p className="min-h-72 rounded-box border border-dashed border-base-300 p-4 text-sm text-base-content/70">
            The statement appears here as users will read it.
          </p>
        ) : (
          <div
            className={`${PROSE} min-h-72 overflow-auto rounded-box border border-base-300 p-4`}
            data-testid="statement-preview"
            // Sanitised by DOMPurify in renderMarkdown.
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
      </div>
    </div>
  );
}
