import { useAuth } from '@/lib/auth';
import { DailyCard } from '@/features/daily-problem/components/daily-card';
import { CompanyLogos } from '@/features/landing/components/company-logos';
import { useLanding } from '@/features/landing/api/get-landing';
import { FeatureGrid } from '@/features/landing/components/feature-grid';
import { Hero } from '@/features/landing/components/hero';
import { LandingStats } from '@/features/landing/components/landing-stats';
import { LandingContentNote } from '@/features/landing/components/landing-content-note';
import { SignupCall } from '@/features/landing/components/signup-call';
import { SuccessStories } from '@/features/landing/components/success-stories';

export default function LandingRoute() {
  const signedIn = useAuth((s) => s.isAuthenticated);
  const admin = useAuth((s) => s.user?.role === 'admin');
  const landing = useLanding();
  const content = landing.status === 'ready' ? landing.landing : undefined;
  return (
    <>
      <title>CodeCourt · Practice coding interviews</title>
      <Hero signedIn={signedIn} />
      {signedIn && (
        <div className="mx-auto w-full max-w-5xl px-4">
          <DailyCard />
        </div>
      )}
      {admin && content && <LandingContentNote figures={content.figures.mode} />}
      <LandingStats state={landing} />
      <CompanyLogos companies={content?.companies ?? []} />
      <FeatureGrid />
      <SuccessStories stories={content?.stories ?? []} />
      {!signedIn && <SignupCall />}
    </>
  );
}
