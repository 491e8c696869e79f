// Host files named after the process that owns them (process boxes, build locks) are left behind when that
// process is killed; the next process asks whether the owner still runs.

/** Whether the process `pid` still runs on this host. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
