// templates/<language id>/: solution.<ext> is the part the editor shows; prepend.<ext> and append.<ext>
// (either may be missing or empty) are the hidden harness the judge joins around it.
import { join } from 'node:path';
import { isLanguageId } from '@codecourt/contracts';
import { listDirectory, readOptional } from './fs-helpers.js';
import { extensionOf } from './language-extensions.js';
import type { PackageSource, PackageTemplate } from './package-schema.js';

export async function readHarnessTemplates(dir: string): Promise<{
  sources: (Required<PackageSource> & PackageTemplate)[];
  /** The language folders found, solution or not. */
  folders: string[];
  warnings: string[];
}> {
  const folders = (await listDirectory(dir)).filter((e) => e.isDirectory()).map((e) => e.name);
  const sources: (Required<PackageSource> & PackageTemplate)[] = [];
  const warnings: string[] = [];
  for (const language of folders.filter(isLanguageId)) {
    const ext = extensionOf(language);
    const read = (part: string) => readOptional(join(dir, language, `${part}${ext}`));
    const [prepend, source, append] = await Promise.all([read('prepend'), read('solution'), read('append')]);
    if (source === undefined) {
      warnings.push(`templates/${language}: skipped (no solution${ext})`);
      continue;
    }
    sources.push({
      file: `solution${ext}`,
      language,
      source,
      harness: { prepend: prepend ?? '', append: append ?? '' },
    });
  }
  return { sources, folders: folders.filter(isLanguageId), warnings };
}
