import { Download, Printer, TriangleAlert } from 'lucide-react';
import type { AccountRow, ImportAccountsResponse } from '@codecourt/contracts';
import { EXISTING_ACCOUNT, sheetCards, sheetCsv } from '@/features/contest-accounts/lib/sheet';
import { saveFile } from '@/lib/save-file';
import './accounts-sheet.css';

type Props = {
  contestTitle: string;
  answer: ImportAccountsResponse;
  /** The rows that were imported, for each team's affiliation. */
  rows: readonly AccountRow[];
  onAnother: () => void;
};

/** The accounts an import created: printable cards, one per team, and the same as a CSV file. */
export function AccountsSheet({ contestTitle, answer, rows, onAnother }: Props) {
  const cards = sheetCards(answer.accounts, rows);
  return (
    <section aria-labelledby="accounts-sheet-title" className="space-y-4">
      <div className="space-y-3 print:hidden">
        <h2 id="accounts-sheet-title" className="font-semibold">
          Accounts created
        </h2>
        <p className="text-sm" data-testid="accounts-summary">
          {answer.created} new account{answer.created === 1 ? '' : 's'}, {answer.existing} existing
          {answer.teams > 0
            ? `, ${String(answer.teams)} team${answer.teams === 1 ? '' : 's'} registered`
            : ', registered'}
          .
        </p>
        <div role="alert" className="alert alert-warning text-sm">
          <TriangleAlert className="size-5" aria-hidden="true" />
          <span>
            The passwords are shown this once and are not stored anywhere readable: print the sheet or
            download it now. Importing the file again will not show them again.
          </span>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => {
              window.print();
            }}
          >
            <Printer className="size-4" aria-hidden="true" /> Print sheet
          </button>
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => {
              saveFile(
                new Blob([sheetCsv(answer.accounts)], { type: 'text/csv;charset=utf-8' }),
                'accounts.csv',
              );
            }}
          >
            <Download className="size-4" aria-hidden="true" /> Download CSV
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onAnother}>
            Import another file
          </button>
        </div>
      </div>
      <div className="accounts-sheet grid gap-3 sm:grid-cols-2" data-testid="accounts-sheet">
        {cards.map((card) => (
          <article
            key={card.key}
            className="accounts-sheet-card rounded-box border border-base-300 bg-base-100 p-4"
            aria-label={card.team ?? card.accounts[0]?.name}
          >
            <p className="text-xs text-base-content/70">{contestTitle}</p>
            {card.team !== null && <h3 className="text-lg font-semibold">{card.team}</h3>}
            {card.affiliation && <p className="text-sm">{card.affiliation}</p>}
            <dl className="mt-2 space-y-2">
              {card.accounts.map((account) => (
                <div key={account.email} className="text-sm">
                  <dt className="font-medium">{account.name}</dt>
                  <dd className="break-all">
                    Email: <span className="font-mono">{account.email}</span>
                  </dd>
                  <dd>
                    Password:{' '}
                    {account.password === null ? (
                      <em>{EXISTING_ACCOUNT}</em>
                    ) : (
                      <span className="font-mono">{account.password}</span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </article>
        ))}
      </div>
    </section>
  );
}
