import { useState, type SubmitEvent } from 'react';
import { updateProfileRequestSchema, type User } from '@codecourt/contracts';
import { ApiError } from '@/lib/api-error';
import { useUpdateProfile } from '@/features/account/api/update-profile';

type FieldErrors = { firstName?: string; lastName?: string };

/** Changes the user's first and last name under the same rules as signup. */
export function NameForm({ user }: { user: User }) {
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateProfile();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const checked = updateProfileRequestSchema.safeParse({ firstName, lastName });
    if (!checked.success) {
      const fields: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === 'firstName' || field === 'lastName') && !fields[field]) fields[field] = issue.message;
      }
      setErrors(fields);
      return;
    }
    setErrors({});
    update.mutate({ firstName, lastName });
  };

  const failure =
    update.error instanceof ApiError ? update.error.message : update.error ? String(update.error) : '';
  return (
    <form className="mt-4 grid gap-4 sm:max-w-md" onSubmit={submit} noValidate data-testid="name-form">
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        First name
        <input
          className={`input w-full ${errors.firstName ? 'input-error' : ''}`}
          value={firstName}
          aria-invalid={errors.firstName !== undefined}
          onChange={(event) => {
            setFirstName(event.target.value);
          }}
        />
        {errors.firstName && (
          <span className="font-normal text-error" role="alert">
            {errors.firstName}
          </span>
        )}
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        Last name (optional)
        <input
          className={`input w-full ${errors.lastName ? 'input-error' : ''}`}
          value={lastName}
          aria-invalid={errors.lastName !== undefined}
          onChange={(event) => {
            setLastName(event.target.value);
          }}
        />
        {errors.lastName && (
          <span className="font-normal text-error" role="alert">
            {errors.lastName}
          </span>
        )}
      </label>
      <div className="flex items-center gap-3">
        <button type="submit" className="btn btn-primary btn-sm" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save name'}
        </button>
        {update.isSuccess && (
          <span className="text-sm text-success" role="status">
            Your name was saved.
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
