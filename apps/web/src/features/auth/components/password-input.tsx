import { useState, type InputHTMLAttributes } from 'react';
import { Eye, EyeOff, Lock } from 'lucide-react';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { invalid?: boolean };

export function PasswordInput({ invalid = false, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <label className={`input w-full ${invalid ? 'input-error' : ''}`}>
      <Lock className="size-4 opacity-50" aria-hidden="true" />
      <input {...props} type={visible ? 'text' : 'password'} aria-invalid={invalid} className="grow" />
      <button
        type="button"
        className="btn btn-ghost btn-xs btn-square -mr-1"
        onClick={() => {
          setVisible((v) => !v);
        }}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
      >
        {visible ? (
          <EyeOff className="size-4" aria-hidden="true" />
        ) : (
          <Eye className="size-4" aria-hidden="true" />
        )}
      </button>
    </label>
  );
}
