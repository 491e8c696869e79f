import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeLanguage } from '../describe-language.js';
import { LANGUAGES } from '../registry.js';
import {
  renderLanguageNpmPackages,
  renderLanguagePackages,
  renderLanguagesPage,
} from '../render-languages-page.js';

const PAGE = fileURLToPath(new URL('../../../../docs/languages.md', import.meta.url));
const CI_PACKAGES = fileURLToPath(new URL('../../../../.ci/language-packages.txt', import.meta.url));
const CI_NPM_PACKAGES = fileURLToPath(new URL('../../../../.ci/language-npm-packages.txt', import.meta.url));

describe('docs/languages.md', () => {
  it('when the language files are rendered, then the committed page is exactly that (pnpm languages:docs)', async () => {
    expect(await readFile(PAGE, 'utf8')).toBe(renderLanguagesPage());
  });

  it('when the page is rendered, then every language has its section with its id, version, limits and Debian packages', () => {
    const sections = renderLanguagesPage().split('\n## ').slice(1);

    expect(sections).toHaveLength(LANGUAGES.length);
    for (const [index, language] of LANGUAGES.entries()) {
      const section = sections[index] ?? '';
      expect(section.startsWith(`${language.name} (\`${language.id}\`)`)).toBe(true);
      expect(section).toContain(
        language.judge0 ? `- Judge0: ${String(language.judge0.id)} (` : '- Judge0: none',
      );
      const described = describeLanguage(language);
      expect(section).toContain(`- Version: ${described.version}\n`);
      expect(section).toContain(`- File name: ${described.fileNameRule}\n`);
      expect(section).toContain(`- Memory: ${described.memory.summary}\n`);
      expect(section).toContain(`- Time: ${described.time.summary}\n`);
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

  it('when the language files are rendered, then CI’s npm list is exactly their images’ exact npm versions (pnpm languages:docs)', async () => {
    const listed = (await readFile(CI_NPM_PACKAGES, 'utf8')).split('\n').filter(Boolean);

    expect(await readFile(CI_NPM_PACKAGES, 'utf8')).toBe(renderLanguageNpmPackages());
    for (const language of LANGUAGES) {
      const npmPackages = language.image.npmPackages ?? [];
      expect(listed, language.id).toEqual(expect.arrayContaining([...npmPackages]));
      // An exact version: the offline image, the official recipe and CI must install the same compiler.
      for (const npmPackage of npmPackages)
        expect(npmPackage, language.id).toMatch(/^(@[\w.-]+\/)?[\w.-]+@\d+\.\d+\.\d+$/);
    }
  });
});
