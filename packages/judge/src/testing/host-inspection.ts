// Looks at the host after a hostile program: leftover processes (by argv marker) and files.
import { readdir, readFile, access } from 'node:fs/promises';

async function processTable(): Promise<{ pid: string; cmdline: string; comm: string; uid: number }[]> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const rows = await Promise.all(
    pids.map(async (pid) => {
      try {
        const [cmdline, comm, status] = await Promise.all([
          readFile(`/proc/${pid}/cmdline`, 'latin1'),
          readFile(`/proc/${pid}/comm`, 'latin1'),
          readFile(`/proc/${pid}/status`, 'latin1'),
        ]);
        const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1] ?? -1);
        return { pid, cmdline: cmdline.replace(/\0/g, ' '), comm: comm.trim(), uid };
      } catch {
        return null;
      }
    }),
  );
  return rows.filter((row) => row !== null);
}

/** Processes whose argv holds the marker (or that match `extra`), right now. */
export async function leftoverProcesses(
  marker: string,
  extra: (row: { comm: string; uid: number }) => boolean = () => false,
): Promise<string[]> {
  const found = (await processTable()).filter((row) => row.cmdline.includes(marker) || extra(row));
  return found.map((row) => `${row.pid} ${row.comm} ${row.cmdline}`);
}

export async function existingPaths(paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    try {
      await access(path);
      found.push(path);
    } catch {
      // Absent, as it should be.
    }
  }
  return found;
}
