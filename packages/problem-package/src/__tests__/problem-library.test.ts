// The repo's problems/: every package the authors ship must read cleanly and meet the library's bar.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIFFICULTIES, LIBRARY_LANGUAGE_IDS, PROBLEM_TAGS } from '@codecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProblemDirectories, readProblemLibrary } from '../read-problem-library.js';
import type { LibraryEntry } from '../read-problem-library.js';
import { readProblemPackage } from '../read-problem-package.js';
import { renderStatement } from '../render-statement.js';
import { ourPackage, tempPackages } from '../testing/temp-packages.js';
import type { TempPackages } from '../testing/temp-packages.js';

const PROBLEMS = fileURLToPath(new URL('../../../../problems', import.meta.url));
const slugs = (await listProblemDirectories(PROBLEMS)).map((dir) => dir.slice(dir.lastIndexOf('/') + 1));
let library: Map<string, LibraryEntry>;

beforeAll(async () => {
  library = new Map((await readProblemLibrary(PROBLEMS)).map((entry) => [entry.slug, entry]));
});

function read(slug: string) {
  const entry = library.get(slug);
  if (!entry?.ok) throw entry?.error ?? new Error(`${slug} was not read`);
  return entry.pkg;
}

/** Keeps the library small enough for git and for CI time (problems/README.md, "Data budget"). */
const DATA_BUDGET_BYTES = 2560 * 1024;

async function dataBytes(slug: string): Promise<number> {
  const dir = join(PROBLEMS, slug, 'data');
  const files = await readdir(dir, { recursive: true });
  const sizes = await Promise.all(files.map(async (f) => (await stat(join(dir, f))).size));
  return sizes.reduce((a, b) => a + b, 0);
}

function unsafe(html: string): string[] {
  const patterns = [/<script/i, /<iframe/i, /<style/i, /\son\w+\s*=/i, /javascript:/i, /style=/i];
  return patterns.filter((p) => p.test(html)).map(String);
}

describe('the problem library', () => {
  it('when the repo is checked out, then problems/ holds packages', () => {
    expect(slugs.length).toBeGreaterThan(0);
  });

  it('when counted, then every tag has at least 3 problems and the difficulties are about 40 % easy, 40 % medium, 20 % hard', () => {
    const pkgs = slugs.map(read);
    const share = (difficulty: string) =>
      pkgs.filter((p) => p.difficulty === difficulty).length / pkgs.length;

    for (const tag of PROBLEM_TAGS)
      expect(pkgs.filter((p) => p.tags.includes(tag)).length, tag).toBeGreaterThanOrEqual(3);
    expect(share('easy')).toBeGreaterThanOrEqual(0.3);
    expect(share('medium')).toBeGreaterThanOrEqual(0.3);
    expect(share('hard')).toBeGreaterThanOrEqual(0.15);
  });

  describe.each(slugs)('%s', (slug) => {
    it('when its test data is measured, then it stays within the data budget', async () => {
      expect(await dataBytes(slug)).toBeLessThanOrEqual(DATA_BUDGET_BYTES);
    });

    it('when read, then it parses without skipped files, with tags and difficulty from the contracts enums', () => {
      const pkg = read(slug);

      expect(pkg.warnings).toEqual([]);
      expect(DIFFICULTIES).toContain(pkg.difficulty);
      expect(pkg.tags.length).toBeGreaterThan(0);
      for (const tag of pkg.tags) expect(PROBLEM_TAGS).toContain(tag);
      expect(pkg.constraints.length).toBeGreaterThan(0);
      expect(pkg.limits.timeMs).toBeDefined();
      expect(pkg.limits.memoryKb).toBeDefined();
    });

    it('when its tests are counted, then it has >= 2 explained samples and >= 10 secret tests', () => {
      const pkg = read(slug);

      expect(pkg.samples.length).toBeGreaterThanOrEqual(2);
      expect(pkg.samples.filter((s) => s.explanation).length).toBe(pkg.samples.length);
      expect(pkg.secrets.length).toBeGreaterThanOrEqual(10);
    });

    it('when its sources are listed, then templates and accepted solutions cover the library languages and a known-wrong one exists', () => {
      const pkg = read(slug);
      const accepted = pkg.submissions.filter((s) => s.expected === 'Accepted').map((s) => s.language);

      expect([...new Set(pkg.templates.map((t) => t.language))].sort()).toEqual(
        [...LIBRARY_LANGUAGE_IDS].sort(),
      );
      expect([...new Set(accepted)].sort()).toEqual([...LIBRARY_LANGUAGE_IDS].sort());
      expect(pkg.submissions.some((s) => s.expected !== 'Accepted')).toBe(true);
    });

    it('when its templates are read, then each library language has a harness and its accepted solution is function-only', () => {
      const pkg = read(slug);

      for (const language of LIBRARY_LANGUAGE_IDS) {
        const template = pkg.templates.find((t) => t.language === language);
        expect(template?.harness?.append, language).toBeTruthy();
        expect(template?.source, language).toMatch(/Write your solution here/);
        const accepted = pkg.submissions.filter((s) => s.language === language && s.expected === 'Accepted');
        expect(
          accepted.every((s) => s.functionOnly),
          language,
        ).toBe(true);
      }
    });

    it('when its statement is rendered, then the HTML is sanitised and keeps its text', () => {
      const pkg = read(slug);

      const html = renderStatement(pkg.statement);

      expect(unsafe(html)).toEqual([]);
      expect(html.length).toBeGreaterThan(0);
    });
  });
});

describe('a malicious package statement', () => {
  let temp: TempPackages;
  beforeAll(async () => {
    temp = await tempPackages();
  });
  afterAll(async () => {
    await temp.remove();
  });

  it('when a package statement carries script, onerror and javascript: links, then its rendered HTML is clean', async () => {
    const statement =
      '# Evil\n\n<script>fetch("/api")</script>\n\n<img src=x onerror=alert(1)>\n\n[win](javascript:alert(1))\n\nPlain text.\n';
    const dir = await temp.write('evil', { ...ourPackage(), 'problem_statement/problem.en.md': statement });
    const pkg = await readProblemPackage(dir);

    const html = renderStatement(pkg.statement);

    expect(unsafe(html)).toEqual([]);
    expect(html).toContain('<p>Plain text.</p>');
  });
});
