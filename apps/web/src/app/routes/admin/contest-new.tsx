import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ContestForm } from '@/features/admin/components/contest-form';
import { AdminPage } from '@/app/routes/admin/admin-page';

export default function NewContestRoute() {
  const navigate = useNavigate();
  return (
    <AdminPage title="New contest">
      <ContestForm
        onSaved={(contest) => {
          void navigate(paths.contest.getHref(contest.slug));
        }}
      />
    </AdminPage>
  );
}
