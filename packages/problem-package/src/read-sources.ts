// Source files of a package: starter templates, known submissions by verdict folder, a custom output validator.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listDirectory } from './fs-helpers.js';
import { foreignLanguageOfFile } from './kattis-foreign-languages.js';
import { submissionDirectory, VERDICT_BY_DIRECTORY } from './kattis-verdicts.js';
import { languageOfFile } from './language-extensions.js';
import { naturalCompare } from './natural-order.js';
import { readHarnessTemplates } from './read-harness-templates.js';
import { FUNCTION_ONLY_INFIX } from './package-schema.js';
import type { PackageSource, PackageSubmission, PackageTemplate } from './package-schema.js';

type Sources = { sources: Required<PackageSource>[]; warnings: string[] };

/** Every single-file program in `dir`; anything else becomes a warning (`where` names the folder). */
async function readSourceFiles(dir: string, where: string): Promise<Sources> {
  const sources: Required<PackageSource>[] = [];
  const warnings: string[] = [];
  const entries = (await listDirectory(dir)).sort((a, b) => naturalCompare(a.name, b.name));
  for (const entry of entries) {
    const source = entry.isFile() ? await readFile(join(dir, entry.name), 'utf8') : '';
    const foreign = entry.isFile() ? foreignLanguageOfFile(entry.name, source) : undefined;
    if (foreign !== undefined) {
      warnings.push(`${where}/${entry.name}: skipped (${foreign}, a language this judge does not offer)`);
      continue;
    }
    const language = entry.isFile() ? languageOfFile(entry.name, source) : undefined;
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

export async function readSubmissions(
  root: string,
): Promise<{ submissions: Required<PackageSubmission>[]; warnings: string[] }> {
  const submissions: Required<PackageSubmission>[] = [];
  const warnings: string[] = [];
  const folders = (await listDirectory(join(root, 'submissions'))).sort((a, b) =>
    naturalCompare(a.name, b.name),
  );
  for (const folder of folders) {
    const directory = folder.isDirectory() ? submissionDirectory(folder.name) : undefined;
    if (!directory) {
      warnings.push(`submissions/${folder.name}: skipped (not a verdict folder)`);
      continue;
    }
    const found = await readSourceFiles(join(root, 'submissions', folder.name), `submissions/${folder.name}`);
    warnings.push(...found.warnings);
    submissions.push(
      ...found.sources.map((s) => ({
        ...s,
        functionOnly: isFunctionOnly(s.file),
        directory,
        expected: VERDICT_BY_DIRECTORY[directory],
      })),
    );
  }
  return { submissions, warnings };
}

/** output_validators/<name>/<one source file> or output_validators/<one source file>; throws when ambiguous. */
export async function readOutputValidator(
  root: string,
): Promise<{ path: string; validator: Required<PackageSource> } | undefined> {
  const base = join(root, 'output_validators');
  const candidates: { path: string; validator: Required<PackageSource> }[] = [];
  const top = await readSourceFiles(base, 'output_validators');
  candidates.push(...top.sources.map((validator) => ({ path: validator.file, validator })));
  for (const entry of await listDirectory(base)) {
    if (!entry.isDirectory()) continue;
    const inside = await readSourceFiles(join(base, entry.name), entry.name);
    candidates.push(
      ...inside.sources.map((validator) => ({ path: `${entry.name}/${validator.file}`, validator })),
    );
  }
  if (candidates.length > 1) {
    throw new Error(
      `output_validators holds ${String(candidates.length)} source files (${candidates.map((c) => c.path).join(', ')}); the judge runs a single-file validator`,
    );
  }
  return candidates[0];
}
