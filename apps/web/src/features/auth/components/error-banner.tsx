import { CircleAlert } from 'lucide-react';

export function ErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="alert alert-error alert-soft text-sm" data-testid="auth-error">
      <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}
