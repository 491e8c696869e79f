// A language's prebuilt step as a POSIX shell script, for images: the Dockerfiles and the offline
// build run it inside the image, so the files match that image's toolchain and the language's flags.
import type { LanguageDefinition } from './types.js';

/** Where an image keeps a language's prebuilt files. */
export function imagePrebuiltDir(language: Pick<LanguageDefinition, 'id'>): string {
  return `/opt/codecourt/prebuilt/${language.id}`;
}

const quote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

/** Where an image build puts the repository files a prebuilt step copies (docker/judge's Dockerfiles). */
export const IMAGE_REPOSITORY_DIR = '/tmp/codecourt-repository';

/** The script that builds the language's prebuilt files into imagePrebuiltDir, or '' without any. */
export function prebuiltScript(language: LanguageDefinition): string {
  const step = language.prebuilt;
  if (!step) return '';
  const dir = imagePrebuiltDir(language);
  const lines = [
    '#!/bin/sh',
    `# Generated from packages/languages/src/${language.id}.ts: pnpm images:scripts`,
    'set -eu',
  ];
  for (const [name, text] of Object.entries(step.files)) {
    const path = `${dir}/${name}`;
    const copied = step.fromRepository?.[name];
    lines.push(`mkdir -p ${quote(path.slice(0, path.lastIndexOf('/')))}`);
    lines.push(
      copied === undefined
        ? `printf '%s' ${quote(text)} > ${quote(path)}`
        : `cp ${quote(`${IMAGE_REPOSITORY_DIR}/${copied}`)} ${quote(path)}`,
    );
  }
  lines.push(step.argv(dir).map(quote).join(' '));
  lines.push(`touch ${quote(`${dir}/.complete`)}`, `chmod -R a+rX ${quote(dir)}`);
  return `${lines.join('\n')}\n`;
}
