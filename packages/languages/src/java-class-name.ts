// Java sources may call their public class anything: find its name so the file can be named after it.

/** Blanks comments and string/char literals so that text inside them cannot look like a declaration. */
function codeOnly(source: string): string {
  return source.replace(
    /\/\*[\s\S]*?\*\/|\/\/[^\n]*|"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g,
    (m) => m.replace(/[^\n]/g, ' '),
  );
}

const IDENTIFIER = '[A-Za-z_$][A-Za-z0-9_$]*';
const MODIFIERS = '(?:(?:public|final|abstract|static|strictfp|sealed|non-sealed)\\s+)*';

/**
 * The public top-level type's name; without one, the class that declares `main`; else `Main`.
 * javac requires a public class to live in a file of its name, and `java` needs the class with main.
 */
export function javaMainClass(source: string): string {
  const code = codeOnly(source);
  const publicType = new RegExp(
    `(?:^|[;}\\s])public\\s+${MODIFIERS}(?:class|record|enum|interface)\\s+(${IDENTIFIER})`,
  ).exec(code);
  if (publicType?.[1]) return publicType[1];
  const main = /static\s+(?:final\s+)?void\s+main\s*\(/.exec(code);
  const classes = [...code.matchAll(new RegExp(`\\b(?:class|record|enum)\\s+(${IDENTIFIER})`, 'g'))];
  const before = classes.filter((m) => main === null || m.index < main.index);
  return before.at(-1)?.[1] ?? classes[0]?.[1] ?? 'Main';
}
