import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJudge } from '../../engine/create-judge.js';
import type { Judge } from '../../engine/create-judge.js';
import { TEST_JUDGE_CONFIG } from '../../testing/test-config.js';
import { createJudgeMetrics } from '../judge-metrics.js';

const sumPython = 'a, b = map(int, input().split())\nprint(a + b)\n';
const addTest = { input: '1 2\n', expected: '3\n' };

let cacheDir: string;
let engine: Judge;
beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'codecourt-metrics-'));
  engine = await createJudge({ sandbox: 'process', config: TEST_JUDGE_CONFIG, cacheDir });
});
afterAll(async () => {
  await engine.close();
  await rm(cacheDir, { recursive: true, force: true });
});

async function valueOf(registry: Registry, name: string, labels: Record<string, string>): Promise<number> {
  const metric = await registry.getSingleMetric(name)?.get();
  const sample = metric?.values.find((candidate) =>
    Object.entries(labels).every(([key, value]) => candidate.labels[key] === value),
  );
  return sample?.value ?? 0;
}

describe('the judge metrics around a real engine', () => {
  it('when an accepted program and an infrastructure fault are judged, then verdicts, durations and sandbox failures are counted by language', async () => {
    const registry = new Registry();
    const observed = createJudgeMetrics(registry).observe(engine);
    // A validator that exits with neither 42 nor 43 is the judge's fault: Internal Error.
    const broken = { language: 'python' as const, source: 'import sys\nsys.exit(3)\n' };

    const accepted = await observed.judge({ language: 'python', source: sumPython, tests: [addTest] });
    const faulted = await observed.judge({
      language: 'python',
      source: sumPython,
      tests: [addTest],
      checker: { kind: 'custom', validator: broken },
    });

    expect([accepted.verdict, faulted.verdict]).toEqual(['Accepted', 'Internal Error']);
    const python = { language: 'python' };
    expect(
      await valueOf(registry, 'codecourt_judge_verdicts_total', { ...python, verdict: 'Accepted' }),
    ).toBe(1);
    expect(
      await valueOf(registry, 'codecourt_judge_verdicts_total', { ...python, verdict: 'Internal Error' }),
    ).toBe(1);
    expect(await valueOf(registry, 'codecourt_judge_sandbox_failures_total', python)).toBe(1);
    const durations = await registry.getSingleMetric('codecourt_judge_duration_seconds')?.get();
    const count = durations?.values.find(
      (sample) => 'metricName' in sample && sample.metricName === 'codecourt_judge_duration_seconds_count',
    );
    expect(count?.value).toBe(2);
  });

  it('when a queue wait is observed, then a negative clock skew counts as no wait', async () => {
    const registry = new Registry();
    const metrics = createJudgeMetrics(registry);

    metrics.observeQueueWait('submit', -0.5);
    metrics.observeQueueWait('submit', 2);

    const waits = await registry.getSingleMetric('codecourt_judge_queue_wait_seconds')?.get();
    const sum = waits?.values.find(
      (sample) => 'metricName' in sample && sample.metricName === 'codecourt_judge_queue_wait_seconds_sum',
    );
    expect(sum?.value).toBe(2);
  });
});
