// (b) End to end through the real API (in-process judge): a 20-test C++ Accepted submit, from the request
// to the verdict in the answer, with a cold artefact cache (new source: compiles) and a warm one (same source).
import { ApiClient } from './lib/api-client.js';
import { BENCH_PROBLEM_TITLE, BENCH_TESTS } from './lib/bench-problem.js';
import { emit, median, say } from './lib/figures.js';
import { startBenchApi } from './lib/start-api.js';
import { expectAccepted, submitAndWait } from './lib/submit.js';
import { TINY_SOURCE } from './lib/tiny-program.js';

export async function benchApiLatency(options: { cold: number; warm: number }): Promise<void> {
  const api = await startBenchApi();
  try {
    const client = new ApiClient(api.url);
    await client.signUp();
    const problemId = await client.problemId(BENCH_PROBLEM_TITLE);
    const driver = await client.sandbox();
    say(
      `api latency: ${String(options.cold)} cold and ${String(options.warm)} warm submits of a ${String(BENCH_TESTS)}-test C++ problem`,
    );
    // The first judging creates the engine and probes the sandbox: not part of either figure.
    expectAccepted(await submitAndWait(client, problemId, `${TINY_SOURCE}// warm-up\n`), BENCH_TESTS);
    const cold: number[] = [];
    let source = TINY_SOURCE;
    for (let i = 0; i < options.cold; i++) {
      source = `${TINY_SOURCE}// cold ${String(i)} ${String(Date.now())}\n`;
      const judged = await submitAndWait(client, problemId, source);
      expectAccepted(judged, BENCH_TESTS);
      cold.push(judged.ms);
    }
    const warm: number[] = [];
    for (let i = 0; i < options.warm; i++) {
      const judged = await submitAndWait(client, problemId, source);
      expectAccepted(judged, BENCH_TESTS);
      warm.push(judged.ms);
    }
    const coldMs = median(cold);
    emit({
      name: 'api.submit_20_tests_cold_cache_ms',
      value: coldMs,
      unit: 'ms',
      baseline: null,
      target: null,
      note: `median of ${String(options.cold)} POST /api/submission/submit of new C++ sources (g++ -O2 runs) until the verdict answer, in-process judge, ${driver} driver`,
    });
    emit({
      name: 'api.submit_20_tests_warm_cache_ms',
      value: median(warm),
      unit: 'ms',
      baseline: coldMs,
      target: null,
      note: `median of ${String(options.warm)} submits of an unchanged source (artefact from the cache); baseline = the cold median`,
    });
  } finally {
    await api.stop();
  }
}
