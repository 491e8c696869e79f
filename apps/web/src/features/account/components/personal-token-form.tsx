import { useState, type SubmitEvent } from 'react';
import { createPersonalTokenRequestSchema, type CreatedPersonalToken } from '@codecourt/contracts';
import { ApiError } from '@/lib/api-error';
import { useCreatePersonalToken } from '@/features/account/api/create-personal-token';

type Props = { userId: string; atLimit: boolean; onCreated: (token: CreatedPersonalToken) => void };

/** Names and creates a personal access token; the secret is handed to the caller to show once. */
export function PersonalTokenForm({ userId, atLimit, onCreated }: Props) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  const create = useCreatePersonalToken(userId);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const checked = createPersonalTokenRequestSchema.safeParse({ name });
    if (!checked.success) {
      setNameError(checked.error.issues[0]?.message ?? '');
      return;
    }
    setNameError('');
    create.mutate(checked.data, {
      onSuccess: (token) => {
        setName('');
        onCreated(token);
      },
    });
  };

  const failure =
    create.error instanceof ApiError ? create.error.message : create.error ? String(create.error) : '';
  return (
    <form className="mt-4 flex flex-col gap-2" onSubmit={submit} noValidate data-testid="token-form">
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col gap-1.5 text-sm font-medium">
          Token name
          <input
            className={`input input-sm w-full ${nameError ? 'input-error' : ''}`}
            value={name}
            placeholder="e.g. grading script"
            aria-invalid={nameError !== ''}
            onChange={(event) => {
              setName(event.target.value);
            }}
          />
        </label>
        <button type="submit" className="btn btn-primary btn-sm" disabled={create.isPending || atLimit}>
          {create.isPending ? 'Creating…' : 'Create token'}
        </button>
      </div>
      {nameError && (
        <span className="text-sm text-error" role="alert">
          {nameError}
        </span>
      )}
      {failure && (
        <span className="text-sm text-error" role="alert">
          {failure}
        </span>
      )}
    </form>
  );
}
