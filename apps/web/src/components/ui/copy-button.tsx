import { useState } from 'react';
import { Check, Copy } from 'lucide-react';

/**
 * Copy `text` to the clipboard, saying Copied; when the browser refuses (plain http, some embedded
 * browsers) it asks the user to select `what` and copy it themselves, the text staying selectable.
 */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyText = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-primary"
        onClick={() => {
          void copyText();
        }}
      >
        {copy === 'copied' ? (
          <Check className="size-4" aria-hidden="true" />
        ) : (
          <Copy className="size-4" aria-hidden="true" />
        )}
        {copy === 'copied' ? 'Copied' : 'Copy'}
      </button>
      {copy === 'failed' && (
        <p className="mt-2 basis-full text-sm text-error" role="alert">
          Could not copy to the clipboard: select {what} and copy it yourself.
        </p>
      )}
    </>
  );
}
