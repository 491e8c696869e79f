// Source files of a package: starter templates, known submissions by verdict folder, a custom output validator.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listDirectory } from './fs-helpers.js';
import type { ListedEntry } from './fs-helpers.js';
import { foreignLanguageOfFile, otherLanguageOfFile } from './kattis-foreign-languages.js';
import { expectedResultsOf } from './expected-results.js';
import { PARTIAL_VERDICTS, submissionDirectory, VERDICT_BY_DIRECTORY } from './kattis-verdicts.js';
import type { SubmissionDirectory } from './kattis-verdicts.js';
import { languageOfFile } from './language-extensions.js';
import { naturalCompare } from './natural-order.js';
import { readHarnessTemplates } from './read-harness-templates.js';
import { FUNCTION_ONLY_INFIX, isRelativeName } from './package-schema.js';
import type { PackageFile, PackageSource, PackageSubmission, PackageTemplate } from './package-schema.js';
import { readProgramFolder } from './read-program-folder.js';
import { readSubmissionNotes, SUBMISSIONS_JSON } from './submission-notes.js';
import type { SubmissionNotes } from './submission-notes.js';

type Sources = { sources: Required<PackageSource>[]; warnings: string[] };

/** Every single-file program in `dir`; anything else becomes a warning (`where` names the folder). */
async function readSourceFiles(dir: string, where: string): Promise<Sources> {
  const sources: Required<PackageSource>[] = [];
  const warnings: string[] = [];
  const entries = (await listDirectory(dir)).sort((a, b) => naturalCompare(a.name, b.name));
  for (const entry of entries) {
    if (entry.isFile() && !isRelativeName(entry.name)) {
      warnings.push(`${where}/${entry.name}: skipped (not a plain file name)`);
      continue;
    }
    const source = entry.isFile() ? await readFile(join(dir, entry.name), 'utf8') : '';
    const foreign = entry.isFile() ? foreignLanguageOfFile(entry.name, source) : undefined;
    if (foreign !== undefined) {
      warnings.push(`${where}/${entry.name}: skipped (${foreign}, a language this judge does not offer)`);
      continue;
    }
    const language = entry.isFile() ? languageOfFile(entry.name, source) : undefined;
    const other = entry.isFile() && !language ? otherLanguageOfFile(entry.name) : undefined;
    if (other !== undefined) {
      warnings.push(`${where}/${entry.name}: skipped (${other}, a language this judge does not offer)`);
      continue;
    }
    if (!language) {
      warnings.push(
        `${where}/${entry.name}: skipped (${entry.isFile() ? 'no language the judge runs' : 'not a single file'})`,
      );
      continue;
    }
    sources.push({ file: entry.name, language, source });
  }
  return { sources, warnings };
}

/**
 * templates/<language id>/{prepend,solution,append}.<ext> (the user's part and its harness), and the
 * older templates/solution.<ext> (a whole program) for languages without such a folder.
 */
export async function readTemplates(
  root: string,
): Promise<{ sources: (Required<PackageSource> & PackageTemplate)[]; warnings: string[] }> {
  const dir = join(root, 'templates');
  const [whole, harnessed] = await Promise.all([
    readSourceFiles(dir, 'templates'),
    readHarnessTemplates(dir),
  ]);
  const folders = new Set(harnessed.sources.map((t) => t.language));
  const kept = whole.sources.filter((t) => !folders.has(t.language));
  // Language folders are read by readHarnessTemplates, not warned about as "not a single file".
  const warnings = whole.warnings.filter(
    (w) => !harnessed.folders.some((f) => w.startsWith(`templates/${f}:`)),
  );
  return { sources: [...harnessed.sources, ...kept], warnings: [...warnings, ...harnessed.warnings] };
}

/** `<name>.fn.<ext>`: a submission holding only the user's part. */
const isFunctionOnly = (file: string) => file.slice(0, file.lastIndexOf('.')).endsWith(FUNCTION_ONLY_INFIX);

type Submission = Required<Omit<PackageSubmission, 'entry' | 'expectedAny' | 'partialScore'>> &
  Pick<PackageSubmission, 'entry' | 'expectedAny' | 'partialScore'>;

/** One verdict folder: single-file sources (with the folder's other files beside them) and multi-file folders. */
async function readVerdictFolder(
  root: string,
  directory: SubmissionDirectory,
  folderName: string,
  notes: SubmissionNotes,
): Promise<{ submissions: Submission[]; warnings: string[] }> {
  const dir = join(root, 'submissions', folderName);
  const where = `submissions/${folderName}`;
  const found = await readSourceFiles(dir, where);
  // Non-source files (headers, data) travel with every single-file submission of the folder.
  const beside: PackageFile[] = [];
  const warnings: string[] = [];
  for (const warning of found.warnings) {
    // Folders are multi-file submissions, read below.
    if (warning.endsWith(': skipped (not a single file)')) continue;
    const name = /^[^:]+\/([^/:]+): skipped \(no language the judge runs\)$/.exec(warning)?.[1];
    if (name === undefined || name === SUBMISSIONS_JSON) warnings.push(warning);
    else beside.push({ path: name, content: await readFile(join(dir, name), 'utf8') });
  }
  const submissions: Submission[] = [];
  const expectation = (path: string, source: string) => {
    // Accepted too: the legacy accept_if_any_accepted flag accepts a submission that scores in part.
    if (directory === 'partially_accepted')
      return { expectedAny: [...PARTIAL_VERDICTS, 'Accepted' as const], partialScore: true };
    const listed = notes.get(`${folderName}/${path}`)?.expected ?? expectedResultsOf(source);
    if (listed) return { expectedAny: listed };
    // Kattis reports a memory overrun as a run-time error: that folder accepts Memory Limit Exceeded too.
    const { run_time_error: runtime, memory_limit_exceeded: memory } = VERDICT_BY_DIRECTORY;
    return directory === 'run_time_error' ? { expectedAny: [runtime, memory] } : {};
  };
  for (const s of found.sources) {
    submissions.push({
      ...s,
      files: beside,
      functionOnly: isFunctionOnly(s.file),
      directory,
      expected: VERDICT_BY_DIRECTORY[directory],
      ...expectation(s.file, s.source),
    });
  }
  for (const entry of await listDirectory(dir)) {
    if (!entry.isDirectory()) continue;
    const path = `${where}/${entry.name}`;
    try {
      const note = notes.get(`${folderName}/${entry.name}`);
      const program = await readProgramFolder(join(dir, entry.name), path, note?.entry);
      if (foreignLanguageOfFile(program.entry, program.source) !== undefined) {
        warnings.push(
          `${path}: skipped (${String(foreignLanguageOfFile(program.entry, program.source))}, a language this judge does not offer)`,
        );
        continue;
      }
      submissions.push({
        file: entry.name,
        language: program.language,
        source: program.source,
        files: program.files,
        entry: program.entry,
        functionOnly: false,
        directory,
        expected: VERDICT_BY_DIRECTORY[directory],
        ...expectation(entry.name, [program.source, ...program.files.map((f) => f.content)].join('\n')),
      });
    } catch (error) {
      warnings.push(
        `${path}: skipped (${error instanceof Error ? error.message.replace(`${path}: `, '') : String(error)})`,
      );
    }
  }
  return { submissions: submissions.sort((a, b) => naturalCompare(a.file, b.file)), warnings };
}

export async function readSubmissions(
  root: string,
  scoring: boolean,
): Promise<{ submissions: Submission[]; warnings: string[] }> {
  const submissions: Submission[] = [];
  const warnings: string[] = [];
  const notes = await readSubmissionNotes(root);
  const folders = (await listDirectory(join(root, 'submissions'))).sort((a, b) =>
    naturalCompare(a.name, b.name),
  );
  for (const folder of folders) {
    if (folder.isFile() && folder.name === SUBMISSIONS_JSON) continue;
    const directory = folder.isDirectory() ? submissionDirectory(folder.name, scoring) : undefined;
    if (!directory) {
      warnings.push(`submissions/${folder.name}: skipped (not a verdict folder)`);
      continue;
    }
    const found = await readVerdictFolder(root, directory, folder.name, notes);
    submissions.push(...found.submissions);
    warnings.push(...found.warnings);
  }
  return { submissions, warnings };
}

/** Whether a folder's own files (not its subfolders) hold a source the judge runs. */
async function holdsProgram(dir: string, entries: readonly ListedEntry[]): Promise<boolean> {
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    if (languageOfFile(entry.name, await readFile(join(dir, entry.name), 'utf8')) !== undefined) return true;
  }
  return false;
}

/**
 * The custom validator (or interactor): output_validator/ (2023-07: its files directly), or
 * output_validators/<name>/ or output_validators/<files> (legacy). A folder is one program, of one or
 * several files (validate.cc including validate.h); throws when there are several validators.
 */
export async function readOutputValidator(
  root: string,
): Promise<{ path: string; validator: Required<PackageSource>; files: PackageFile[] } | undefined> {
  const candidates: { dir: string; shown: string; base: string }[] = [];
  for (const folder of ['output_validator', 'output_validators']) {
    const entries = await listDirectory(join(root, folder));
    // Loose files are a validator only when one of them runs: a .gitignore or README beside a
    // validator's folder (BAPCtools' skeleton has one) is not a second validator.
    if (await holdsProgram(join(root, folder), entries))
      candidates.push({ dir: join(root, folder), shown: folder, base: '' });
    for (const entry of entries.filter((e) => e.isDirectory()))
      candidates.push({
        dir: join(root, folder, entry.name),
        shown: `${folder}/${entry.name}`,
        base: `${entry.name}/`,
      });
  }
  if (candidates.length === 0) return undefined;
  if (candidates.length > 1) {
    throw new Error(
      `${String(candidates.length)} output validators (${candidates.map((c) => c.shown).join(', ')}); a problem has one`,
    );
  }
  const [only] = candidates as [(typeof candidates)[number]];
  const program = await readProgramFolder(only.dir, only.shown);
  return {
    path: `${only.base}${program.entry}`,
    validator: { file: program.entry, language: program.language, source: program.source },
    files: program.files,
  };
}
