import { describe, expect, it } from 'vitest';
import { parseCsv, readAccountRows, type ImportedAccount } from '@codecourt/contracts';
import { EXISTING_ACCOUNT, sheetCards, sheetCsv } from '@/features/contest-accounts/lib/sheet';

const accounts: ImportedAccount[] = [
  { team: 'Null, Pointers', name: 'Ada Lovelace', email: 'ada@x.org', password: 'Abcd-efg2-Hjk3' },
  { team: 'Null, Pointers', name: 'Grace Hopper', email: 'grace@x.org', password: null },
  { team: 'Kernel Panic', name: 'Alan Turing', email: 'alan@x.org', password: 'Mnpq-rst4-Uvw5' },
];
const rows = readAccountRows(
  'team,affiliation,name1,email1,name2,email2\n"Null, Pointers",TU Delft,Ada Lovelace,ada@x.org,Grace Hopper,grace@x.org\nKernel Panic,,Alan Turing,alan@x.org,,',
  2,
).rows;

describe('the accounts sheet', () => {
  it('when accounts are grouped, then each team is one card with the file’s affiliation', () => {
    expect(
      sheetCards(accounts, rows).map((card) => [card.team, card.affiliation, card.accounts.length]),
    ).toEqual([
      ['Null, Pointers', 'TU Delft', 2],
      ['Kernel Panic', null, 1],
    ]);
  });

  it('when people have no team, then each is a card of their own', () => {
    const people = accounts.map((account) => ({ ...account, team: null }));

    expect(sheetCards(people, []).map((card) => card.accounts.map((a) => a.email))).toEqual([
      ['ada@x.org'],
      ['grace@x.org'],
      ['alan@x.org'],
    ]);
  });

  it('when the sheet is downloaded, then its CSV reads back with every password or "existing account"', () => {
    const parsed = parseCsv(sheetCsv(accounts));

    expect(parsed.ok && parsed.records.map((record) => record.fields)).toEqual([
      ['team', 'name', 'email', 'password'],
      ['Null, Pointers', 'Ada Lovelace', 'ada@x.org', 'Abcd-efg2-Hjk3'],
      ['Null, Pointers', 'Grace Hopper', 'grace@x.org', EXISTING_ACCOUNT],
      ['Kernel Panic', 'Alan Turing', 'alan@x.org', 'Mnpq-rst4-Uvw5'],
    ]);
  });
});
