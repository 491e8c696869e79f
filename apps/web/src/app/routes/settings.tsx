import { Link } from 'react-router';
import { THEMES } from '@/config/themes';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useTheme } from '@/lib/theme';
import { NameForm } from '@/features/account/components/name-form';
import { PublicProfileForm } from '@/features/account/components/public-profile-form';
import { GitSyncSection } from '@/features/account/components/git-sync-section';
import { ExportSection } from '@/features/account/components/export-section';
import { PersonalTokensSection } from '@/features/account/components/personal-tokens-section';
import { TwoFactorSection } from '@/features/two-factor/components/two-factor-section';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';

export default function SettingsRoute() {
  const user = useAuth((s) => s.user);
  const { theme, setTheme } = useTheme();
  return (
    <PageContainer narrow>
      <title>Settings · CodeCourt</title>
      <PageHeader
        title="Settings"
        description="Your name, your public profile, your password, how CodeCourt looks in this browser, tokens for the API, and your solutions: synced to Git or downloaded."
      />
      <div className="space-y-6">
        <section
          className="rounded-box border border-base-300 bg-base-100 p-6"
          aria-labelledby="appearance-title"
        >
          <h2 id="appearance-title" className="font-semibold">
            Appearance
          </h2>
          <p className="mt-1 text-sm text-base-content/70">Choose how CodeCourt looks on this device.</p>
          <div className="join mt-4" role="radiogroup" aria-label="Theme">
            {THEMES.map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={theme === option}
                className={`btn join-item btn-sm capitalize ${theme === option ? 'btn-primary' : 'btn-ghost border-base-300'}`}
                onClick={() => {
                  setTheme(option);
                }}
              >
                {option}
              </button>
            ))}
          </div>
        </section>
        <section
          className="rounded-box border border-base-300 bg-base-100 p-6"
          aria-labelledby="account-title"
        >
          <h2 id="account-title" className="font-semibold">
            Account
          </h2>
          {user ? (
            <>
              <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
                <dt className="text-base-content/75">Email</dt>
                <dd className="break-all">{user.emailId}</dd>
              </dl>
              <NameForm user={user} />
            </>
          ) : (
            <p className="mt-1 text-sm text-base-content/70">
              <Link to={paths.auth.login.getHref(paths.settings.getHref())} className="link link-primary">
                Sign in
              </Link>{' '}
              to see your account details.
            </p>
          )}
        </section>
        {user && (
          <section
            className="rounded-box border border-base-300 bg-base-100 p-6"
            aria-labelledby="public-profile-title"
          >
            <h2 id="public-profile-title" className="font-semibold">
              Public profile
            </h2>
            <p className="mt-1 text-sm text-base-content/70">
              Your solved problems, rating, contests and badges at your own address; never your email or code.
            </p>
            <PublicProfileForm user={user} />
          </section>
        )}
        {user && <PersonalTokensSection userId={user._id} />}
        {user && <GitSyncSection userId={user._id} />}
        {user && <ExportSection />}
        {user && (
          <section
            className="rounded-box border border-base-300 bg-base-100 p-6"
            aria-labelledby="password-title"
          >
            <h2 id="password-title" className="font-semibold">
              Password
            </h2>
            <p className="mt-1 text-sm text-base-content/70">
              Changing it signs you out on your other devices; this one stays signed in.
            </p>
            <ChangePasswordForm />
          </section>
        )}
        {user && <TwoFactorSection user={user} />}
      </div>
    </PageContainer>
  );
}
