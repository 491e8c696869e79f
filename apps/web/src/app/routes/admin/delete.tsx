import { DeleteProblems } from '@/features/admin/components/delete-problems';
import { AdminPage } from '@/app/routes/admin/admin-page';

export default function DeleteProblemRoute() {
  return (
    <AdminPage title="Delete Problem" description="Users keep their submissions to a deleted problem.">
      <DeleteProblems />
    </AdminPage>
  );
}
