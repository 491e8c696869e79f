import { Pencil } from 'lucide-react';

/** The author's (or an admin's) way into editing a post. */
export function EditButton({ onClick, testId }: { onClick: () => void; testId: string }) {
  return (
    <button type="button" className="btn btn-ghost btn-xs" data-testid={testId} onClick={onClick}>
      <Pencil className="size-3.5" aria-hidden="true" /> Edit
    </button>
  );
}
