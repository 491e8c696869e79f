// Java sources may call their public class anything and put it in any package: find its name so the
// file can be named and placed after it (javac requires a public class in <Name>.java) and `java` can
// start it (a class in package a.b lives at a/b/Name.class).

/** javac reads \uXXXX escapes before anything else, so a name may be spelled with them. */
function unescapeUnicode(source: string): string {
  return source.replace(
    /(?<!\\)((?:\\\\)*)\\u+([0-9a-fA-F]{4})/g,
    (_m, slashes: string, hex: string) => `${slashes}${String.fromCharCode(Number.parseInt(hex, 16))}`,
  );
}

/** Blanks comments and string/char literals so that text inside them cannot look like a declaration. */
function codeOnly(source: string): string {
  return source.replace(
    /\/\*[\s\S]*?\*\/|\/\/[^\n]*|"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g,
    (m) => m.replace(/[^\n]/g, ' '),
  );
}

// Character.isJavaIdentifierStart / isJavaIdentifierPart: letters, letter numbers, currency symbols and
// connecting punctuation start a name; digits and combining marks may follow.
const START = '[\\p{L}\\p{Nl}\\p{Sc}\\p{Pc}]';
const PART = '[\\p{L}\\p{Nl}\\p{Sc}\\p{Pc}\\p{Nd}\\p{Mn}\\p{Mc}\\p{Cf}]';
const IDENTIFIER = `${START}${PART}*`;
const MODIFIERS = '(?:(?:public|final|abstract|static|strictfp|sealed|non-sealed)\\s+)*';
/** A name must not sit inside a longer identifier (JavaScript's \b only knows ASCII). */
const NOT_AFTER = `(?<!${PART})`;

/** The package the source declares (`a.b`), or '' for the unnamed package. */
function packageOf(code: string): string {
  const declared = new RegExp(
    `^\\s*(?:@${IDENTIFIER}(?:\\([^)]*\\))?\\s*)*package\\s+(${IDENTIFIER}(?:\\s*\\.\\s*${IDENTIFIER})*)\\s*;`,
    'u',
  ).exec(code);
  return declared?.[1]?.replace(/\s+/g, '') ?? '';
}

/**
 * The public top-level type's name; without one, the class that declares `main`; else `Main`;
 * qualified with the source's package (`a.b.Main`).
 */
export function javaMainClass(source: string): string {
  const code = codeOnly(unescapeUnicode(source.replace(/^\uFEFF/, '')));
  const pkg = packageOf(code);
  const qualified = (name: string) => (pkg === '' ? name : `${pkg}.${name}`);
  const publicType = new RegExp(
    `(?:^|[;}\\s])public\\s+${MODIFIERS}(?:class|record|enum|interface|@interface)\\s+(${IDENTIFIER})`,
    'u',
  ).exec(code);
  if (publicType?.[1]) return qualified(publicType[1]);
  const main = /static\s+(?:final\s+)?void\s+main\s*\(/.exec(code);
  const classes = [
    ...code.matchAll(new RegExp(`${NOT_AFTER}(?:class|record|enum)\\s+(${IDENTIFIER})`, 'gu')),
  ];
  const before = classes.filter((m) => main === null || m.index < main.index);
  return qualified(before.at(-1)?.[1] ?? classes[0]?.[1] ?? 'Main');
}

/** Where the source goes in the box: its package's directories, then <Name>.java. */
export function javaSourceFile(source: string): string {
  return `${javaMainClass(source).replaceAll('.', '/')}.java`;
}
