import { useState, type SubmitEvent } from 'react';
import { createTeamRequestSchema } from '@codecourt/contracts';
import { errorMessage } from '@/lib/api-error';
import { useCreateTeam } from '@/features/teams/api/teams';

/** Names a new team (affiliation and country optional); the user becomes its captain. */
export function CreateTeamForm() {
  const [fields, setFields] = useState({ name: '', affiliation: '', country: '' });
  const [invalid, setInvalid] = useState('');
  const create = useCreateTeam();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const checked = createTeamRequestSchema.safeParse({
      name: fields.name,
      ...(fields.affiliation.trim() ? { affiliation: fields.affiliation } : {}),
      ...(fields.country.trim() ? { country: fields.country.trim().toUpperCase() } : {}),
    });
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message ?? '');
      return;
    }
    setInvalid('');
    create.mutate(checked.data, {
      onSuccess: () => {
        setFields({ name: '', affiliation: '', country: '' });
      },
    });
  };
  const field = (key: keyof typeof fields) => ({
    value: fields[key],
    onChange: (event: { target: { value: string } }) => {
      setFields({ ...fields, [key]: event.target.value });
    },
  });

  const failure = invalid || (create.error ? errorMessage(create.error) : '');
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate aria-label="Create a team">
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        Team name
        <input className="input input-sm w-full" {...field('name')} />
      </label>
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          Affiliation (optional)
          <input
            className="input input-sm w-full"
            placeholder="e.g. your university"
            {...field('affiliation')}
          />
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          Country (optional)
          <input
            className="input input-sm w-full"
            placeholder="e.g. NLD"
            maxLength={3}
            {...field('country')}
          />
        </label>
      </div>
      {failure && (
        <span className="text-sm text-error" role="alert">
          {failure}
        </span>
      )}
      <button type="submit" className="btn btn-primary btn-sm self-start" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create team'}
      </button>
    </form>
  );
}
