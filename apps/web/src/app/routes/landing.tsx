import { useAuth } from '@/lib/auth';
import { DailyCard } from '@/features/daily-problem/components/daily-card';
import { CompanyLogos } from '@/features/landing/components/company-logos';
import { FeatureGrid } from '@/features/landing/components/feature-grid';
import { Hero } from '@/features/landing/components/hero';
import { LandingStats } from '@/features/landing/components/landing-stats';
import { SignupCall } from '@/features/landing/components/signup-call';
import { SuccessStories } from '@/features/landing/components/success-stories';

export default function LandingRoute() {
  const signedIn = useAuth((s) => s.isAuthenticated);
  return (
    <>
      <title>CodeCourt · Practice coding interviews</title>
      <Hero signedIn={signedIn} />
      {signedIn && (
        <div className="mx-auto w-full max-w-5xl px-4">
          <DailyCard />
        </div>
      )}
      <LandingStats />
      <CompanyLogos />
      <FeatureGrid />
      <SuccessStories />
      {!signedIn && <SignupCall />}
    </>
  );
}
