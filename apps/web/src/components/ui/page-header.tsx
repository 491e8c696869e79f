import type { ReactNode } from 'react';

type PageHeaderProps = { title: string; description?: ReactNode; actions?: ReactNode };

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {description && <p className="mt-1.5 text-sm text-base-content/70 sm:text-base">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 gap-2">{actions}</div>}
    </header>
  );
}

/** The standard page frame: width, gutters and vertical rhythm shared by every screen. */
type PageContainerProps = { children: ReactNode; className?: string; narrow?: boolean };

export function PageContainer({ children, className = '', narrow = false }: PageContainerProps) {
  const width = narrow ? 'max-w-3xl' : 'max-w-7xl';
  return (
    <div className={`mx-auto w-full ${width} px-4 py-8 sm:px-6 sm:py-12 lg:px-8 ${className}`}>
      {children}
    </div>
  );
}
