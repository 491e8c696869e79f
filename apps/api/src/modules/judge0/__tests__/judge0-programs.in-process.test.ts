import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { judge0SubmissionSchema } from '@codecourt/contracts';
import type { Judge0Submission } from '@codecourt/contracts';
import type { Judging } from '../../judging/create-judging.js';
import { judge0Client } from '../../../testing/judge0-client.js';
import type { Judge0TestClient } from '../../../testing/judge0-client.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { createTestJudging } from '../../../testing/test-judging.js';

// Real programs through the real judge (the sandbox the machine has), answered with wait=true.
// Tests run concurrently (the judge takes two at a time). Each language's sum program is compiled once: the accepted, wrong-answer and no-expected runs share it.
let t: TestApp;
let judging: Judging;
let client: Judge0TestClient;
beforeAll(async () => {
  t = await createTestApp();
  judging = await createTestJudging(t.database.db);
  t = await createTestApp({ database: t.database, judging });
  client = await judge0Client(t.app);
});
afterAll(async () => {
  await judging.close();
  await t.close();
});

type Program = { sum: string; compileError: string; exit3: string; spin: string };

const PROGRAMS: Record<'C' | 'C++' | 'Java' | 'JavaScript' | 'Python', { id: number } & Program> = {
  C: {
    id: 50,
    sum: '#include <stdio.h>\nint main(void){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a+b);return 0;}',
    compileError: 'int main(void){ return nope; }',
    exit3: '#include <stdio.h>\nint main(void){fputs("bad\\n",stderr);return 3;}',
    spin: 'int main(void){volatile unsigned long i=0;for(;;)i++;}',
  },
  'C++': {
    id: 54,
    sum: '#include <iostream>\nint main(){long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}',
    compileError: 'int main(){ return nope; }',
    exit3: '#include <cstdio>\nint main(){std::fputs("bad\\n",stderr);return 3;}',
    spin: 'int main(){volatile unsigned long i=0;for(;;)i++;}',
  },
  Java: {
    id: 62,
    sum: 'import java.util.*;\npublic class Main{public static void main(String[] a){Scanner s=new Scanner(System.in);System.out.println(s.nextLong()+s.nextLong());}}',
    compileError: 'public class Main{public static void main(String[] a){int x = ;}}',
    exit3:
      'public class Main{public static void main(String[] a){System.err.println("bad");System.exit(3);}}',
    spin: 'public class Main{public static void main(String[] a){long i=0;while(true){i++;}}}',
  },
  JavaScript: {
    id: 63,
    sum: "const [a,b]=require('fs').readFileSync(0,'utf8').trim().split(/\\s+/).map(Number);console.log(a+b);",
    compileError: 'function (',
    exit3: "process.stderr.write('bad\\n');process.exit(3);",
    spin: 'for(;;){}',
  },
  Python: {
    id: 71,
    sum: 'a, b = map(int, input().split())\nprint(a + b)',
    compileError: 'def f(:\n  pass',
    exit3: 'import sys\nsys.stderr.write("bad\\n")\nsys.exit(3)',
    spin: 'while True:\n    pass',
  },
};

const answerSchema = judge0SubmissionSchema.required({ status: true, token: true });

async function run(
  language_id: number,
  source_code: string,
  extra: Record<string, unknown> = {},
  query = '',
): Promise<Judge0Submission & z.infer<typeof answerSchema>> {
  const res = await client.post(`/judge0/submissions?wait=true&fields=*${query}`, {
    source_code,
    language_id,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return answerSchema.parse(res.body);
}

describe.concurrent.each(Object.entries(PROGRAMS))('%s through /judge0 with wait=true', (_name, program) => {
  it('when the output matches expected_output (trailing spaces and newlines aside), then 3 Accepted with time, memory and stdout', async () => {
    const answer = await run(program.id, program.sum, { stdin: '2 40\n', expected_output: '42   \n\n' });

    expect(answer.status).toEqual({ id: 3, description: 'Accepted' });
    expect(answer.stdout).toBe('42\n');
    expect(answer.time).toMatch(/^\d+\.\d{3}$/);
    expect(answer.wall_time).toMatch(/^\d+\.\d{3}$/);
    expect(answer.memory).toBeGreaterThan(0);
    expect(answer.exit_code).toBe(0);
    expect(answer.finished_at).not.toBeNull();
  });

  it('when the output differs, then 4 Wrong Answer with the program’s stdout', async () => {
    const answer = await run(program.id, program.sum, { stdin: '2 40\n', expected_output: '43' });

    expect(answer.status).toEqual({ id: 4, description: 'Wrong Answer' });
    expect(answer.stdout).toBe('42\n');
  });

  it('when there is no expected_output, then a clean exit is 3 Accepted', async () => {
    const answer = await run(program.id, program.sum, { stdin: '1 1' });

    expect(answer.status_id).toBe(3);
    expect(answer.stdout).toBe('2\n');
    expect(answer.expected_output).toBeNull();
  });

  it('when the source does not compile, then 6 Compilation Error with the compiler’s words', async () => {
    const answer = await run(program.id, program.compileError);

    expect(answer.status).toEqual({ id: 6, description: 'Compilation Error' });
    expect(answer.compile_output).toBeTruthy();
    expect(answer.stdout).toBeNull();
    expect(answer.time).toBeNull();
  });

  it('when the program exits with code 3, then 11 Runtime Error (NZEC) with exit_code 3 and its stderr', async () => {
    const answer = await run(program.id, program.exit3);

    expect(answer.status).toEqual({ id: 11, description: 'Runtime Error (NZEC)' });
    expect(answer.exit_code).toBe(3);
    expect(answer.stderr).toBe('bad\n');
    expect(answer.message).toBe('Exited with error status 3');
  });

  it('when the program never stops, then 5 Time Limit Exceeded within its cpu_time_limit', async () => {
    const answer = await run(program.id, program.spin, { cpu_time_limit: 0.5, wall_time_limit: 3 });

    expect(answer.status).toEqual({ id: 5, description: 'Time Limit Exceeded' });
    expect(Number(answer.wall_time)).toBeLessThan(3.5);
  });
});

describe.concurrent('runtime errors by signal (C)', () => {
  it.each([
    [7, 'Runtime Error (SIGSEGV)', '#include <signal.h>\nint main(void){raise(SIGSEGV);return 0;}', 11],
    [9, 'Runtime Error (SIGFPE)', '#include <signal.h>\nint main(void){raise(SIGFPE);return 0;}', 8],
    [10, 'Runtime Error (SIGABRT)', '#include <stdlib.h>\nint main(void){abort();}', 6],
    [12, 'Runtime Error (Other)', '#include <signal.h>\nint main(void){raise(SIGUSR1);return 0;}', 10],
  ])(
    'when the program dies of a signal, then status %i %s with exit_signal',
    async (id, description, source, signal) => {
      const answer = await run(50, source);

      expect(answer.status).toEqual({ id, description });
      expect(answer.exit_signal).toBe(signal);
    },
  );

  it('when the program writes past the output limit, then 8 Runtime Error (SIGXFSZ)', async () => {
    const answer = await run(
      50,
      '#include <stdio.h>\nint main(void){for(long i=0;i<20000000;i++)putchar(65);return 0;}',
    );

    expect(answer.status).toEqual({ id: 8, description: 'Runtime Error (SIGXFSZ)' });
  });

  it('when the program takes more than its memory_limit, then 12 Runtime Error (Other), as Judge0’s sandbox kills it', async () => {
    const answer = await run(
      50,
      '#include <stdlib.h>\n#include <string.h>\nint main(void){for(;;){char*p=malloc(1<<20);if(!p)return 1;memset(p,1,1<<20);}}',
      { memory_limit: 32_000 },
    );

    expect(answer.status_id).toBe(12);
  });
});

describe('output encodings', () => {
  const utf8 = 'print("héllo ✓")';
  const binary = 'import sys\nsys.stdout.buffer.write(bytes([0xff, 0xfe, 0x00, 0x41]))';

  it('when the output is UTF-8, then it is answered as text, or as base64 of the same bytes when asked', async () => {
    const text = await run(71, utf8);
    const encoded = await run(71, Buffer.from(utf8).toString('base64'), {}, '&base64_encoded=true');

    expect(text.stdout).toBe('héllo ✓\n');
    expect(encoded.stdout).toBe(Buffer.from('héllo ✓\n').toString('base64'));
    expect(encoded.source_code).toBe(Buffer.from(utf8).toString('base64'));
  });

  it('when the output is not UTF-8, then base64 answers the exact bytes and plain text answers Judge0’s conversion error', async () => {
    const encoded = await run(71, Buffer.from(binary).toString('base64'), {}, '&base64_encoded=true');
    const waited = await client.post('/judge0/submissions?wait=true', {
      source_code: binary,
      language_id: 71,
    });
    const { token } = waited.body as { token: string };
    const shown = await client.get(`/judge0/submissions/${token}`);
    const batch = await client.get(`/judge0/submissions/batch?tokens=${token}`);
    const shownEncoded = await client.get(`/judge0/submissions/${token}?base64_encoded=true`);

    expect(encoded.status_id).toBe(3);
    expect(Buffer.from(encoded.stdout ?? '', 'base64')).toEqual(Buffer.from([0xff, 0xfe, 0x00, 0x41]));
    expect(waited.status).toBe(201);
    expect(waited.body).toEqual({
      error:
        'some attributes for this submission cannot be converted to UTF-8, use base64_encoded=true query parameter',
      token,
    });
    expect(shown.status).toBe(400);
    expect(shown.body).toEqual({
      error:
        'some attributes for this submission cannot be converted to UTF-8, use base64_encoded=true query parameter',
    });
    expect(batch.status).toBe(400);
    expect(batch.body).toEqual({
      error:
        'some attributes for one or more submissions cannot be converted to UTF-8, use base64_encoded=true query parameter',
    });
    expect((shownEncoded.body as { stdout: string }).stdout).toBe(
      Buffer.from([0xff, 0xfe, 0x00, 0x41]).toString('base64'),
    );
  });
});
