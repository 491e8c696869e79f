import { Link, useNavigate, useSearchParams } from 'react-router';
import { FilePen } from 'lucide-react';
import { paths } from '@/config/paths';
import { EditProblem } from '@/features/admin/components/edit-problem';
import { ProblemSearchList } from '@/features/admin/components/problem-search-list';
import { AdminPage } from '@/app/routes/admin/admin-page';
import { renderAdminEditor } from '@/app/routes/admin/admin-code-editor';

const PARAM = 'id';

export default function UpdateProblemRoute() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const problemId = search.get(PARAM) ?? undefined;
  return (
    <AdminPage
      title="Update Problem"
      description="Changes are judged like a new problem before they are saved."
    >
      {problemId === undefined ? (
        <ProblemSearchList
          renderAction={(problem) => (
            <Link
              to={`${paths.admin.update.getHref()}?${PARAM}=${encodeURIComponent(problem._id)}`}
              className="btn btn-ghost btn-sm"
              data-testid="edit-problem"
              aria-label={`Edit ${problem.title}`}
            >
              <FilePen className="size-4" aria-hidden="true" /> Edit
            </Link>
          )}
        />
      ) : (
        <EditProblem
          problemId={problemId}
          renderEditor={renderAdminEditor}
          // The address people share and bookmark: /problem/{slug}, not the id.
          onSaved={(problem) => void navigate(paths.problem.getHref(problem.slug))}
          onBack={() => {
            setSearch({});
          }}
        />
      )}
    </AdminPage>
  );
}
