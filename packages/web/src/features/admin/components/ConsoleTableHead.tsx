interface ConsoleTableHeadProps {
  /** Read by screen readers only. */
  caption: string;
  columns: string[];
  /** Heads a last column of buttons: read by screen readers, not shown. */
  actions?: string;
}

/** A console table's caption and column heads. */
export function ConsoleTableHead({ caption, columns, actions }: ConsoleTableHeadProps) {
  return (
    <>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          {actions && (
            <th scope="col">
              <span className="visually-hidden">{actions}</span>
            </th>
          )}
        </tr>
      </thead>
    </>
  );
}
