// What a compile step's outcome costs: syntax errors and compile bombs are Compilation Errors cached
// for that source; a compiler the host killed is an Internal Error (retried) and never cached.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '@codecourt/contracts';
import type { SandboxDriver } from '@codecourt/contracts';
import { commentLine, getLanguage } from '@codecourt/languages';
import type { Language } from '@codecourt/languages';
import { createArtefactCache } from '../engine/artefact-cache.js';
import type { CachedCompile } from '../engine/artefact-cache.js';
import { createJudge } from '../engine/create-judge.js';
import type { Judge } from '../engine/create-judge.js';
import { prepareProgram } from '../engine/prepare-program.js';
import { programEnv, runSpec } from '../engine/run-spec.js';
import { SandboxFailure } from '../engine/sandbox-failure.js';
import { createSandbox } from '../sandbox/detect.js';
import { adversarial } from './programs/adversarial.js';
import { TEST_JUDGE_CONFIG } from './test-config.js';

const SLOW = 120_000;

/** The C++ language with a compiler that does what the host would do to it. */
function cppWhoseCompiler(script: string): Language {
  const cpp = getLanguage('cpp');
  if (!cpp.compile) throw new Error('C++ compiles');
  return { ...cpp, compile: { ...cpp.compile, argv: () => ['sh', '-c', script] } };
}

export function compileSuite(driver: SandboxDriver): () => void {
  return () => {
    let judge: Judge;
    let cacheDir: string;
    beforeAll(async () => {
      cacheDir = await mkdtemp(join(tmpdir(), 'codecourt-compile-'));
      judge = await createJudge({
        config: TEST_JUDGE_CONFIG,
        sandbox: driver,
        cacheDir,
        compileLimits: { cpuMs: 3_000, memoryKb: 512 * 1024 },
      });
    });
    afterAll(async () => {
      await judge.close();
      await rm(cacheDir, { recursive: true, force: true });
    });

    for (const [language, source, message] of [
      ['python', 'print(1)\ndef f(:\n    pass\n', 'SyntaxError'],
      ['javascript', 'console.log(1);\nconst x = ;\n', 'SyntaxError'],
    ] as const) {
      it(
        `when ${language} has a syntax error, then Compilation Error with the message, checked once`,
        async () => {
          const unique = `${source}${commentLine(getLanguage(language), randomUUID())}\n`;
          const first = await judge.judge({
            language,
            source: unique,
            tests: [{ input: '', expected: '1\n' }],
          });
          const second = await judge.judge({
            language,
            source: unique,
            tests: [{ input: '', expected: '1\n' }],
          });
          expect(first.verdict).toBe('Compilation Error');
          expect(first.compile).toMatchObject({ required: true, cached: false, ok: false });
          expect(first.message).toContain(message);
          expect(first.message).toMatch(/line 2|main\.js:2/);
          expect(first.tests).toEqual([]);
          expect(second).toMatchObject({ verdict: 'Compilation Error', message: first.message });
          expect(second.compile.cached).toBe(true);
        },
        SLOW,
      );
    }

    it(
      'when a compile bomb hits the compile limits, then Compilation Error, and the same source costs nothing again',
      async () => {
        const source = `${adversarial.includeUrandom}// ${randomUUID()}\n`;
        const first = await judge.judge({ language: 'cpp', source, tests: [{ input: '' }] });
        const started = Date.now();
        const second = await judge.judge({ language: 'cpp', source, tests: [{ input: '' }] });
        expect(first.verdict).toBe('Compilation Error');
        expect(first.compile.cached).toBe(false);
        expect(first.message).toContain(MESSAGES.compileLimitExceeded);
        expect(second).toMatchObject({ verdict: 'Compilation Error', message: first.message });
        expect(second.compile.cached).toBe(true);
        expect(Date.now() - started).toBeLessThan(1_500);
      },
      SLOW,
    );

    for (const [how, script] of [
      ['SIGKILLs the compiler', 'kill -9 $$'],
      [
        "kills gcc's cc1plus",
        'echo "g++: fatal error: Killed signal terminated program cc1plus" >&2; exit 1',
      ],
    ] as const) {
      it(
        `when the host ${how}, then Internal Error and nothing is cached`,
        async () => {
          const sandbox = await createSandbox(driver, TEST_JUDGE_CONFIG);
          const dir = await mkdtemp(join(tmpdir(), 'codecourt-compile-host-'));
          const session = await sandbox.open({ language: 'cpp', memoryKb: 256 * 1024 });
          try {
            const context = {
              sandbox,
              session,
              cache: createArtefactCache({ dir, maxBytes: 1 << 20 }),
              inFlight: new Map<string, Promise<CachedCompile>>(),
            };
            const prepare = () => prepareProgram(context, cppWhoseCompiler(script), 'int main() {}\n');
            await expect(prepare()).rejects.toBeInstanceOf(SandboxFailure);
            await expect(prepare()).rejects.toBeInstanceOf(SandboxFailure);
            expect(await readdir(dir)).toEqual([]);
          } finally {
            await session.close();
            await sandbox.dispose();
            await rm(dir, { recursive: true, force: true });
          }
        },
        SLOW,
      );
    }

    {
      it(
        'when C++ includes <bits/stdc++.h>, then the compile reads the precompiled header, built once per toolchain',
        async () => {
          const sandbox = await createSandbox(driver, TEST_JUDGE_CONFIG);
          const session = await sandbox.open({ language: 'cpp', memoryKb: 256 * 1024 });
          try {
            const dir = await sandbox.prebuiltDir('cpp');
            expect(dir).toBeDefined();
            expect(await sandbox.prebuiltDir('cpp')).toBe(dir);
            const step = getLanguage('cpp').compile;
            if (!step) throw new Error('C++ compiles');
            await session.writeFile('main.cpp', getLanguage('cpp').selfTest.source);
            // -H lists every header read; a "!" line is a precompiled header g++ used.
            const report = await session.run(
              runSpec({
                argv: [...step.argv('main.cpp', dir), '-H'],
                env: programEnv(session, getLanguage('cpp'), step.env),
                stdin: '',
                resources: step.resources,
                outputBytes: 1 << 20,
                fileSizeKb: 64 * 1024,
              }),
            );
            const stderr = report.stderr.toString('utf8');
            expect(report.status).toBe('OK');
            expect(stderr).toContain(`! ${String(dir)}/bits/stdc++.h.gch`);
            expect(stderr).not.toContain('Winvalid-pch');
          } finally {
            await session.close();
            await sandbox.dispose();
          }
        },
        SLOW,
      );
    }

    it(
      'when Java compiles and runs, then javac and the JVM map their class-data archives (the module graph too) and strings concatenate without bootstrapping',
      async () => {
        const sandbox = await createSandbox(driver, TEST_JUDGE_CONFIG);
        const dir = await mkdtemp(join(tmpdir(), 'codecourt-compile-cds-'));
        const session = await sandbox.open({ language: 'java', memoryKb: 256 * 1024 });
        try {
          const java = getLanguage('java');
          const context = {
            sandbox,
            session,
            cache: createArtefactCache({ dir, maxBytes: 1 << 24 }),
            inFlight: new Map<string, Promise<CachedCompile>>(),
          };
          const source = `import java.util.*;

public class Concat {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long a = in.nextLong(), b = in.nextLong();
        System.out.println("sum " + (a + b) + " of " + a + "," + b);
    }
}
`;
          const program = await prepareProgram(context, java, source);
          expect(program.ok).toBe(true);
          expect(program.prebuilt).toBeDefined();
          const { argv, resources } = java.run({
            sourceFile: program.sourceFile,
            prebuilt: program.prebuilt,
            timeMs: 2_000,
            memoryKb: 256 * 1024,
          });
          expect(argv).toContain(`-XX:SharedArchiveFile=${String(program.prebuilt)}/app.jsa`);
          const mainClass = argv.at(-1) ?? '';
          // -Xshare:on refuses to start unless the archive maps; the JVM says what it mapped and loaded.
          const report = await session.run(
            runSpec({
              argv: [
                ...argv.slice(0, -1).map((a) => (a === '-Xshare:auto' ? '-Xshare:on' : a)),
                '-Xlog:cds=info,class+load=info:stderr',
                mainClass,
              ],
              env: programEnv(session, java),
              stdin: '2 40\n',
              resources,
              outputBytes: 1 << 20,
            }),
          );
          const log = report.stderr.toString('utf8');
          expect(report.status).toBe('OK');
          expect(report.stdout.toString('utf8')).toBe('sum 42 of 2,40\n');
          expect(log).not.toMatch(/\[(warning|error)/);
          // The booted module graph comes from the archive, whose objects need no relocation.
          expect(log).toContain('full module graph: enabled');
          expect(log).toContain('CDS heap data relocation delta = 0 bytes');
          expect(log).toMatch(/java\.util\.Scanner source: shared objects file/);
          // String concatenation compiled to StringBuilder calls: no call site to bootstrap at run time.
          const compiled = (await session.readFile('Concat.class', 1 << 20)).toString('latin1');
          expect(compiled).toContain('java/lang/StringBuilder');
          expect(compiled).not.toContain('makeConcatWithConstants');

          // javac maps its own archive (jdk.compiler's classes, which the JDK's default one lacks).
          const step = java.compile;
          if (!step) throw new Error('Java compiles');
          const [javac = '', ...options] = step.argv(program.sourceFile, program.prebuilt);
          expect(options).toContain(`-J-XX:SharedArchiveFile=${String(program.prebuilt)}/javac.jsa`);
          const compile = await session.run(
            runSpec({
              argv: [
                javac,
                // To stdout: the log outgrows what a run may write to stderr.
                '-J-Xlog:class+load=info:stdout',
                // Into /tmp: the box keeps the first compile's classes, which a run may not overwrite.
                ...options.map((a, i) =>
                  a === '-J-Xshare:auto' ? '-J-Xshare:on' : options[i - 1] === '-d' ? '/tmp' : a,
                ),
              ],
              env: programEnv(session, java),
              stdin: '',
              resources: { ...resources, ...step.resources },
              outputBytes: 1 << 22,
            }),
          );
          expect(compile.status, compile.stderr.toString('utf8')).toBe('OK');
          const compileLog = compile.stdout.toString('utf8');
          expect(compileLog).toMatch(/com\.sun\.tools\.javac\.Main source: shared objects file/);
        } finally {
          await session.close();
          await sandbox.dispose();
          await rm(dir, { recursive: true, force: true });
        }
      },
      SLOW,
    );

    for (const [language, compilerClass] of [
      ['kotlin', 'org.jetbrains.kotlin.cli.jvm.K2JVMCompiler'],
      ['scala', 'scala.tools.nsc.Main'],
    ] as const) {
      it(
        `when ${language} compiles, then its compiler maps its class-data archive, built once per toolchain`,
        async () => {
          const sandbox = await createSandbox(driver, TEST_JUDGE_CONFIG);
          const session = await sandbox.open({ language, memoryKb: 256 * 1024 });
          try {
            const definition = getLanguage(language);
            const step = definition.compile;
            if (!step) throw new Error(`${language} compiles`);
            // Built on first use (bwrap, process): a compile of the warm-up and a dump, under a minute.
            const dir = await sandbox.prebuiltDir(language);
            expect(dir).toBeDefined();
            expect(await sandbox.prebuiltDir(language)).toBe(dir);
            const sourceFile = definition.sourceFile(definition.selfTest.source);
            await session.writeFile(sourceFile, definition.selfTest.source);
            const argv = step.argv(sourceFile, dir);
            const archive = argv.findIndex((a) => a.startsWith('-XX:SharedArchiveFile='));
            expect(archive).toBeGreaterThan(0);
            // -Xshare:on refuses to start unless the archive maps (the same jars on the same classpath);
            // the log, after the options that quiet the JVM, says where each class came from.
            const report = await session.run(
              runSpec({
                argv: [
                  ...argv.slice(0, archive + 1).map((a) => (a === '-Xshare:auto' ? '-Xshare:on' : a)),
                  // To stdout: the log outgrows what a run may write to stderr.
                  '-Xlog:class+load=info:stdout',
                  ...argv.slice(archive + 1),
                ],
                env: programEnv(session, definition, step.env),
                stdin: '',
                resources: step.resources,
                outputBytes: 1 << 22,
              }),
            );
            expect(report.status, report.stderr.toString('utf8')).toBe('OK');
            const log = report.stdout.toString('utf8');
            expect(log).toContain(`${compilerClass} source: shared objects file`);
          } finally {
            await session.close();
            await sandbox.dispose();
          }
        },
        SLOW * 2,
      );
    }
  };
}
