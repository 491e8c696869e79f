// Where the machine's CPU went during a run (issue #39: how much of a slow board event is the API's own share
// of the CPU, how much the judge's or the database's). Each group is some processes and everything below
// them, counting what their reaped children used (cutime: a finished compile lands in its worker's), against
// the machine's busy time from /proc/stat. Linux only.
import { readdir, readFile } from 'node:fs/promises';

export const TICKS_PER_SECOND = 100;

export type Proc = { pid: number; ppid: number; comm: string; own: number; reaped: number };

/** A process's line of /proc/<pid>/stat, or undefined once it has ended. */
export async function readProc(pid: number): Promise<Proc | undefined> {
  try {
    const stat = await readFile(`/proc/${String(pid)}/stat`, 'utf8');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // After "pid (comm) ": state, ppid, ...; utime, stime, cutime, cstime are the 12th to 15th from there.
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const [ppid = 0, utime = 0, stime = 0, cutime = 0, cstime = 0] = [1, 11, 12, 13, 14].map(
      (i) => fields[i] ?? 0,
    );
    return { pid, ppid, comm, own: utime + stime, reaped: cutime + cstime };
  } catch {
    return undefined; // Ended while read.
  }
}

async function allProcesses(): Promise<Proc[]> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  return (await Promise.all(pids.map(readProc))).filter((p): p is Proc => p !== undefined);
}

async function busyTicks(): Promise<number> {
  const [line = ''] = (await readFile('/proc/stat', 'utf8')).split('\n');
  const [, ...values] = line.trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal (guest time is already in user).
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = values.map(Number);
  return user + nice + system + irq + softirq + steal;
}

/** A group: its root processes, chosen from every process on the machine; `alone`: without descendants. */
export type CpuGroup = { name: string; roots: (all: readonly Proc[]) => number[]; alone?: boolean };

export type CpuSnapshot = { busy: number; groups: Map<string, number> };

/** Each group's CPU ticks so far; a process is counted in the first group that reaches it. */
export async function cpuSnapshot(groups: readonly CpuGroup[]): Promise<CpuSnapshot> {
  const [all, busy] = await Promise.all([allProcesses(), busyTicks()]);
  const children = new Map<number, Proc[]>();
  for (const p of all) {
    const siblings = children.get(p.ppid);
    if (siblings) siblings.push(p);
    else children.set(p.ppid, [p]);
  }
  const byPid = new Map(all.map((p) => [p.pid, p]));
  const counted = new Set<number>();
  const totals = new Map<string, number>();
  for (const group of groups) {
    let ticks = 0;
    const queue = group.roots(all).flatMap((pid) => byPid.get(pid) ?? []);
    while (queue.length > 0) {
      const p = queue.shift() as Proc;
      if (counted.has(p.pid)) continue;
      counted.add(p.pid);
      ticks += p.own + (group.alone ? 0 : p.reaped);
      if (!group.alone) queue.push(...(children.get(p.pid) ?? []));
    }
    totals.set(group.name, ticks);
  }
  return { busy, groups: totals };
}

/** "APIs 61% (372 s), ..., other 3%": each group's share of the machine's busy CPU between two snapshots. */
export function cpuSharesText(before: CpuSnapshot, after: CpuSnapshot): string {
  const busy = Math.max(1, after.busy - before.busy);
  let named = 0;
  const parts = [...after.groups].map(([name, ticks]) => {
    const used = Math.max(0, ticks - (before.groups.get(name) ?? 0));
    named += used;
    return `${name} ${((100 * used) / busy).toFixed(0)}% (${(used / TICKS_PER_SECOND).toFixed(0)} s)`;
  });
  parts.push(`other ${((100 * Math.max(0, busy - named)) / busy).toFixed(0)}%`);
  return `${parts.join(', ')} of ${(busy / TICKS_PER_SECOND).toFixed(0)} CPU seconds busy`;
}

/** Roots by command name whose parent is not of that name (PostgreSQL's postmaster, redis-server). */
export const rootsNamed =
  (comm: string) =>
  (all: readonly Proc[]): number[] => {
    const named = new Set(all.filter((p) => p.comm === comm).map((p) => p.pid));
    return all.filter((p) => named.has(p.pid) && !named.has(p.ppid)).map((p) => p.pid);
  };
