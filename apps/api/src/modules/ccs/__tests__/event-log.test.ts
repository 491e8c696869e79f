// The event feed's log: what is appended when snapshots change, in which order, and where tokens lead.
import { describe, expect, it } from 'vitest';
import type { CcsSnapshot } from '../ccs-snapshot.js';
import { createEventLog } from '../event-log.js';
import { problemsOf } from './ccs-schema.js';

const STATE = {
  started: null,
  frozen: null,
  ended: null,
  thawed: null,
  finalized: null,
  end_of_updates: null,
};
const submission = (id: string) => ({
  id,
  language_id: 'python',
  problem_id: 'p1',
  team_id: 't1',
  time: '2026-05-01T10:01:00.000Z',
  contest_time: '0:01:00.000',
  files: [],
});

const snapshot = (over: Partial<CcsSnapshot> = {}): CcsSnapshot => ({
  contest: {
    id: 'c1',
    name: 'Round',
    formal_name: 'Round',
    start_time: '2026-05-01T10:00:00.000Z',
    duration: '5:00:00.000',
    scoreboard_freeze_duration: null,
    scoreboard_thaw_time: null,
    scoreboard_type: 'pass-fail',
    penalty_time: 20,
  },
  state: STATE,
  'judgement-types': [{ id: 'AC', name: 'correct', penalty: false, solved: true }],
  languages: [],
  problems: [{ id: 'p1', label: 'A', name: 'Add', ordinal: 1, time_limit: 1, test_data_count: 2 }],
  groups: [],
  organizations: [],
  persons: [],
  accounts: [],
  teams: [
    {
      id: 't1',
      label: '1',
      name: 'Ada',
      display_name: 'Ada',
      organization_id: null,
      group_ids: [],
      hidden: false,
    },
  ],
  submissions: [],
  judgements: [],
  runs: [],
  clarifications: [],
  awards: [],
  scoreboard: { time: '2026-05-01T10:00:00.000Z', contest_time: '0:00:00.000', state: STATE, rows: [] },
  ...over,
});

const kinds = (events: { type: string; id: string | null }[]) => events.map((e) => `${e.type}:${e.id ?? ''}`);

describe('the event log', () => {
  it('when the first snapshot is recorded, then every object is an event and the state comes last', () => {
    const log = createEventLog('ab12');

    const events = log.record(snapshot());

    expect(kinds(events)).toEqual(['contest:c1', 'judgement-types:AC', 'problems:p1', 'teams:t1', 'state:']);
    expect(events.map((e) => e.token)).toEqual(['ab12-1', 'ab12-2', 'ab12-3', 'ab12-4', 'ab12-5']);
    for (const event of events) expect(problemsOf('event', event)).toEqual([]);
  });

  it('when nothing changed, then nothing is appended; when objects change, appear or go, then only they are', () => {
    const log = createEventLog('ab12');
    log.record(snapshot({ submissions: [submission('s1')] }));

    const same = log.record(snapshot({ submissions: [submission('s1')] }));
    const changed = log.record(
      snapshot({
        teams: [
          {
            id: 't1',
            label: '1',
            name: 'Ada L',
            display_name: 'Ada L',
            organization_id: null,
            group_ids: [],
            hidden: false,
          },
        ],
        submissions: [submission('s2')],
        state: { ...STATE, started: '2026-05-01T10:00:00.000Z' },
      }),
    );

    expect(same).toEqual([]);
    expect(kinds(changed)).toEqual(['teams:t1', 'submissions:s2', 'submissions:s1', 'state:']);
    expect(changed[2]?.data).toBeNull();
  });

  it('when a client asks since a token, then it gets what came after; an unknown or foreign token is refused', () => {
    const log = createEventLog('ab12');
    log.record(snapshot());
    log.record(snapshot({ submissions: [submission('s1')] }));

    expect(kinds(log.since('ab12-5') ?? [])).toEqual(['submissions:s1']);
    expect(log.since('ab12-6')).toEqual([]);
    expect(log.since(undefined)).toHaveLength(6);
    expect(log.since('ab12-7')).toBeUndefined();
    expect(log.since('ffff-1')).toBeUndefined();
    expect(log.since('nonsense')).toBeUndefined();
  });
});
