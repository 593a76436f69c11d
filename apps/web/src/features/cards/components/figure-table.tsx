import { Table } from '@mantine/core';

export interface FigureRow {
  /** What the row is about (a day, a range, a deck): it heads the row. */
  head: string;
  cells: (string | number)[];
}

/** A chart's figures as a table: a caption, column heads, and one row per entry. */
export function FigureTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: FigureRow[] }) {
  return (
    <Table striped withTableBorder fz="sm" captionSide="top" horizontalSpacing={6} verticalSpacing={6}>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column} scope="col">
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.head}>
            <Table.Th scope="row" fw={400}>
              {row.head}
            </Table.Th>
            {row.cells.map((cell, column) => (
              <Table.Td key={columns[column + 1]}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
