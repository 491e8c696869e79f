import type { ReactNode } from 'react';

type FormFieldProps = { id: string; label: string; error?: string; aside?: ReactNode; children: ReactNode };

/** Label, control and the field's error, wired together for screen readers via `${id}-error`. */
export function FormField({ id, label, error, aside, children }: FormFieldProps) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {aside}
      </div>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
