// Prints one line per language for build-offline.sh: its id, its image name, its Debian packages and its
// npm packages (each comma-separated; the last may be empty), all read from the language definitions in
// packages/languages.
import { LANGUAGES } from '../../packages/languages/src/index.js';

const prefix = process.env.JUDGE_DOCKER_IMAGE_PREFIX ?? 'codecourt/judge-';
for (const language of LANGUAGES) {
  process.stdout.write(
    `${language.id}\t${prefix}${language.image.name}\t${language.image.debianPackages.join(',')}\t${(language.image.npmPackages ?? []).join(',')}\n`,
  );
}
