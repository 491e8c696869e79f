import { useMemo, useState, type ChangeEvent } from 'react';
import { Upload } from 'lucide-react';
import {
  CONTEST_ACCOUNTS_MESSAGES as M,
  CONTEST_ACCOUNTS_ROWS_MAX,
  parseCsv,
  readAccountRows,
  type ContestDetail,
} from '@codecourt/contracts';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import {
  refusedRows,
  useAccountsContest,
  useImportAccounts,
} from '@/features/contest-accounts/api/contest-accounts';
import { AccountsPreview } from '@/features/contest-accounts/components/accounts-preview';
import { AccountsSheet } from '@/features/contest-accounts/components/accounts-sheet';

const PANEL = 'rounded-box border border-base-300 bg-base-100 p-4 sm:p-6';

/** The organiser's batch import for one contest (issue #36 item 2): the contest first, then the form. */
export function AccountsImport({ contestId }: { contestId: string }) {
  const contest = useAccountsContest(contestId);
  if (contest.isPending) return <Spinner label="Loading the contest" />;
  if (contest.isError)
    return (
      <LoadError
        title="Could not load the contest"
        error={contest.error}
        onRetry={() => void contest.refetch()}
      />
    );
  return <AccountsImportForm contest={contest.data} />;
}

function AccountsImportForm({ contest }: { contest: ContestDetail }) {
  const [csv, setCsv] = useState('');
  const importer = useImportAccounts(contest._id);
  const read = useMemo(
    () => readAccountRows(csv, contest.teamSize, contest.categories),
    [csv, contest.teamSize, contest.categories],
  );
  const records = useMemo(() => {
    const parsed = parseCsv(csv);
    return parsed.ok ? parsed.records.slice(1) : [];
  }, [csv]);
  const blank = csv.trim() === '';
  // The API's lines once it refused the file; until then (and after an edit) the browser's own reading.
  const served = refusedRows(importer.error);
  const problems = blank ? [] : served.length > 0 ? served : read.problems;

  const edit = (text: string) => {
    setCsv(text);
    importer.reset();
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) edit(await file.text());
  };

  if (importer.data)
    return (
      <AccountsSheet
        contestTitle={contest.title}
        answer={importer.data}
        rows={read.rows}
        onAnother={() => {
          edit('');
        }}
      />
    );

  const header = contest.teamSize > 1 ? M.headerTeam : M.headerIndividual;
  const failure = importer.error && served.length === 0 ? errorMessage(importer.error) : '';
  return (
    <div className="space-y-6">
      <form
        className={`${PANEL} space-y-4`}
        aria-label="Import accounts"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          importer.mutate(csv);
        }}
      >
        <p className="text-sm text-base-content/80">
          {contest.teamSize > 1
            ? `Teams of up to ${String(contest.teamSize)} for ${contest.title}. `
            : `One person a row for ${contest.title}. `}
          {header}. At most {CONTEST_ACCOUNTS_ROWS_MAX.toLocaleString('en')} rows. A new email gets an account
          with a generated password; an email that has an account keeps it. Everyone is registered for the
          contest.
        </p>
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          CSV
          <textarea
            className="textarea h-48 w-full font-mono text-xs"
            value={csv}
            spellCheck={false}
            placeholder={
              contest.teamSize > 1
                ? 'team,affiliation,country,name1,email1,name2,email2\nNull Pointers,TU Delft,NLD,Ada Lovelace,ada@example.org,Grace Hopper,grace@example.org'
                : 'name,email\nAda Lovelace,ada@example.org'
            }
            onChange={(event) => {
              edit(event.target.value);
            }}
          />
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <label className="btn btn-sm">
            <Upload className="size-4" aria-hidden="true" /> Upload a CSV file
            <input
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              onChange={(event) => void upload(event)}
            />
          </label>
          <button
            type="submit"
            className="btn btn-primary btn-sm"
            disabled={blank || read.problems.length > 0 || importer.isPending}
          >
            {importer.isPending ? 'Creating accounts…' : 'Import'}
          </button>
          {importer.isPending && (
            <span className="text-sm text-base-content/70" role="status">
              Each password is hashed: a large file takes a minute.
            </span>
          )}
        </div>
        {(failure || served.length > 0) && (
          <p role="alert" className="text-sm text-error">
            {failure || M.invalid}
          </p>
        )}
      </form>
      <AccountsPreview records={records} problems={problems} />
    </div>
  );
}
