// The Kattis problem package format's limits for a problem.yaml that states none. Both versions leave
// them to the "system default" and name the same "typical system default" (spec/legacy.md and
// spec/2023-07.md, "Limits"): memory 2048 MiB, output 8 MiB, code 128 KiB, compilation_time 60 s,
// compilation_memory 2048 MiB, validation_time 60 s, validation_memory 2048 MiB, validation_output
// 8 MiB; validation_passes 2 (2023-07, multi-pass only). Packages are written for these, so a package
// that leaves memory out gets 2048 MiB, not the judge's own default for problems written here.
const MIB_KB = 1024;

export const KATTIS_DEFAULT_LIMITS = {
  memoryKb: 2048 * MIB_KB,
  outputBytes: 8 * 1024 * 1024,
  codeBytes: 128 * 1024,
  compilationTimeMs: 60_000,
  compilationMemoryKb: 2048 * MIB_KB,
  validationTimeMs: 60_000,
  validationMemoryKb: 2048 * MIB_KB,
  validationOutputBytes: 8 * 1024 * 1024,
  validationPasses: 2,
} as const;
