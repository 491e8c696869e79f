// The public example packages of Kattis problemtools and DOMjudge, read in place from
// ../shared/public-packages (beside the project's root; CI copies it there read-only, never into the
// project). Shared by the suites that judge them through problems:verify and through the API's import.
import { access } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listProblemDirectories } from '../read-problem-library.js';

export const PUBLIC_PACKAGES_DIR = fileURLToPath(
  new URL('../../../../../shared/public-packages', import.meta.url),
);

export const PUBLIC_COLLECTIONS = ['kattis', 'domjudge'] as const;

/** Every package as `<collection>/<slug>` and its folder; none when the folder is absent. */
export async function listPublicPackages(): Promise<{ name: string; dir: string }[]> {
  const present = await access(PUBLIC_PACKAGES_DIR).then(
    () => true,
    () => false,
  );
  if (!present) return [];
  const lists = await Promise.all(
    PUBLIC_COLLECTIONS.map(async (collection) =>
      (await listProblemDirectories(join(PUBLIC_PACKAGES_DIR, collection))).map((dir) => ({
        name: `${collection}/${basename(dir)}`,
        dir,
      })),
    ),
  );
  return lists.flat();
}

/** One policy, met by the same stdout flood in each language DOMjudge's hello package writes it in. */
const FILL_STDOUT =
  "DOMjudge truncates output and lets the program run to its time limit; we end it with the Kattis format's Output Limit Exceeded";

/**
 * Submissions (`<package> <folder>/<file>`) whose verdict may still differ from their jury's, and why.
 * A suite fails on any other disagreement; one of these that agrees again is simply taken out.
 */
export const KNOWN_DISAGREEMENTS: Readonly<Record<string, string>> = {
  // Memory reservation (issue 35 item 6, another change): a `new` of the whole limit is not refused.
  'kattis/hello run_time_error/memory_limit.cc':
    '512 MiB new under a 512 MiB limit runs (and times out) instead of failing to allocate',
  'domjudge/hello run_time_error/test-memsize.cc':
    'allocating past the limit grows slowly until the time limit instead of failing at once',
  'domjudge/hello run_time_error/test-memsize.java':
    'the JVM allocating past the limit ends on the clock instead of with OutOfMemoryError',
  // Policies where DOMjudge and the Kattis format differ, or that need DOMjudge's host.
  'domjudge/hello time_limit_exceeded/test-fill-stdout.cc': FILL_STDOUT,
  'domjudge/hello time_limit_exceeded/test-fill-stdout.pas': FILL_STDOUT,
  'domjudge/hello wrong_answer/test-write-file.c':
    'the working directory is writable (the 2023-07 allow_file_writing default is false); the program exits 1',
  'domjudge/hello wrong_answer/test-permissions.c':
    "reads DOMjudge's /etc/root-permission-test.txt, which only a DOMjudge judgehost has",
  'domjudge/hello wrong_answer/test-cpu-pinning.c':
    'DOMjudge pins a program to one core; ours may move, so its forked children sometimes land elsewhere',
  'domjudge/hello compile_error/mainclass-missing':
    'javac accepts a program without a main method; the JVM then fails at run time',
};

/** The disagreements of one package that KNOWN_DISAGREEMENTS does not explain. */
export function unexplained(
  name: string,
  disagreements: readonly { file: string; line: string }[],
): string[] {
  return disagreements.filter((d) => !(`${name} ${d.file}` in KNOWN_DISAGREEMENTS)).map((d) => d.line);
}
