import type { ChangeEvent } from 'react';

type CodeInputProps = {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** A one-time code field: the phone's number pad, the browser's one-time-code autofill. */
export function CodeInput({ id, label, value, invalid, onChange }: CodeInputProps) {
  return (
    <label className="floating-label w-full" htmlFor={id}>
      <span>{label}</span>
      <input
        id={id}
        name={id}
        className={`input w-full font-mono tracking-widest ${invalid ? 'input-error' : ''}`}
        autoComplete="one-time-code"
        inputMode="text"
        spellCheck={false}
        placeholder={label}
        maxLength={32}
        value={value}
        aria-invalid={invalid}
        onChange={onChange}
      />
    </label>
  );
}
