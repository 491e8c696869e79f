// An engine whose judgings count their pieces under way through the places their caller gives (D17), per
// owner: what "two tests of one submission ran at once" is measured by in the judging tests.
import type { Judge, JudgeHooks } from '@codecourt/judge';

export type CountedEngine = {
  engine: Judge;
  /** Whose judging ended, in order (the mark `# who` on the source's first line). */
  ended: string[];
  /** The most pieces (compile, tests) of one owner's judging under way at once. */
  mostAtOnce: Map<string, number>;
};

function counted(who: string, most: Map<string, number>, hooks: JudgeHooks = {}): JudgeHooks {
  let running = 0;
  const count =
    <T>(work: () => Promise<T>) =>
    async () => {
      running += 1;
      most.set(who, Math.max(most.get(who) ?? 0, running));
      try {
        return await work();
      } finally {
        running -= 1;
      }
    };
  const { slot, spare } = hooks;
  return {
    ...hooks,
    ...(slot && { slot: <T>(work: () => Promise<T>) => slot(count(work)) }),
    ...(spare && { spare: <T>(work: () => Promise<T>) => spare(count(work)) }),
  };
}

/** Wraps a real engine: judging is unchanged, only watched. */
export function countedEngine(real: Judge): CountedEngine {
  const ended: string[] = [];
  const mostAtOnce = new Map<string, number>();
  const engine: Judge = {
    ...real,
    judge: async (request, hooks) => {
      const who = /^# (\w+)/.exec(request.source)?.[1] ?? 'nobody';
      try {
        return await real.judge(request, counted(who, mostAtOnce, hooks));
      } finally {
        ended.push(who);
      }
    },
    close: () => real.close(),
  };
  return { engine, ended, mostAtOnce };
}
