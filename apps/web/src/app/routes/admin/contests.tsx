import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { paths } from '@/config/paths';
import { ContestAdminList } from '@/features/admin/components/contest-admin-list';
import { AdminPage } from '@/app/routes/admin/admin-page';

export default function AdminContestsRoute() {
  return (
    <AdminPage
      title="Contests"
      description="Create, edit and delete contests. Run them from each contest's page."
    >
      <div className="mb-4">
        <Link to={paths.admin.newContest.getHref()} className="btn btn-primary btn-sm">
          <Plus className="size-4" aria-hidden="true" /> New contest
        </Link>
      </div>
      <ContestAdminList />
    </AdminPage>
  );
}
