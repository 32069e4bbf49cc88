/**
 * The one table `npm run bench` prints (issue #19): every part of the bench returns its figures as
 * rows, each with its budget and, where the budget is a share of a bare baseline measured in the
 * same run, that baseline and the ratio.
 */
export interface BenchRow {
  /** Which part measured it: `http`, `cpu`, `load`, `scale`, `in-process`. */
  part: string;
  /** What was measured, e.g. "`GET /api/health` req/s (embedded)". */
  figure: string;
  /** The figure, formatted with its unit. */
  value: string;
  /** The bare baseline measured in the same run, formatted, when the budget is relative to it. */
  baseline?: string;
  /** value ÷ baseline (or large ÷ small), when there is one. */
  ratio?: number;
  /** The lowest and highest ratio of the alternated pairs behind `ratio` (report/alternation.ts). */
  ratioRange?: [number, number];
  /** The budget in words, e.g. "≥ 0.6 of bare", "≤ 250 ms". */
  budget: string;
  /** Whether the budget was met; undefined for a figure that only informs. */
  met?: boolean;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** Markdown, so the note can quote it as it is. */
export function formatTable(rows: BenchRow[]): string {
  const lines = [
    '| part | figure | value | bare baseline | ratio | budget | verdict |',
    '|---|---|---|---|---|---|---|',
    ...rows
      .map((row) =>
        [
          row.part,
          row.figure,
          row.value,
          row.baseline ?? '',
          row.ratio === undefined
            ? ''
            : row.ratio.toFixed(2) +
              (row.ratioRange
                ? ` (pairs ${row.ratioRange[0].toFixed(2)}–${row.ratioRange[1].toFixed(2)})`
                : ''),
          row.budget,
          row.met === undefined ? '' : row.met ? 'met' : 'MISSED',
        ]
          .map(cell)
          .join(' | '),
      )
      .map((line) => `| ${line} |`),
  ];
  return lines.join('\n');
}

/** Rows a part printed as JSON on its last line (parts run as their own processes). */
export const ROWS_MARKER = 'BENCH_ROWS ';
export function printRows(rows: BenchRow[]): void {
  console.log(formatTable(rows));
  console.log(`${ROWS_MARKER}${JSON.stringify(rows)}`);
}
