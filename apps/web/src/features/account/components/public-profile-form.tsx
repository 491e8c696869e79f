import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { PUBLIC_PROFILE_MESSAGES, handleSchema, type User } from '@codecourt/contracts';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useUpdatePublicProfile } from '@/features/account/api/update-public-profile';

/** The handle of the public profile (/u/{handle}) and whether anyone but the user may see it. */
export function PublicProfileForm({ user }: { user: User }) {
  const [handle, setHandle] = useState(user.handle ?? '');
  const [profilePublic, setProfilePublic] = useState(user.profilePublic ?? true);
  const [invalid, setInvalid] = useState('');
  const update = useUpdatePublicProfile();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const checked = handleSchema.safeParse(handle);
    if (!checked.success) {
      setInvalid(PUBLIC_PROFILE_MESSAGES.handleInvalid);
      return;
    }
    setInvalid('');
    update.mutate({ handle: checked.data, profilePublic });
  };

  const failure =
    update.error instanceof ApiError ? update.error.message : update.error ? String(update.error) : '';
  return (
    <form
      className="mt-4 grid gap-4 sm:max-w-md"
      onSubmit={submit}
      noValidate
      data-testid="public-profile-form"
    >
      <div className="flex flex-col gap-1.5 text-sm">
        <label htmlFor="public-profile-handle" className="font-medium">
          Handle
        </label>
        <input
          id="public-profile-handle"
          className={`input w-full ${invalid ? 'input-error' : ''}`}
          value={handle}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={invalid !== ''}
          aria-describedby="public-profile-handle-hint"
          onChange={(event) => {
            setHandle(event.target.value);
          }}
        />
        <span id="public-profile-handle-hint" className="text-base-content/75">
          Your profile’s address: /u/{handle.trim().toLowerCase() || '…'}
        </span>
        {invalid && (
          <span className="text-error" role="alert">
            {invalid}
          </span>
        )}
      </div>
      <label className="flex items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          className="toggle toggle-primary"
          checked={profilePublic}
          onChange={(event) => {
            setProfilePublic(event.target.checked);
          }}
        />
        Anyone can see my public profile
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn-primary btn-sm" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save public profile'}
        </button>
        {update.isSuccess && user.handle && (
          <span className="text-sm text-success" role="status">
            {PUBLIC_PROFILE_MESSAGES.settingsSaved}:{' '}
            <Link to={paths.publicProfile.getHref(user.handle)} className="link">
              /u/{user.handle}
            </Link>
          </span>
        )}
        {failure && (
          <span className="text-sm text-error" role="alert">
            {failure}
          </span>
        )}
      </div>
    </form>
  );
}
