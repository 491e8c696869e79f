import { Link, useLocation } from 'react-router';
import { Wrench } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { RequireAccess } from '@/features/auth/components/require-access';

const TITLES: Record<string, string> = {
  create: 'Create Problem',
  update: 'Update Problem',
  delete: 'Delete Problem',
  video: 'Video Solutions',
  upload: 'Upload Video',
};

/** /admin/create, /update, /delete, /video and /upload/:problemId until their screens land. */
export default function AdminToolRoute() {
  const section = useLocation().pathname.split('/')[2] ?? '';
  const title = TITLES[section] ?? 'Admin';
  return (
    <RequireAccess admin>
      <PageContainer>
        <title>{`${title} · CodeCourt`}</title>
        <PageHeader title={title} />
        <EmptyState
          icon={Wrench}
          title="This tool is not available yet"
          actions={
            <Link to={paths.admin.root.getHref()} className="btn btn-ghost btn-sm border-base-300">
              Back to Admin Panel
            </Link>
          }
        >
          Problem and video management open here once the problem library is in place.
        </EmptyState>
      </PageContainer>
    </RequireAccess>
  );
}
