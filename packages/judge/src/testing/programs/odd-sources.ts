// Legal programs in odd shapes, and a deterministic stream of mangled ones: the fuzz suite judges them
// all and no program text may end as an Internal Error.
import { CODE_MAX_BYTES, LANGUAGE_IDS } from '@codecourt/contracts';
import type { LanguageId } from '@codecourt/contracts';
import { commentLine, getLanguage } from '@codecourt/languages';
import { CONFORMANCE_PROGRAMS } from './index.js';

export type OddSource = { name: string; language: LanguageId; source: string };

const javaSum = (header: string, declaration: string, name: string) =>
  `${header}import java.util.Scanner;\n\n${declaration} ${name} {\n    public static void main(String[] args) {\n        Scanner in = new Scanner(System.in);\n        System.out.println(in.nextLong() + in.nextLong());\n    }\n}\n`;

/** Java's naming rules in full: any public class name, unicode names, packages, no public class. */
export const JAVA_NAMES: readonly OddSource[] = [
  ['a unicode public class', '', 'public class', 'Ünïcødé'],
  ['a CJK public class', '', 'public class', '解答'],
  ['a $ and _ public class', '', 'public final class', '$olution_1'],
  ['a class in a package', 'package com.example.sum;\n\n', 'public class', 'Main'],
  ['a unicode package and class', 'package ünï.côde;\n', 'public class', 'Lösung'],
  ['a class name spelled with \\u escapes', '', 'public class', '\\u0053um'],
  ['no public class', '// a note: public class Decoy {}\n', 'class', 'Hidden'],
  ['a comment before the package', '/* header */\npackage p;\n', 'class', 'Q'],
].map(([name, header, declaration, className]) => ({
  name: `Java with ${String(name)}`,
  language: 'java' as const,
  source: javaSum(String(header), String(declaration), String(className)),
}));

const PHP_OPEN = '<?php\n';

/** The same accepted program, dressed up: BOM, CRLF, unicode comments, a size near the limit. */
export function dressedUp(language: LanguageId): OddSource[] {
  const accepted = CONFORMANCE_PROGRAMS[language].accepted;
  const definition = getLanguage(language);
  const note = `${commentLine(definition, 'ünïcødé ✓ 解答 🚀 \u200b end')}\n`;
  const padding = `${commentLine(definition, 'x'.repeat(118))}\n`;
  const room = CODE_MAX_BYTES - Buffer.byteLength(accepted) - 64;
  return [
    { name: `${language} with a byte order mark`, language, source: `\uFEFF${accepted}` },
    { name: `${language} with CRLF line ends`, language, source: accepted.replace(/\n/g, '\r\n') },
    // PHP prints whatever precedes its opening tag: there the note goes right after it.
    {
      name: `${language} with unicode comments`,
      language,
      source: accepted.startsWith(PHP_OPEN)
        ? `${PHP_OPEN}${note}${accepted.slice(PHP_OPEN.length)}${note}`
        : `${note}${accepted}${note}`,
    },
    {
      name: `${language} just under the 64 KB limit`,
      language,
      source: `${accepted}${padding.repeat(Math.floor(room / padding.length))}`,
    },
  ];
}

/** A small deterministic generator (mulberry32), so the fuzz cases are the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ODD_TEXT = [
  '\uFEFF',
  '\r',
  '\t',
  '"',
  "'",
  '`',
  '\\',
  '{',
  '}',
  '(',
  ';',
  'é',
  '\u0085',
  '\u2028',
  'class',
  'package x;',
  '#',
];

/** Sources cut, spliced and sprinkled with odd characters: any verdict but Internal Error. */
export function mangled(
  seed: number,
  perLanguage: number,
  languages: readonly LanguageId[] = LANGUAGE_IDS,
): OddSource[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const cases: OddSource[] = [];
  for (const language of languages) {
    const accepted = CONFORMANCE_PROGRAMS[language].accepted;
    for (let i = 0; i < perLanguage; i += 1) {
      const at = Math.floor(next() * accepted.length);
      const source =
        next() < 0.3
          ? accepted.slice(0, at)
          : `${accepted.slice(0, at)}${pick(ODD_TEXT)}${pick(ODD_TEXT)}${accepted.slice(at)}`;
      cases.push({ name: `${language} mangled #${String(i)} (seed ${String(seed)})`, language, source });
    }
  }
  return cases;
}
