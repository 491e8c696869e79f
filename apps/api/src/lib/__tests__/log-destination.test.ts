import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOGGER = fileURLToPath(new URL('../logger.ts', import.meta.url));

/**
 * A process that runs `script` with a logger on the default (batched) destination; its stdout is collected.
 * `killOnOutput`: SIGKILL as soon as anything arrives, so nothing can be flushed by the exit.
 */
function logInChild(script: string, killOnOutput = false): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { createLogger } from ${JSON.stringify(LOGGER)};\nconst logger = createLogger('info');\n${script}`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    out += chunk;
    if (killOnOutput) child.kill('SIGKILL');
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0 || (killOnOutput && signal === 'SIGKILL')) resolve(out);
      else reject(new Error(`the child exited with ${String(code ?? signal)}`));
    });
  });
}

const linesOf = (out: string) =>
  out
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string; n: number; level: number; service: string });

describe('the default log destination', () => {
  it('when many lines are logged and the process exits at once, then every line reaches stdout whole and in order', async () => {
    // 5,000 lines of ~120 bytes: many batches, the last one still pending at process.exit().
    const out = await logInChild(
      `for (let n = 0; n < 5000; n++) logger.info({ n, text: 'é'.repeat(20) }, 'line');\nprocess.exit(0);`,
    );

    const lines = linesOf(out);
    expect(lines).toHaveLength(5000);
    expect(lines.map((line) => line.n)).toEqual(Array.from({ length: 5000 }, (_, n) => n));
    expect(lines[0]).toMatchObject({ msg: 'line', level: 30, service: 'api' });
  });

  it('when a few lines are logged and the process stays up, then the periodic flush writes them before any exit', async () => {
    // Killed outright on its first output, or it exits empty-handed after 20 s: only the periodic flush
    // (250 ms) can have written the lines.
    const out = await logInChild(
      `logger.info('first'); logger.warn('second');\nsetTimeout(() => process.kill(process.pid, 'SIGKILL'), 20_000);`,
      true,
    );

    expect(linesOf(out).map((line) => line.msg)).toEqual(['first', 'second']);
  });
});
