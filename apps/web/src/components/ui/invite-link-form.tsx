import type { SubmitEvent } from 'react';

/**
 * A form that takes a pasted invite link: the field, the reason it was refused, and the button that says
 * while the join is under way. What a link means is the caller's (a team, an interview room).
 */
export function InviteLinkForm({
  ariaLabel,
  label,
  placeholder,
  link,
  onLinkChange,
  failure,
  pending,
  action,
  onSubmit,
}: {
  ariaLabel: string;
  label: string;
  placeholder?: string;
  link: string;
  onLinkChange: (link: string) => void;
  failure: string;
  pending: boolean;
  action: string;
  onSubmit: (event: SubmitEvent) => void;
}) {
  return (
    <form className="flex flex-col gap-3" onSubmit={onSubmit} noValidate aria-label={ariaLabel}>
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        {label}
        <input
          className="input input-sm w-full"
          value={link}
          placeholder={placeholder}
          onChange={(event) => {
            onLinkChange(event.target.value);
          }}
        />
      </label>
      {failure && (
        <span className="text-sm text-error" role="alert">
          {failure}
        </span>
      )}
      <button type="submit" className="btn btn-primary btn-sm self-start" disabled={pending}>
        {pending ? 'Joining…' : action}
      </button>
    </form>
  );
}
