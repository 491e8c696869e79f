// writeProblemPackage(pkg, dir): the export side, in the same layout readProblemPackage reads.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Verdict } from '@codecourt/contracts';
import { stringify } from 'yaml';
import { extensionOf } from './language-extensions.js';
import { PACKAGE_DEFAULTS, problemPackageSchema } from './package-schema.js';
import { FUNCTION_ONLY_INFIX } from './package-schema.js';
import type {
  PackageLimits,
  PackageSource,
  PackageTemplate,
  PackageTest,
  ProblemPackage,
  ProblemPackageInput,
  TestGroup,
  VerdictRule,
} from './package-schema.js';
import { storedFlags } from './stored-checker.js';

/** Text files as strings; figures and PDFs as bytes. */
type Files = Map<string, string | Buffer>;

function add(files: Files, path: string, content: string | Buffer): void {
  if (files.has(path)) throw new Error(`two files would be written to ${path}`);
  files.set(path, content);
}

function problemYaml(pkg: ProblemPackage): string {
  const { limits, checker } = pkg;
  const yaml = {
    ...(limits.timeRule === 'legacy' ? {} : { problem_format_version: limits.timeRule }),
    name: pkg.title,
    ...(pkg.source === undefined ? {} : { source: pkg.source }),
    ...(pkg.license === undefined ? {} : { license: pkg.license }),
    difficulty: pkg.difficulty,
    tags: pkg.tags,
    constraints: pkg.constraints,
    ...(pkg.kind.scoring ? { type: 'scoring' } : {}),
    validation: validationOf(pkg),
    validator_flags: storedFlags(checker),
    limits: {
      ...(limits.timeMs === undefined ? {} : { time_limit: limits.timeMs / 1000 }),
      ...(limits.memoryKb === undefined ? {} : { memory: limits.memoryKb / 1024 }),
      ...(limits.outputBytes === undefined ? {} : { output: limits.outputBytes / (1024 * 1024) }),
      ...timeRuleKeys(limits),
      ...(pkg.kind.validationPasses === undefined ? {} : { validation_passes: pkg.kind.validationPasses }),
    },
  };
  return stringify(yaml, { lineWidth: 0 });
}

function addTests(files: Files, folder: string, tests: readonly PackageTest[]): void {
  const width = Math.max(2, String(tests.length).length);
  tests.forEach((test, index) => {
    const name = test.name ?? String(index + 1).padStart(width, '0');
    add(files, `${folder}/${name}.in`, test.input);
    add(files, `${folder}/${name}.ans`, test.answer);
    if (test.explanation !== undefined) add(files, `${folder}/${name}.md`, `${test.explanation}\n`);
  });
}

/** Sources without a file name are called solution.<ext>, then solution-2.<ext>, ... (`infix` before the extension). */
function addSources(files: Files, folder: string, sources: readonly PackageSource[], infix = ''): void {
  for (const source of sources) {
    let file = source.file;
    for (let n = 1; file === undefined; n++) {
      const candidate = `solution${n === 1 ? '' : `-${String(n)}`}${infix}${extensionOf(source.language)}`;
      if (!files.has(`${folder}/${candidate}`)) file = candidate;
    }
    add(files, `${folder}/${file}`, source.source);
  }
}

/** With a harness: templates/<language id>/{prepend,solution,append}.<ext>; without: templates/solution.<ext>. */
function addTemplates(files: Files, templates: readonly PackageTemplate[]): void {
  for (const template of templates) {
    if (!template.harness) {
      addSources(files, 'templates', [template]);
      continue;
    }
    const ext = extensionOf(template.language);
    add(files, `templates/${template.language}/prepend${ext}`, template.harness.prepend);
    add(files, `templates/${template.language}/solution${ext}`, template.source);
    add(files, `templates/${template.language}/append${ext}`, template.harness.append);
  }
}

/** input_validators/: each program at the path it was read from (a folder's other files beside its entry), and the checktestdata programs. */
function addInputValidators(files: Files, pkg: ProblemPackage): void {
  for (const { path, program } of pkg.inputValidators) {
    add(files, path, program.source);
    // A folder's files are named below the folder, as is its entry (which may sit deeper than one level).
    const folder = program.entry === undefined ? '' : path.slice(0, path.length - program.entry.length);
    // Top-level headers travel with every single-file validator beside them: written once.
    for (const file of program.files ?? [])
      if (files.get(`${folder}${file.path}`) !== file.content)
        add(files, `${folder}${file.path}`, file.content);
  }
  for (const program of pkg.checktestdata) add(files, `input_validators/${program.path}`, program.source);
}

export function packageFiles(input: ProblemPackageInput): Files {
  const pkg = problemPackageSchema.parse(input);
  const files: Files = new Map();
  add(files, 'problem.yaml', problemYaml(pkg));
  // A PDF statement is written back as the PDF alone (its page is generated when read).
  if (pkg.statementPdf === undefined) add(files, 'problem_statement/problem.en.md', pkg.statement);
  addTests(files, 'data/sample', pkg.samples);
  addTests(files, 'data/secret', pkg.secrets);
  addTemplates(files, pkg.templates);
  for (const interaction of pkg.interactions)
    add(files, `data/sample/${interaction.name}.interaction`, interaction.dialogue);
  for (const [path, keys] of testdataFiles(pkg)) add(files, path, stringify(keys));
  for (const asset of pkg.statementAssets)
    add(files, `problem_statement/${asset.path}`, Buffer.from(asset.base64, 'base64'));
  if (pkg.statementPdf !== undefined)
    add(files, 'problem_statement/problem.en.pdf', Buffer.from(pkg.statementPdf, 'base64'));
  addSubmissions(files, pkg);
  addInputValidators(files, pkg);
  if (pkg.checker.kind !== 'default') {
    const program = pkg.checker.kind === 'custom' ? pkg.checker.validator : pkg.checker.interactor;
    const path = pkg.validatorPath ?? `validator/validator${extensionOf(program.language)}`;
    add(files, `output_validators/${path}`, program.source);
    const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '';
    for (const file of program.files ?? [])
      add(files, `output_validators/${folder}${file.path}`, file.content);
  }
  return files;
}

/** The DOMjudge names of the verdicts, for submissions.json. */
const DOMJUDGE_NAMES: Readonly<Record<Verdict, string>> = {
  Accepted: 'CORRECT',
  'Wrong Answer': 'WRONG-ANSWER',
  'Time Limit Exceeded': 'TIMELIMIT',
  'Runtime Error': 'RUN-ERROR',
  'Compilation Error': 'COMPILER-ERROR',
  'Output Limit Exceeded': 'OUTPUT-LIMIT',
  'Memory Limit Exceeded': 'MEMORY-LIMIT',
  'Internal Error': 'INTERNAL-ERROR',
};

function addSubmissions(files: Files, pkg: ProblemPackage): void {
  // Entry points and allowed verdicts go to submissions.json, so reading the package back finds them.
  const notes: Record<string, { entry_point?: string; expected_results?: string[] }> = {};
  for (const submission of pkg.submissions) {
    const folder = `submissions/${submission.directory}`;
    const note = {
      ...(submission.entry === undefined ? {} : { entry_point: submission.entry }),
      ...(submission.expectedAny === undefined || submission.partialScore
        ? {}
        : { expected_results: submission.expectedAny.map((v) => DOMJUDGE_NAMES[v]) }),
    };
    if (Object.keys(note).length > 0)
      notes[`${submission.directory}/${submission.file ?? 'solution'}`] = note;
    if (submission.entry !== undefined) {
      // A multi-file submission: its folder, the entry point among its files.
      add(files, `${folder}/${submission.file ?? 'solution'}/${submission.entry}`, submission.source);
      for (const file of submission.files)
        add(files, `${folder}/${submission.file ?? 'solution'}/${file.path}`, file.content);
      continue;
    }
    addSources(files, folder, [submission], submission.functionOnly ? FUNCTION_ONLY_INFIX : '');
    for (const file of submission.files)
      if (!files.has(`${folder}/${file.path}`)) add(files, `${folder}/${file.path}`, file.content);
  }
  if (Object.keys(notes).length > 0)
    add(files, 'submissions/submissions.json', `${JSON.stringify(notes, null, 2)}\n`);
}

function validationOf(pkg: ProblemPackage): string {
  if (pkg.checker.kind === 'default') return 'default';
  const modifiers = [
    ...(pkg.checker.kind === 'interactive' ? ['interactive'] : []),
    ...(pkg.kind.scoring ? ['score'] : []),
    ...(pkg.kind.multiPass ? ['multi-pass'] : []),
  ];
  return ['custom', ...modifiers].join(' ');
}

/** A level's legacy verdict keys: its grader_flags words (with `extra`) and on_reject. */
function verdictKeys(rule: VerdictRule | undefined, extra: string[] = []) {
  const words = [
    ...extra,
    ...(rule?.mode ? [rule.mode] : []),
    ...(rule?.acceptIfAnyAccepted ? ['accept_if_any_accepted'] : []),
  ];
  return {
    ...(words.length > 0 ? { grader_flags: words.join(' ') } : {}),
    ...(rule?.onReject ? { on_reject: rule.onReject } : {}),
  };
}

/**
 * Every testdata.yaml the package needs, by path: the verdict rules of data/ and data/secret, each scoring
 * group's keys, and the output validator words of any folder (in the key of the package's format version).
 */
function testdataFiles(pkg: ProblemPackage): Map<string, Record<string, unknown>> {
  const files = new Map<string, Record<string, unknown>>();
  const put = (path: string, keys: Record<string, unknown>) => {
    if (Object.keys(keys).length > 0) files.set(path, { ...files.get(path), ...keys });
  };
  const root = pkg.grading.root;
  put('data/testdata.yaml', verdictKeys(root, root?.ignoreSample ? ['ignore_sample'] : []));
  put('data/secret/testdata.yaml', verdictKeys(pkg.grading.secret));
  // A group's file is written even when empty: the folder is the group.
  for (const group of pkg.groups) files.set(`data/secret/${group.name}/testdata.yaml`, groupKeys(group));
  for (const level of pkg.testdataArgs)
    put(
      `data/${level.dir === '' ? '' : `${level.dir}/`}testdata.yaml`,
      pkg.limits.timeRule === 'legacy'
        ? { output_validator_flags: level.args.join(' ') }
        : { output_validator_args: level.args },
    );
  return files;
}

function groupKeys(group: TestGroup): Record<string, unknown> {
  return {
    ...verdictKeys(group.verdicts, group.aggregation === 'min' ? ['min'] : []),
    ...(group.score === undefined ? {} : { score: group.score }),
    ...(group.acceptScore === undefined ? {} : { accept_score: group.acceptScore }),
    ...(group.rejectScore === undefined ? {} : { reject_score: group.rejectScore }),
    ...(group.range === undefined ? {} : { range: group.range.join(' ') }),
  };
}

/** Writes into `dir` (created when missing); refuses a folder that already holds files. */
export async function writeProblemPackage(input: ProblemPackageInput, dir: string): Promise<void> {
  const files = packageFiles(input);
  const root = resolve(dir);
  await mkdir(root, { recursive: true });
  if ((await readdir(root)).length > 0) throw new Error(`${root} is not empty`);
  for (const [path, content] of files) {
    const target = join(root, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}

/** The derivation rule back in its format's keys (problem_format_version is written at the top level). */
function timeRuleKeys(limits: PackageLimits): Record<string, unknown> {
  if (limits.timeRule !== 'legacy') {
    return {
      time_multipliers: { ac_to_time_limit: limits.timeMultiplier },
      ...(limits.timeResolutionMs === undefined ? {} : { time_resolution: limits.timeResolutionMs / 1000 }),
    };
  }
  return limits.timeMultiplier === PACKAGE_DEFAULTS.timeMultiplier
    ? {}
    : { time_multiplier: limits.timeMultiplier };
}
