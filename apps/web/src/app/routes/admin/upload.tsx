import { useParams } from 'react-router';
import { VideoManager } from '@/features/admin/components/video-manager';
import { AdminPage } from '@/app/routes/admin/admin-page';

export default function UploadVideoRoute() {
  const { problemId = '' } = useParams();
  return (
    <AdminPage title="Upload Video" description="One video per problem: a new upload replaces the old one.">
      <VideoManager problemId={problemId} />
    </AdminPage>
  );
}
