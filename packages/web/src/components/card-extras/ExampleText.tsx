// An example answer as the reader would see it in the tool: running text with its line breaks,
// and any Markdown table the prompt asked for drawn as a table.

type Block = { kind: "text"; text: string } | { kind: "table"; header: string[]; rows: string[][] };

const isTableLine = (line: string) => /^\|.*\|\s*$/.test(line);
const isRuleLine = (line: string) => /^\|(?:\s*:?-{3,}:?\s*\|)+\s*$/.test(line);
const cells = (line: string) =>
  line
    .trim()
    .slice(1, -1)
    .split("|")
    .map((cell) => cell.trim());

/** Splits the text into runs of prose and tables; a table is a header row, its |---| rule and rows. */
export function exampleBlocks(text: string): Block[] {
  const lines = text.split("\n");
  const blocks: Block[] = [];
  let prose: string[] = [];
  const flushProse = () => {
    const joined = prose.join("\n").replace(/^\n+|\n+$/g, "");
    if (joined) blocks.push({ kind: "text", text: joined });
    prose = [];
  };
  for (let index = 0; index < lines.length; index++) {
    if (isTableLine(lines[index]!) && isRuleLine(lines[index + 1] ?? "")) {
      flushProse();
      const header = cells(lines[index]!);
      const rows: string[][] = [];
      index += 2;
      while (index < lines.length && isTableLine(lines[index]!)) rows.push(cells(lines[index++]!));
      index--;
      blocks.push({ kind: "table", header, rows });
    } else {
      prose.push(lines[index]!);
    }
  }
  flushProse();
  return blocks;
}

export function ExampleText({ text, label }: { text: string; label: string }) {
  return (
    <div className="prompt-text card-extra-text card-example">
      {exampleBlocks(text).map((block, index) =>
        block.kind === "text" ? (
          <p key={index} className="card-example-prose">
            {block.text}
          </p>
        ) : (
          // A wide table scrolls on its own on a phone; the region can take focus to scroll by keyboard.
          <div key={index} className="card-example-table" role="region" aria-label={`${label}: table`} tabIndex={0}>
            <table>
              <thead>
                <tr>
                  {block.header.map((cell, column) => (
                    <th key={column} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {row.map((cell, column) => (
                      <td key={column}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ),
      )}
    </div>
  );
}
