// The runner that starts a sandbox gives up the controlling terminal it inherits (a judge started from a
// shell has one), so nothing in the sandbox can push keystrokes into that terminal (TIOCSTI), now that the
// sandbox no longer starts a session of its own (a session is a scheduler autogroup: see runner.c). Python's
// pty module gives the shell under test a real terminal.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRunner } from '../../native/build-runner.js';
import { TEST_JUDGE_CONFIG } from '../../testing/test-config.js';

const run = promisify(execFile);

/** Prints whether the shell can open its controlling terminal. */
const PROBE = '(exec 3</dev/tty) 2>/dev/null && echo has-terminal || echo no-terminal';

/** Runs `command` (a shell line) in a shell whose controlling terminal is a fresh pseudo-terminal. */
async function underTerminal(command: string): Promise<string> {
  // The trailing `; true` keeps the shell alive as the session leader instead of exec'ing the command.
  const script = `import pty, sys\npty.spawn(['/bin/sh', '-c', sys.argv[1] + '; true'])`;
  const { stdout } = await run('python3', ['-c', script, command], { timeout: 30_000 });
  return stdout;
}

const quoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

describe('the runner and the controlling terminal', () => {
  let runner: string;
  beforeAll(async () => {
    runner = (await buildRunner({ root: TEST_JUDGE_CONFIG.runnerDir, compiler: TEST_JUDGE_CONFIG.compiler }))
      .path;
  });

  it('when the judge has a controlling terminal, then what the sandbox runner starts has none', async () => {
    // The control: the same probe straight from the shell opens the terminal.
    expect(await underTerminal(PROBE)).toContain('has-terminal');
    const reaped = await underTerminal(`${quoted(runner)} --reap /bin/sh -c ${quoted(PROBE)}`);
    expect(reaped).toContain('no-terminal');
    expect(reaped).not.toContain('has-terminal');
  });
});
