import { describe, expect, it } from 'vitest';
import { signalName } from '../verdict.js';

describe('signal names in verdict messages', () => {
  it.each([
    [6, 'SIGABRT'],
    [9, 'SIGKILL'],
    [11, 'SIGSEGV'],
    [8, 'SIGFPE'],
    [29, 'SIGIO'],
  ])('when a program dies of signal %i, then it is named %s, the name people know', (signal, name) => {
    expect(signalName(signal)).toBe(name);
  });

  it('when the number is no signal, then it says so', () => {
    expect(signalName(250)).toBe('signal 250');
  });
});
