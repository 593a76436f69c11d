import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/** RFC 4180-style delimited text (CSV with ",", Anki-compatible TSV with a tab), read and written by the csv project's parser and stringifier. */

export function formatDelimitedRows(rows: string[][], delimiter: string, lineEnd: '\n' | '\r\n'): string {
  // Any line break is quoted, not only the one that ends rows here: readers split rows on either.
  return stringify(rows, { delimiter, record_delimiter: lineEnd, quoted_match: /[\r\n]/ });
}

export interface ParsedRow {
  /** 1-based line where the row starts, for the import report. */
  line: number;
  fields: string[];
}

/**
 * Splits text into rows; quoted fields may hold the delimiter, quotes ("") and line breaks, a quote inside an
 * unquoted field is text, and rows may have any number of fields. A quote never closed ends the rows there.
 */
export function parseDelimited(text: string, delimiter: string): { rows: ParsedRow[]; unterminatedAt?: number } {
  const rows: ParsedRow[] = [];
  let lastLine = 0;
  try {
    parse(text, {
      delimiter,
      bom: true,
      relax_quotes: true,
      relax_column_count: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      on_record: (fields: string[], { lines }) => {
        rows.push({ line: lastLine + 1, fields });
        lastLine = lines;
        return fields;
      },
    });
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED')
      return { rows, unterminatedAt: lastLine + 1 };
    throw error;
  }
  return { rows };
}
