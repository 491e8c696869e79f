// A sample .interaction file as the statement shows it: a two-column dialogue. Kattis writes what the
// judge sends as `<` lines and what the program prints as `>` lines.
import type { SampleInteraction } from './package-schema.js';

const cell = (text: string) => (text === '' ? ' ' : `\`${text.replace(/`/g, "'").replace(/\|/g, '\\|')}\``);

export function interactionMarkdown(interactions: readonly SampleInteraction[]): string {
  return interactions
    .map((sample, index) => {
      const rows = sample.dialogue
        .split('\n')
        .filter((line) => line.startsWith('<') || line.startsWith('>'))
        .map((line) => {
          const text = line.slice(1).trim();
          return line.startsWith('<') ? `| ${cell(text)} |   |` : `|   | ${cell(text)} |`;
        });
      return [
        `### Sample interaction ${String(index + 1)}`,
        '',
        '| judge | your program |',
        '| --- | --- |',
        ...rows,
        '',
      ].join('\n');
    })
    .join('\n');
}
