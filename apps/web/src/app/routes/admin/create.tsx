import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ProblemForm } from '@/features/admin/components/problem-form';
import { emptyProblemForm } from '@/features/admin/lib/problem-form-values';
import { AdminPage } from '@/app/routes/admin/admin-page';
import { renderAdminEditor } from '@/app/routes/admin/admin-code-editor';

export default function CreateProblemRoute() {
  const navigate = useNavigate();
  const [initialValues] = useState(emptyProblemForm);
  return (
    <AdminPage
      title="Create Problem"
      description="Every reference solution is judged on every test before the problem is published."
    >
      <ProblemForm
        initialValues={initialValues}
        submitLabel="Publish problem"
        renderEditor={renderAdminEditor}
        onSaved={(problem) => void navigate(paths.problem.getHref(problem._id))}
      />
    </AdminPage>
  );
}
