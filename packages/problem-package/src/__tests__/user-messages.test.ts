import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinHarness } from '../harness.js';
import { toUserMessage } from '../user-messages.js';

// The real node and g++ print the messages; the harness and user code are a function-only problem's.
const run = promisify(execFile);
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'codecourt-messages-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** stderr of a command that is expected to fail. */
async function failingStderr(command: string, args: string[]): Promise<string> {
  try {
    await run(command, args, { cwd: dir });
  } catch (error) {
    return (error as { stderr: string }).stderr;
  }
  throw new Error(`${command} succeeded`);
}

describe('messages about a harnessed program, as the user reads them', () => {
  it('when JavaScript throws in the user’s function, then the stack shows the user’s lines only: no Node internals, no harness frame, no version line', async () => {
    const harness = {
      prepend: "'use strict';\nconst input = [1, 2];\n",
      append: '\nfunction main() {\n  console.log(twoSum(input, 3));\n}\nmain();\n',
    };
    const user = 'function twoSum(nums, target) {\n  const pair = null;\n  return pair.length;\n}\n';
    const { source, span } = joinHarness(harness, user);
    await writeFile(join(dir, 'main.js'), source);
    const stderr = await failingStderr(process.execPath, ['main.js']);
    expect(stderr).toContain('node:internal');

    const shown = toUserMessage(stderr, 'javascript', source, span);

    expect(shown).toContain("TypeError: Cannot read properties of null (reading 'length')");
    expect(shown).toMatch(/at twoSum \(\S*main\.js:3:\d+\)/);
    expect(shown).toMatch(/main\.js:3\n {2}return pair\.length;/);
    expect(shown).not.toContain('node:internal');
    expect(shown).not.toContain('at main ');
    expect(shown).not.toMatch(/Node\.js v\d/);
  });

  it('when a whole JavaScript program throws, then only Node’s internals go', async () => {
    const source = 'function f() {\n  throw new Error("boom");\n}\nf();\n';
    await writeFile(join(dir, 'main.js'), source);
    const stderr = await failingStderr(process.execPath, ['main.js']);

    const shown = toUserMessage(stderr, 'javascript', source, undefined);

    expect(shown).toMatch(/at f \(\S*main\.js:2:\d+\)/);
    expect(shown).toMatch(/at Object\.<anonymous> \(\S*main\.js:4:\d+\)/);
    expect(shown).not.toContain('node:internal');
  });

  it('when C++ does not compile in the user’s part, then the header and the excerpt both name the editor’s line, with the marker aligned', async () => {
    const prepend = Array.from({ length: 110 }, (_, i) => `// harness line ${String(i + 1)}`).join('\n');
    const harness = { prepend: `#include <vector>\n${prepend}\n`, append: '\nint main() { return 0; }\n' };
    const user = 'int twice(int x) {\n  return x * undefinedName;\n}\n';
    const { source, span } = joinHarness(harness, user);
    await writeFile(join(dir, 'main.cpp'), source);
    const output = await failingStderr('g++', ['-fsyntax-only', 'main.cpp']);
    expect(output).toMatch(/^ +11\d \| /m);

    const shown = toUserMessage(output, 'cpp', source, span);

    expect(shown).toContain('main.cpp:2:');
    const excerpt = shown.split('\n').findIndex((line) => /^ +2 \| {3}return x \* undefinedName;/.test(line));
    expect(excerpt).toBeGreaterThan(-1);
    const gutter = (shown.split('\n')[excerpt] ?? '').indexOf('|');
    expect((shown.split('\n')[excerpt + 1] ?? '').indexOf('|')).toBe(gutter);
  });
});
