// A small RFC 4180 reader: quoted fields (commas, quotes doubled, line breaks inside), LF or CRLF line ends,
// a leading BOM. Shared by the API and the browser so an organiser's preview reads a file as the import does.

/** One record and the line it starts on (1-based, counting the line breaks inside quoted fields). */
export type CsvRecord = { line: number; fields: string[] };

export type CsvResult = { ok: true; records: CsvRecord[] } | { ok: false; line: number; message: string };

export const CSV_MESSAGES = {
  unclosedQuote: 'A quoted field is not closed: a quote mark is missing',
  textAfterQuote: 'Text follows a closing quote: put the whole field inside the quotes',
  quoteInsideField: 'A quote mark inside an unquoted field: quote the field and double the quote mark',
} as const;

const BOM = '\uFEFF';

/** The records of `text`; blank lines are skipped, so a trailing line break adds no record. */
export function parseCsv(text: string): CsvResult {
  const source = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  // Whether the current field was quoted: an empty quoted field still counts as a field on a blank line.
  let quoted = false;

  const endRecord = () => {
    fields.push(field);
    const blank = fields.length === 1 && fields[0] === '' && !quoted;
    if (!blank) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    quoted = false;
  };

  while (i < source.length) {
    const char = source.charAt(i);
    if (char === '"' && field === '' && !quoted) {
      quoted = true;
      const start = line;
      i += 1;
      for (;;) {
        if (i >= source.length) return { ok: false, line: start, message: CSV_MESSAGES.unclosedQuote };
        const inner = source.charAt(i);
        if (inner === '"') {
          if (source[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (inner === '\n') line += 1;
        field += inner;
        i += 1;
      }
      const next = source.charAt(i);
      if (next !== '' && next !== ',' && next !== '\n' && next !== '\r')
        return { ok: false, line, message: CSV_MESSAGES.textAfterQuote };
      continue;
    }
    if (char === '"') return { ok: false, line, message: CSV_MESSAGES.quoteInsideField };
    if (char === ',') {
      fields.push(field);
      field = '';
      quoted = false;
      i += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && source[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    field += char;
    i += 1;
  }
  if (field !== '' || fields.length > 0 || quoted) endRecord();
  return { ok: true, records };
}

/**
 * One field as a CSV cell: quoted when it holds a comma, a quote or a line break (the download of a sheet).
 * A field a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first: OWASP's CSV
 * injection) is written with a leading apostrophe, which spreadsheets show as text.
 */
export function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}
