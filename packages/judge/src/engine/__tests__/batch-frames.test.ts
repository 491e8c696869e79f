import { describe, expect, it } from 'vitest';
import { encodeBatchInput, parseBatchOutput } from '../batch-frames.js';

const frame = (kind: string, index: number, payload = '') =>
  `${kind} ${String(index)} ${String(Buffer.byteLength(payload))}\n${payload}`;
const parse = (text: string, first = 3) => parseBatchOutput(Buffer.from(text), first);

describe('the batch protocol', () => {
  it('when tests are sent, then each has a header with its index and byte length, and the stream ends with Z', () => {
    expect(
      encodeBatchInput([
        { index: 3, input: 'é 1\n' },
        { index: 4, input: Buffer.from('') },
      ]).toString(),
    ).toBe('T 3 5\né 1\nT 4 0\nZ\n');
  });

  it('when the runner framed two tests and its end, then both come back with their own output, stderr and times', () => {
    const parsed = parse(
      frame('O', 3, 'a\n') +
        frame('E', 3, 'warn') +
        frame('O', 3, 'b\n') +
        frame('R', 3, 'ok 12 30 4') +
        frame('R', 4, 'ok 0 1 0') +
        frame('D', 5),
    );
    expect(parsed.ended).toBe(true);
    expect(
      parsed.tests.map((t) => [t.index, t.ok, t.stdout.toString(), t.stderr.toString(), t.cpuMs, t.wallMs]),
    ).toEqual([
      [3, true, 'a\nb\n', 'warn', 12, 30],
      [4, true, '', '', 0, 1],
    ]);
    expect(parsed.tests[0]?.stderrTotalBytes).toBe(4);
  });

  it('when a test failed, then it is told as not ok', () => {
    const parsed = parse(frame('R', 3, 'fail exit'));
    expect(parsed.tests).toMatchObject([{ index: 3, ok: false }]);
    expect(parsed.ended).toBe(false);
  });

  it('when bytes follow the end marker, then the stream did not end cleanly', () => {
    expect(parse(`${frame('R', 3, 'ok 1 1 0')}${frame('D', 4)}junk`).ended).toBe(false);
  });

  it('when a frame names another test, is malformed or cut short, then nothing from it on counts', () => {
    expect(parse(frame('R', 3, 'ok 1 1 0') + frame('O', 7, 'x') + frame('D', 4)).tests).toHaveLength(1);
    expect(parse(frame('R', 3, 'ok 1 1 0') + frame('D', 4)).ended).toBe(true);
    expect(parse(`${frame('R', 3, 'ok 1 1 0')}O 4 99\nshort`)).toEqual({
      tests: [expect.anything()],
      ended: false,
    });
    expect(parse(`raw output\n${frame('R', 3, 'ok 1 1 0')}`)).toEqual({ tests: [], ended: false });
  });

  it('when a result line is anything but ok and three numbers, then the test is not ok', () => {
    expect(parse(frame('R', 3, 'ok 1 x 0')).tests[0]?.ok).toBe(false);
  });
});
