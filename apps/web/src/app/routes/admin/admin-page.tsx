import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { RequireAccess } from '@/features/auth/components/require-access';

type Props = { title: string; description?: ReactNode; children: ReactNode };

/** The frame of every admin tool: admins only, a title and the way back to the panel. */
export function AdminPage({ title, description, children }: Props) {
  return (
    <RequireAccess admin>
      <PageContainer>
        <title>{`${title} · CodeCourt`}</title>
        <PageHeader
          title={title}
          description={description}
          actions={
            <Link to={paths.admin.root.getHref()} className="btn btn-ghost btn-sm border-base-300">
              <ArrowLeft className="size-4" aria-hidden="true" /> Admin Panel
            </Link>
          }
        />
        {children}
      </PageContainer>
    </RequireAccess>
  );
}
