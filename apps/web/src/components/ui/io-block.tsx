import type { ReactNode } from 'react';

type Props = {
  label: string;
  value: string | undefined;
  tone?: 'neutral' | 'error' | 'success';
  testId?: string;
};

const TONES = {
  neutral: 'bg-base-200',
  error: 'bg-error/10 text-error',
  success: 'bg-success/10',
} as const;

/** A labelled, monospaced block for inputs, outputs and compiler messages. */
export function IoBlock({ label, value, tone = 'neutral', testId }: Props) {
  return (
    <div>
      <p className="mb-1.5 text-xs font-medium text-base-content/75">{label}</p>
      <pre
        className={`max-h-56 overflow-auto rounded-field px-3 py-2 font-mono text-[0.8125rem] leading-relaxed whitespace-pre-wrap break-words ${TONES[tone]}`}
        data-testid={testId}
      >
        {value === undefined || value === '' ? (
          <span className="text-base-content/40 italic">(empty)</span>
        ) : (
          value
        )}
      </pre>
    </div>
  );
}

export function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-field bg-base-200 px-3 py-2">
      <p className="text-xs text-base-content/75">{label}</p>
      <p className="mt-0.5 font-mono text-sm font-semibold">{value}</p>
    </div>
  );
}
