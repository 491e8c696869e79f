import { useParams } from 'react-router';
import { PageContainer } from '@/components/ui/page-header';
import { BadgeList } from '@/features/profile/components/badge-list';
import { PublicProfilePage } from '@/features/public-profile/components/public-profile-page';

export default function PublicProfileRoute() {
  const { handle = '' } = useParams();
  return (
    <PageContainer>
      <PublicProfilePage handle={handle} renderBadges={(badges) => <BadgeList earned={badges} />} />
    </PageContainer>
  );
}
