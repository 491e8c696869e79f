import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../registry.js';
import { renderLanguagePackages, renderLanguagesPage } from '../render-languages-page.js';

const PAGE = fileURLToPath(new URL('../../../../docs/languages.md', import.meta.url));
const CI_PACKAGES = fileURLToPath(new URL('../../../../.ci/language-packages.txt', import.meta.url));

describe('docs/languages.md', () => {
  it('when the language files are rendered, then the committed page is exactly that (pnpm languages:docs)', async () => {
    expect(await readFile(PAGE, 'utf8')).toBe(renderLanguagesPage());
  });

  it('when the page is rendered, then every language has its section with its id, Judge0 id and Debian packages', () => {
    const sections = renderLanguagesPage().split('\n## ').slice(1);

    expect(sections).toHaveLength(LANGUAGES.length);
    for (const [index, language] of LANGUAGES.entries()) {
      const section = sections[index] ?? '';
      expect(section.startsWith(`${language.name} (\`${language.id}\`)`)).toBe(true);
      expect(section).toContain(
        language.judge0 ? `- Judge0: ${String(language.judge0.id)} (` : '- Judge0: none',
      );
      for (const debianPackage of language.image.debianPackages)
        expect(section).toContain(`\`${debianPackage}\``);
    }
  });

  it('when the language files are rendered, then CI’s package list is exactly their images’ packages (pnpm languages:docs)', async () => {
    const listed = (await readFile(CI_PACKAGES, 'utf8')).split('\n').filter(Boolean);

    expect(await readFile(CI_PACKAGES, 'utf8')).toBe(renderLanguagePackages());
    for (const language of LANGUAGES)
      expect(listed, language.id).toEqual(expect.arrayContaining([...language.image.debianPackages]));
  });
});
