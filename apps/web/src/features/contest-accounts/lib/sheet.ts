import { csvCell, type AccountRow, type ImportedAccount } from '@codecourt/contracts';

/** What the sheet prints where an account existed before the import: its owner keeps their password. */
export const EXISTING_ACCOUNT = 'existing account';

/** One printed card: a team with its members, or one person in an individual contest. */
export type SheetCard = {
  key: string;
  team: string | null;
  affiliation: string | null;
  accounts: ImportedAccount[];
};

/**
 * The answer's accounts as cards, in the file's order. The affiliation is the file's: the answer names the
 * team only, and the rows it was imported from are still on the page.
 */
export function sheetCards(accounts: readonly ImportedAccount[], rows: readonly AccountRow[]): SheetCard[] {
  const affiliationOf = new Map(
    rows.flatMap((row) => (row.team ? [[row.team.name, row.team.affiliation]] : [])),
  );
  const cards: SheetCard[] = [];
  for (const account of accounts) {
    const last = cards.at(-1);
    if (account.team !== null && last?.team === account.team) last.accounts.push(account);
    else
      cards.push({
        key: account.team ?? account.email,
        team: account.team,
        affiliation: account.team === null ? null : (affiliationOf.get(account.team) ?? null),
        accounts: [account],
      });
  }
  return cards;
}

/** The sheet as a CSV file: one line per member, the password or "existing account". */
export function sheetCsv(accounts: readonly ImportedAccount[]): string {
  const lines = accounts.map((a) =>
    [a.team ?? '', a.name, a.email, a.password ?? EXISTING_ACCOUNT].map(csvCell).join(','),
  );
  return ['team,name,email,password', ...lines].join('\r\n') + '\r\n';
}
