import type { PanelTable as Table } from "./panels.ts";

/** The chart's numbers as a real table; on a narrow screen it scrolls sideways rather than squeezing. */
export function PanelTable({ table, caption }: { table: Table; caption: string }) {
  return (
    <div className="overview-table-scroll" tabIndex={0} role="region" aria-label={`${caption}, as a table`}>
      <table className="admin-table overview-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? "overview-number" : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index} className="admin-table-row">
              {row.map((cell, column) => (
                <td key={column} className={table.columns[column]!.numeric ? "overview-number" : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
