/** RFC 4180-style delimited text (CSV with ",", Anki-compatible TSV with a tab). */

export function formatDelimitedRow(fields: string[], delimiter: string): string {
  return fields
    .map((field) => (/["\r\n]/.test(field) || field.includes(delimiter) ? `"${field.replaceAll('"', '""')}"` : field))
    .join(delimiter);
}

export interface ParsedRow {
  /** 1-based line where the row starts, for the import report. */
  line: number;
  fields: string[];
}

/** Splits text into rows; quoted fields may hold the delimiter, quotes ("") and line breaks. */
export function parseDelimited(text: string, delimiter: string): { rows: ParsedRow[]; unterminatedAt?: number } {
  const rows: ParsedRow[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  let quoteStart = 0;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const endRow = () => {
    fields.push(field);
    rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
      quoteStart = line;
    } else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else field += char;
  }
  if (quoted) return { rows, unterminatedAt: quoteStart };
  if (field !== '' || fields.length > 0) endRow();
  return { rows };
}
