/**
 * Reading the Markdown tables `get_annexes` returns, to check cell text and merge markers.
 */

/** The rows (cells as written, header included, separator row dropped) of table `label`. */
export function mdTable(markdown: string, label: string): string[][] {
  const lines = markdown.split("\n");
  const at = lines.findIndex((l) => l.startsWith(`**표 ${label}**`));
  if (at < 0) throw new Error(`표 ${label} not in the Markdown`);
  const rows: string[][] = [];
  let i = at + 1;
  while (i < lines.length && !lines[i].startsWith("|")) i++;
  for (; i < lines.length && lines[i].startsWith("|"); i++) {
    const cells = lines[i].slice(1, -1).split(/(?<!\\)\|/).map((c) => c.trim());
    if (cells.every((c) => /^-+$/.test(c))) continue;
    rows.push(cells);
  }
  return rows;
}
