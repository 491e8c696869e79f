import { useParams } from 'react-router';
import { AdminPage } from '@/app/routes/admin/admin-page';
import { IntegrityReport } from '@/features/integrity/components/integrity-report';

export default function AdminContestIntegrityRoute() {
  const { contestId = '' } = useParams();
  return (
    <AdminPage
      title="Integrity report"
      description="Pairs of suspiciously similar submissions, per problem and language. Nothing is decided automatically."
    >
      <IntegrityReport contestId={contestId} />
    </AdminPage>
  );
}
