/**
 * The rows a benchmark reports: what was measured, the figure, the target and whether it is met. Each bench script
 * prints its rows as a table for a reader and once more as one `BENCH-ROWS {json}` line, which `npm run bench`
 * (bench/run-all.ts) collects into one table of every row.
 */
export interface BenchRow {
  what: string;
  measured: string;
  target: string;
  /** `undefined` when the row has no target of its own (a figure printed for reading). */
  met?: boolean;
  /** The same figure for the comparison build, when the bench measured one side by side (BENCH_BASELINE_DIR). */
  baseline?: string;
}

export const rowsLinePrefix = "BENCH-ROWS ";

const metLabel = (met: boolean | undefined) => (met === undefined ? "" : met ? "met" : "NOT MET");

/** A plain-text table: one line per row, the columns padded to their widest cell. */
export function formatRows(rows: readonly (BenchRow & { bench?: string })[]): string {
  const withBaseline = rows.some((row) => row.baseline !== undefined);
  const withBench = rows.some((row) => row.bench !== undefined);
  const header = [...(withBench ? ["bench"] : []), "what", "measured", ...(withBaseline ? ["baseline"] : []), "target", "met"];
  const cells = rows.map((row) => [
    ...(withBench ? [row.bench ?? ""] : []),
    row.what,
    row.measured,
    ...(withBaseline ? [row.baseline ?? ""] : []),
    row.target,
    metLabel(row.met),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column].length)));
  const line = (values: string[]) => values.map((value, column) => value.padEnd(widths[column])).join(" | ").trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("-|-"), ...cells.map(line)].join("\n");
}

/** Prints the rows for a reader, then the line the bench runner reads. */
export function reportRows(bench: string, rows: readonly BenchRow[]): void {
  console.log(`\n${formatRows(rows)}`);
  console.log(`${rowsLinePrefix}${JSON.stringify({ bench, rows })}`);
}

/** Parses a `BENCH-ROWS` line of a bench's output; anything else gives `undefined`. */
export function parseRowsLine(line: string): { bench: string; rows: BenchRow[] } | undefined {
  if (!line.startsWith(rowsLinePrefix)) return undefined;
  try {
    return JSON.parse(line.slice(rowsLinePrefix.length)) as { bench: string; rows: BenchRow[] };
  } catch {
    return undefined;
  }
}
