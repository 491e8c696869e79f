import { describe, expect, it } from 'vitest';
import { CONTEST_MESSAGES, type ContestDetail } from '@codecourt/contracts';
import {
  contestInputOf,
  contestValuesOf,
  emptyContestValues,
  fromLocalInput,
  medalErrorKey,
  nextLabel,
  toLocalInput,
  validateContestForm,
} from '@/features/admin/lib/contest-form-values';
import { storedContest, sumRow } from '@/features/admin/__tests__/contest-fixtures';

describe('the contest form', () => {
  it('when a time is typed in the local zone, then the same instant goes to the API and comes back the same', () => {
    const iso = '2030-03-04T05:06:07.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBe('');
  });

  it('when problems are added, then each gets the next free label', () => {
    expect(nextLabel([])).toBe('A');
    expect(nextLabel(['A', 'C'])).toBe('B');
  });

  it('when the end is before the start and no problem is picked, then the schema messages name those fields', () => {
    const values = { ...emptyContestValues(Date.parse('2030-01-01T00:00:00Z')), title: 'Spring round' };
    const result = validateContestForm({ ...values, endAt: values.startAt });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.endAt).toBe('The contest must end after it starts');
    expect(result.errors.problems).toBe('A contest needs at least one problem');
  });

  it('when an IOI contest is written, then it sends points and neither freeze nor penalty', () => {
    const values = {
      ...emptyContestValues(Date.parse('2030-01-01T00:00:00Z')),
      title: 'IOI day',
      format: 'ioi' as const,
      freezeAt: '2030-01-01T02:30:00',
      problems: [
        {
          problemId: '00000000-0000-4000-8000-000000000001',
          title: 'Sum',
          label: 'A',
          points: '300',
          public: false,
        },
      ],
    };
    const input = contestInputOf(values);
    expect(input.freezeAt).toBeNull();
    expect(input.penaltyMinutes).toBeUndefined();
    expect(input.problems).toEqual([
      { problemId: '00000000-0000-4000-8000-000000000001', label: 'A', points: 300, public: false },
    ]);
    expect(validateContestForm(values).ok).toBe(true);
  });

  it('when the rated box is ticked, then the contest is sent rated; a new contest starts unrated', () => {
    const fresh = emptyContestValues(Date.parse('2030-01-01T00:00:00Z'));
    expect(contestInputOf(fresh).rated).toBe(false);
    const values = {
      ...fresh,
      title: 'Rated round',
      rated: true,
      problems: [
        {
          problemId: '00000000-0000-4000-8000-000000000001',
          title: 'Sum',
          label: 'A',
          points: '',
          public: false,
        },
      ],
    };
    expect(contestInputOf(values).rated).toBe(true);
    const checked = validateContestForm(values);
    expect(checked.ok && checked.input.rated).toBe(true);
  });

  it('when a contest is opened and saved again, then each problem keeps public or hidden as it was', () => {
    const problem = { title: 'Sum', difficulty: 'easy' as const, points: 1 };
    const contest: ContestDetail = {
      ...storedContest,
      problemCount: 2,
      problems: [
        { ...problem, label: 'A', problemId: '00000000-0000-4000-8000-000000000001', public: true },
        { ...problem, label: 'B', problemId: '00000000-0000-4000-8000-000000000002', public: false },
      ],
    };
    const sent = contestInputOf(contestValuesOf(contest)).problems;
    expect(sent.map((p) => [p.label, p.public])).toEqual([
      ['A', true],
      ['B', false],
    ]);
  });

  it('when the team size is set, then it is sent as a number; out of 1–5 the schema names the field', () => {
    const fresh = emptyContestValues(Date.parse('2030-01-01T00:00:00Z'));
    expect(contestInputOf(fresh).teamSize).toBe(1);
    expect(contestValuesOf({ ...storedContest, teamSize: 4 }).teamSize).toBe('4');
    const values = {
      ...fresh,
      title: 'Regional',
      teamSize: '3',
      problems: [sumRow],
    };
    const checked = validateContestForm(values);
    expect(checked.ok && checked.input.teamSize).toBe(3);
    for (const wrong of ['6', '0', '2.5']) {
      const refused = validateContestForm({ ...values, teamSize: wrong });
      expect(refused.ok ? undefined : refused.errors.teamSize).toBe(CONTEST_MESSAGES.teamSizeInvalid);
    }
  });

  it('when a contest with medals is opened and saved, then all three counts go back; a blank count is 0', () => {
    const medals = { gold: 4, silver: 4, bronze: 5 };
    const opened = contestValuesOf({ ...storedContest, medals });
    expect(opened.medals).toEqual({ gold: '4', silver: '4', bronze: '5' });
    expect(contestInputOf(opened).medals).toEqual(medals);
    expect(contestInputOf({ ...opened, medals: { gold: '', silver: '2', bronze: '0' } }).medals).toEqual({
      gold: 0,
      silver: 2,
      bronze: 0,
    });
    expect(contestInputOf(emptyContestValues()).medals).toEqual({ gold: 0, silver: 0, bronze: 0 });
  });

  it('when a medal count is out of 0–100 or not whole, then the schema message names that colour', () => {
    const values = { ...contestValuesOf(storedContest), problems: [sumRow] };
    for (const wrong of ['101', '-1', '1.5']) {
      const refused = validateContestForm({ ...values, medals: { gold: '1', silver: wrong, bronze: '1' } });
      expect(refused.ok ? undefined : refused.errors).toEqual({
        [medalErrorKey('silver')]: CONTEST_MESSAGES.medalsInvalid,
      });
    }
    const checked = validateContestForm({ ...values, medals: { gold: '1', silver: '100', bronze: '0' } });
    expect(checked.ok && checked.input.medals).toEqual({ gold: 1, silver: 100, bronze: 0 });
  });
});
