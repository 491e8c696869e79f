import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INTEGRITY_LIMITS } from '@codecourt/contracts';
import { compareGroup } from '../compare-group.js';
import { naiveSimilarKeys } from '../naive-compare-group.js';
import type { Program } from '../compare-group.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const program = (name: string, owner = name): Program => ({ key: name, owner, code: fixture(name) });
const keysOf = (pairs: { left: string; right: string }[]) =>
  pairs.map((p) => [p.left, p.right].sort().join(' ~ ')).sort();

describe('compareGroup', () => {
  it('when a C++ solution is copied with renamed variables and reordered functions, then the pair is found', () => {
    const pairs = compareGroup('cpp', [
      program('dijkstra-original.cpp'),
      program('dijkstra-planted.cpp'),
      program('dijkstra-independent-a.cpp'),
      program('dijkstra-independent-b.cpp'),
    ]);
    expect(keysOf(pairs)).toEqual(['dijkstra-original.cpp ~ dijkstra-planted.cpp']);
    const [pair] = pairs;
    expect(pair?.similarity).toBeGreaterThan(0.8);
    expect(pair?.fragments.length).toBeGreaterThan(0);
  });

  it('when a Python solution is copied with renamed variables and reordered functions, then the pair is found', () => {
    const pairs = compareGroup('python', [
      program('islands-original.py'),
      program('islands-planted.py'),
      program('islands-independent.py'),
    ]);
    expect(keysOf(pairs)).toEqual(['islands-original.py ~ islands-planted.py']);
  });

  it('when solutions of the same problem were written independently, then no pair is flagged', () => {
    const pairs = compareGroup('cpp', [
      program('dijkstra-original.cpp'),
      program('dijkstra-independent-a.cpp'),
      program('dijkstra-independent-b.cpp'),
      program('dijkstra-reference.cpp'),
    ]);
    expect(pairs).toEqual([]);
  });

  it('when the copy is the reference solution, then the pair with the reference is found', () => {
    const reference = fixture('dijkstra-reference.cpp');
    const renamed = reference.replaceAll('dist', 'far').replaceAll('seen', 'done');
    const pairs = compareGroup('cpp', [
      { key: 'reference', owner: 'reference', code: reference },
      { key: 'copy', owner: 'u1', code: renamed },
      program('dijkstra-independent-b.cpp'),
    ]);
    expect(keysOf(pairs)).toEqual(['copy ~ reference']);
  });

  it('when the same participant resubmits, then their own submissions are never paired', () => {
    const code = fixture('dijkstra-original.cpp');
    expect(
      compareGroup('cpp', [
        { key: 'first', owner: 'u1', code },
        { key: 'second', owner: 'u1', code },
      ]),
    ).toEqual([]);
  });

  it('when two programs share only the starter code they were given, then they are not paired', () => {
    const starter = fixture('dijkstra-original.cpp');
    const pairs = compareGroup(
      'cpp',
      [
        { key: 'a', owner: 'a', code: `${starter}\n// a\n` },
        { key: 'b', owner: 'b', code: `${starter}\n// b\n` },
      ],
      [starter],
    );
    expect(pairs).toEqual([]);
  });

  it('when two programs are too short to tell apart, then they are not compared', () => {
    const oneLiner = 'a, b = map(int, input().split())\nprint(a + b)\n';
    expect(
      compareGroup('python', [
        { key: 'a', owner: 'a', code: oneLiner },
        { key: 'b', owner: 'b', code: oneLiner },
      ]),
    ).toEqual([]);
  });

  it('when only pairs sharing enough fingerprints are measured, then the pairs are those of measuring every pair', () => {
    const programs = [
      ...['original', 'planted', 'independent-a', 'independent-b', 'reference'].map((name) =>
        program(`dijkstra-${name}.cpp`),
      ),
      { key: 'half-copy', owner: 'h', code: fixture('dijkstra-original.cpp').split('int main()')[0] ?? '' },
      {
        key: 'renamed',
        owner: 'r',
        code: fixture('dijkstra-independent-a.cpp').replaceAll('frontier', 'todo'),
      },
    ];
    expect(keysOf(compareGroup('cpp', programs))).toEqual(naiveSimilarKeys('cpp', programs));
    expect(naiveSimilarKeys('cpp', programs).length).toBeGreaterThanOrEqual(2);
  });

  it('when a shared fragment is listed, then its places are within both programs', () => {
    const [pair] = compareGroup('cpp', [program('dijkstra-original.cpp'), program('dijkstra-planted.cpp')]);
    const lines = fixture('dijkstra-planted.cpp').split('\n').length;
    for (const f of pair?.fragments ?? []) expect(f.right.endRow).toBeLessThan(lines);
    expect(pair?.similarity).toBeGreaterThanOrEqual(INTEGRITY_LIMITS.minSimilarity);
  });
});
