import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'error';
};

export function EmptyState({ icon: Icon, title, children, actions, tone = 'neutral' }: EmptyStateProps) {
  const iconTone = tone === 'error' ? 'bg-error/10 text-error' : 'bg-primary/10 text-primary';
  return (
    <div className="flex flex-col items-center rounded-box border border-dashed border-base-300 bg-base-100 px-6 py-14 text-center">
      <span className={`mb-4 grid size-12 place-items-center rounded-full ${iconTone}`}>
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children && <div className="mt-2 max-w-md text-sm text-base-content/70">{children}</div>}
      {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
