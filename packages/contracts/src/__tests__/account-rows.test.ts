import { describe, expect, it } from 'vitest';
import { readAccountRows, splitName } from '../account-rows.js';
import { CONTEST_ACCOUNTS_MESSAGES as M, CONTEST_ACCOUNTS_ROWS_MAX } from '../contest-accounts.js';

const TEAM_HEADER = 'team,affiliation,country,name1,email1,name2,email2';

describe('readAccountRows', () => {
  it('when a team row is read, then its team is trimmed, the country capitalised and the emails lower-cased', () => {
    const read = readAccountRows(
      `${TEAM_HEADER}\n  Kernel  Panic ,TU Delft,nld,Ada  Lovelace,ADA@Example.com,,`,
      3,
    );

    expect(read).toEqual({
      problems: [],
      rows: [
        {
          line: 2,
          team: { name: 'Kernel Panic', affiliation: 'TU Delft', country: 'NLD' },
          members: [
            { name: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
          ],
          category: null,
        },
      ],
    });
  });

  it('when the contest has categories, then each row names one in any case, and a missing or unknown one is a problem', () => {
    const categories = ['Students', 'Open'];
    const read = readAccountRows(
      [
        'name,email,category',
        'Ada Lovelace,a@x.org,students',
        'Alan Turing,t@x.org,',
        'Grace Hopper,g@x.org,Alumni',
      ].join('\n'),
      1,
      categories,
    );

    expect(read.rows.map((row) => row.category)).toEqual(['Students']);
    expect(read.problems).toEqual([
      { line: 3, message: M.categoryRequired(categories) },
      { line: 4, message: M.categoryUnknown('Alumni', categories) },
    ]);
    expect(readAccountRows('name,email,category\nAda Lovelace,a@x.org,Open', 1).problems).toEqual([
      { line: 2, message: M.categoryUnknown('Open', []) },
    ]);
  });

  it('when a header does not fit the contest, then line 1 says which header it takes', () => {
    expect(readAccountRows('name,email\nAda Lovelace,a@x.org', 3).problems).toEqual([
      { line: 1, message: M.headerUnknown('name', true) },
    ]);
    expect(readAccountRows(`${TEAM_HEADER}\nT,,,Ada Lovelace,a@x.org,,`, 1).problems).toEqual([
      { line: 1, message: M.headerUnknown('team', false) },
    ]);
    expect(readAccountRows('name,email,name\nx', 1).problems).toEqual([
      { line: 1, message: M.headerRepeated('name') },
    ]);
  });

  it('when members are half given, then each half is named by its slot', () => {
    const read = readAccountRows(
      `${TEAM_HEADER}\nT1,,,Ada Lovelace,,Grace Hopper,g@x.org\nT2,,,,a@x.org,,\nT3,,,,,,`,
      3,
    );

    expect(read.problems).toEqual([
      { line: 2, message: M.emailRequired(1) },
      { line: 3, message: M.nameRequired(1) },
      { line: 4, message: M.noMembers },
    ]);
    expect(read.rows).toEqual([]);
  });

  it('when a row has more fields than the header or a repeated team name, then it is refused', () => {
    const read = readAccountRows(
      `team,name1,email1\nT,Ada Lovelace,a@x.org,extra\nt,Grace Hopper,g@x.org`,
      2,
    );

    expect(read.problems).toEqual([
      { line: 2, message: M.extraFields },
      { line: 3, message: M.teamRepeated(2) },
    ]);
  });

  it('when the file has more rows than one import takes, then it is refused before any row is read', () => {
    const rows = Array.from({ length: CONTEST_ACCOUNTS_ROWS_MAX + 1 }, (_, i) => `Person ${i},p${i}@x.org`);

    expect(readAccountRows(['name,email', ...rows].join('\n'), 1).problems).toEqual([
      { line: 1, message: M.tooManyRows },
    ]);
    expect(readAccountRows(['name,email', ...rows.slice(1)].join('\n'), 1).rows).toHaveLength(
      CONTEST_ACCOUNTS_ROWS_MAX,
    );
  });
});

describe('splitName', () => {
  it('when the first word is a valid first name, then it is the first name and the rest the last', () => {
    expect(splitName('Ada King Lovelace')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
    expect(splitName('Margaret')).toEqual({ firstName: 'Margaret', lastName: null });
  });

  it('when the first word is too short to be a first name, then the whole name is the first name', () => {
    expect(splitName('Li Wei')).toEqual({ firstName: 'Li Wei', lastName: null });
  });
});
