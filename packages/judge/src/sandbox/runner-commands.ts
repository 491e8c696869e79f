// Encodes a RunSpec as runner commands, sending only the settings that changed since the last run.
import type { RunSpec } from './types.js';

function clean(value: string): string {
  if (/[\n\0]/.test(value)) throw new Error('argv and environment values cannot contain newlines or NUL');
  return value;
}

export function encodeRun(spec: RunSpec, last: Map<string, string>): Buffer {
  const settings: Record<string, number> = {
    cpu_ms: spec.cpuMs,
    wall_ms: spec.wallMs,
    mem_kb: spec.memoryKb,
    as_kb: spec.addressSpaceKb,
    data_kb: spec.dataKb,
    stack_kb: spec.stackKb,
    nproc: spec.processes,
    out_bytes: spec.outputBytes,
    err_bytes: spec.stderrBytes,
    fsize_kb: spec.fileSizeKb,
    nofile: spec.openFiles,
    fresh: spec.keepsFiles === true ? 0 : 1,
  };
  let text = '';
  for (const [key, value] of Object.entries(settings)) {
    const encoded = String(Math.max(0, Math.round(value)));
    if (last.get(key) === encoded) continue;
    last.set(key, encoded);
    text += `set ${key} ${encoded}\n`;
  }
  const argv = spec.argv
    .map(clean)
    .map((a) => `arg ${a}\n`)
    .join('');
  if (last.get('argv') !== argv) {
    last.set('argv', argv);
    text += `args_clear\n${argv}`;
  }
  const env = Object.entries(spec.env)
    .map(([k, v]) => `env ${clean(k)}=${clean(v)}\n`)
    .join('');
  if (last.get('env') !== env) {
    last.set('env', env);
    text += `env_clear\n${env}`;
  }
  const stdin = typeof spec.stdin === 'string' ? Buffer.from(spec.stdin) : spec.stdin;
  return Buffer.concat([Buffer.from(`${text}run ${String(stdin.length)}\n`), stdin]);
}
