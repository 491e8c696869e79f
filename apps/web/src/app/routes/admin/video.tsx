import { Link } from 'react-router';
import { Video } from 'lucide-react';
import { paths } from '@/config/paths';
import { ProblemSearchList } from '@/features/admin/components/problem-search-list';
import { AdminPage } from '@/app/routes/admin/admin-page';

export default function VideoListRoute() {
  return (
    <AdminPage title="Video Solutions" description="Pick a problem to upload, replace or remove its video.">
      <ProblemSearchList
        renderAction={(problem) => (
          <Link
            to={paths.admin.upload.getHref(problem._id)}
            className="btn btn-ghost btn-sm"
            data-testid="manage-video"
            aria-label={`Video of ${problem.title}`}
          >
            <Video className="size-4" aria-hidden="true" /> Video
          </Link>
        )}
      />
    </AdminPage>
  );
}
