import { describe, expect, it } from 'vitest';
import { CSV_MESSAGES, csvCell, parseCsv } from '../csv.js';

const records = (text: string) => {
  const result = parseCsv(text);
  if (!result.ok) throw new Error(result.message);
  return result.records;
};

describe('parseCsv', () => {
  it('when fields are quoted, then commas, doubled quotes and line breaks inside them are kept', () => {
    expect(records('a,"b, c","say ""hi""","two\nlines",e\nnext,row')).toEqual([
      { line: 1, fields: ['a', 'b, c', 'say "hi"', 'two\nlines', 'e'] },
      { line: 3, fields: ['next', 'row'] },
    ]);
  });

  it('when the file has a BOM, CRLF line ends, blank lines and a final line break, then only the records remain', () => {
    expect(records('\uFEFFname,email\r\n\r\nAda,a@x.org\r\n')).toEqual([
      { line: 1, fields: ['name', 'email'] },
      { line: 3, fields: ['Ada', 'a@x.org'] },
    ]);
  });

  it('when a record ends in empty fields or an empty quoted field, then they are fields', () => {
    expect(records('a,,\n""')).toEqual([
      { line: 1, fields: ['a', '', ''] },
      { line: 2, fields: [''] },
    ]);
  });

  it('when quotes are broken, then the line of the problem is named', () => {
    expect(parseCsv('ok\n"never closed\nstill')).toEqual({
      ok: false,
      line: 2,
      message: CSV_MESSAGES.unclosedQuote,
    });
    expect(parseCsv('ok\n"closed"then')).toEqual({
      ok: false,
      line: 2,
      message: CSV_MESSAGES.textAfterQuote,
    });
    expect(parseCsv('ok\nin"side')).toEqual({ ok: false, line: 2, message: CSV_MESSAGES.quoteInsideField });
  });

  it('when a cell is written back, then it reads as the same field', () => {
    const fields = ['plain', 'a, b', 'say "hi"', 'two\nlines'];
    expect(records(fields.map(csvCell).join(','))[0]?.fields).toEqual(fields);
  });

  it('when a cell would run as a spreadsheet formula, then it is written as text', () => {
    expect(['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', 'Ada'].map(csvCell)).toEqual([
      `"'=HYPERLINK(""x"")"`,
      "'+1",
      "'-2+3",
      "'@SUM(A1)",
      'Ada',
    ]);
  });
});
