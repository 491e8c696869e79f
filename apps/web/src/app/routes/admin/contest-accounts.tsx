import { useParams } from 'react-router';
import { AdminPage } from '@/app/routes/admin/admin-page';
import { AccountsImport } from '@/features/contest-accounts/components/accounts-import';

export default function AdminContestAccountsRoute() {
  const { contestId = '' } = useParams();
  return (
    <AdminPage
      title="Batch accounts"
      description="Create accounts for a contest from a CSV file, register them, and print each team's passwords."
    >
      <AccountsImport contestId={contestId} />
    </AdminPage>
  );
}
