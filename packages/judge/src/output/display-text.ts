// Program output as text a person (and a database) can take: bytes that are not UTF-8 become U+FFFD,
// and control characters other than tab, newline and carriage return become their visible Unicode
// pictures (NUL shows as U+2400), so a program's odd bytes are shown, never passed on raw.

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export function displayText(data: Buffer | string): string {
  const text = typeof data === 'string' ? data : data.toString('utf8');
  return text.replace(CONTROL, (c) =>
    String.fromCharCode(c === '\u007f' ? 0x2421 : 0x2400 + c.charCodeAt(0)),
  );
}
