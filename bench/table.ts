/** A Markdown table with padded columns, as every report of the benchmarks prints it. */
export function markdownTable(header: string[], cells: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column].length)));
  const line = (values: string[]) => `| ${values.map((value, column) => value.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}
