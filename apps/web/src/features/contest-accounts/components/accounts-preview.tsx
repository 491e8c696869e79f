import { FileSpreadsheet } from 'lucide-react';
import type { AccountRowProblem, CsvRecord } from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';

type Props = {
  /** The file's data records (the header left out). */
  records: readonly CsvRecord[];
  /** Problems found in the browser or answered by the import, by line; line 1 is the header. */
  problems: readonly AccountRowProblem[];
};

/** The file as it will be imported: each row on its line, with what is wrong with it. */
export function AccountsPreview({ records, problems }: Props) {
  const byLine = new Map<number, string[]>();
  for (const { line, message } of problems) byLine.set(line, [...(byLine.get(line) ?? []), message]);
  const rowLines = new Set(records.map((record) => record.line));
  const fileProblems = problems.filter((problem) => !rowLines.has(problem.line));
  const refused = records.filter((record) => byLine.has(record.line)).length;

  return (
    <section aria-labelledby="accounts-preview-title" className="space-y-3">
      <h2 id="accounts-preview-title" className="font-semibold">
        Preview
      </h2>
      {fileProblems.length > 0 && (
        <ul role="alert" className="alert alert-error flex flex-col items-start gap-1 text-sm">
          {fileProblems.map((problem) => (
            <li key={`${String(problem.line)} ${problem.message}`}>
              Line {problem.line}: {problem.message}
            </li>
          ))}
        </ul>
      )}
      {records.length === 0 ? (
        fileProblems.length === 0 && (
          <EmptyState icon={FileSpreadsheet} title="No rows yet">
            Paste the CSV above or upload the file: its rows appear here before anything is imported.
          </EmptyState>
        )
      ) : (
        <>
          <p className="text-sm text-base-content/70" data-testid="accounts-preview-count">
            {records.length} row{records.length === 1 ? '' : 's'}
            {refused > 0 ? `, ${String(refused)} to fix` : ', ready to import'}
          </p>
          <div className="overflow-x-auto rounded-box border border-base-300">
            <table className="table table-sm">
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Row</th>
                  <th scope="col">Check</th>
                </tr>
              </thead>
              <tbody>
                {records.map((record) => {
                  const messages = byLine.get(record.line);
                  return (
                    <tr key={record.line} className={messages ? 'bg-error/10' : undefined}>
                      <td className="tabular-nums">{record.line}</td>
                      <td className="break-words">
                        {record.fields.filter((field) => field.trim()).join(' · ')}
                      </td>
                      <td>
                        {messages ? (
                          <ul className="text-error">
                            {messages.map((message) => (
                              <li key={message}>{message}</li>
                            ))}
                          </ul>
                        ) : (
                          <span className="text-success">Ready</span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
