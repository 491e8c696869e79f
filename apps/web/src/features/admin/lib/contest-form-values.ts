import {
  CONTEST_DEFAULT_PENALTY_MINUTES,
  CONTEST_TEAM_SIZE,
  contestInputSchema,
  type ContestDetail,
  type ContestFormat,
  type ContestInput,
  type ContestMedal,
  type ContestMedals,
  type ContestRegistration,
} from '@codecourt/contracts';

/**
 * One problem of the set being edited; points stay text while typed. `public`: it stays in the library
 * during the contest (the organiser's answer to "keep it public?"); otherwise hidden until the end.
 */
export type ContestProblemRow = {
  problemId: string;
  title: string;
  label: string;
  points: string;
  public: boolean;
};

/** The contest form as typed: times in the admin's own time zone (datetime-local), numbers as text. */
export type ContestFormValues = {
  title: string;
  slug: string;
  description: string;
  format: ContestFormat;
  startAt: string;
  endAt: string;
  freezeAt: string;
  windowMinutes: string;
  penaltyMinutes: string;
  registration: ContestRegistration;
  accessCode: string;
  /** Issue #36: members a registered team may have; 1 is an individual contest. */
  teamSize: string;
  /** Issue #36: places that get each medal on the final board, as typed. */
  medals: Record<ContestMedal, string>;
  /** Issue #36: the categories a participant registers in (Students, Open, ...); none by default. */
  categories: string[];
  /** Issue #23: the contest changes ratings when finalised. */
  rated: boolean;
  problems: ContestProblemRow[];
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value (to the second) in this browser's time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const date = `${String(d.getFullYear())}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${date}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A datetime-local value (this browser's time zone) as an ISO instant; '' stays '' so the schema names it. */
export function fromLocalInput(value: string): string {
  const time = new Date(value).getTime();
  return value === '' || Number.isNaN(time) ? '' : new Date(time).toISOString();
}

/** The next label after the ones taken: A, B, …, Z, then A1. */
export function nextLabel(taken: readonly string[]): string {
  for (let i = 0; i < 26; i += 1) {
    const label = String.fromCharCode(65 + i);
    if (!taken.includes(label)) return label;
  }
  return `A${String(taken.length)}`;
}

export function emptyContestValues(now = Date.now()): ContestFormValues {
  const hour = 60 * 60_000;
  const start = Math.ceil(now / hour) * hour + hour;
  return {
    title: '',
    slug: '',
    description: '',
    format: 'icpc',
    startAt: toLocalInput(new Date(start).toISOString()),
    endAt: toLocalInput(new Date(start + 2 * hour).toISOString()),
    freezeAt: '',
    windowMinutes: '',
    penaltyMinutes: String(CONTEST_DEFAULT_PENALTY_MINUTES.icpc),
    registration: 'open',
    accessCode: '',
    teamSize: String(CONTEST_TEAM_SIZE.min),
    medals: { gold: '0', silver: '0', bronze: '0' },
    categories: [],
    rated: false,
    problems: [],
  };
}

export function contestValuesOf(contest: ContestDetail): ContestFormValues {
  return {
    title: contest.title,
    slug: contest.slug,
    description: contest.description,
    format: contest.format,
    startAt: toLocalInput(contest.startAt),
    endAt: toLocalInput(contest.endAt),
    freezeAt: contest.freezeAt ? toLocalInput(contest.freezeAt) : '',
    windowMinutes: contest.windowMinutes === null ? '' : String(contest.windowMinutes),
    penaltyMinutes: String(contest.penaltyMinutes),
    registration: contest.registration,
    accessCode: contest.accessCode ?? '',
    teamSize: String(contest.teamSize),
    medals: {
      gold: String(contest.medals.gold),
      silver: String(contest.medals.silver),
      bronze: String(contest.medals.bronze),
    },
    categories: [...contest.categories],
    rated: contest.rated,
    problems: contest.problems.map((p) => ({
      problemId: p.problemId,
      title: p.title,
      label: p.label,
      points: String(p.points),
      // Sent back as it is stored: a save must not hide a problem the organiser kept public.
      public: p.public ?? false,
    })),
  };
}

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** Always all three: the API saves the whole contest, so a count left out would be reset to 0. */
function medalsOf(typed: Record<ContestMedal, string>): ContestMedals {
  const count = (medal: ContestMedal) => numberOrUndefined(typed[medal]) ?? 0;
  return { gold: count('gold'), silver: count('silver'), bronze: count('bronze') };
}

/** The request body the form stands for (not yet validated). */
export function contestInputOf(values: ContestFormValues): ContestInput {
  const usesPoints = values.format !== 'icpc';
  return {
    title: values.title,
    ...(values.slug.trim() === '' ? {} : { slug: values.slug.trim() }),
    description: values.description,
    format: values.format,
    startAt: fromLocalInput(values.startAt),
    endAt: fromLocalInput(values.endAt),
    freezeAt: values.format === 'ioi' || values.freezeAt === '' ? null : fromLocalInput(values.freezeAt),
    windowMinutes: numberOrUndefined(values.windowMinutes) ?? null,
    ...(values.format === 'ioi' ? {} : { penaltyMinutes: numberOrUndefined(values.penaltyMinutes) }),
    registration: values.registration,
    accessCode: values.registration === 'code' ? values.accessCode : null,
    teamSize: numberOrUndefined(values.teamSize),
    medals: medalsOf(values.medals),
    // Always sent: the API saves the whole contest, so a list left out would drop every category.
    categories: values.categories,
    rated: values.rated,
    problems: values.problems.map((p) => ({
      problemId: p.problemId,
      label: p.label,
      ...(usesPoints && p.points.trim() !== '' ? { points: Number(p.points) } : {}),
      public: p.public,
    })),
  };
}

/** Where validateContestForm keys a medal count's message. */
export const medalErrorKey = (medal: ContestMedal) => `medals.${medal}`;

/** Checks the form with the API's own schema; answers the body, or the first message per field. */
export function validateContestForm(
  values: ContestFormValues,
): { ok: true; input: ContestInput } | { ok: false; errors: Partial<Record<string, string>> } {
  const input = contestInputOf(values);
  const parsed = contestInputSchema.safeParse(input);
  if (parsed.success) return { ok: true, input };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of parsed.error.issues) {
    const [name = 'form', medal] = issue.path;
    // Each medal count has its own field, so its message is keyed `medals.gold` and so on.
    const field =
      name === 'medals' && medal !== undefined ? medalErrorKey(medal as ContestMedal) : String(name);
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
