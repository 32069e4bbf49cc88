/** What each fault hands back, and the one table printed at the end. */
export type Verdict = 'PASS' | 'FAIL' | 'ERROR';

export interface FaultResult {
  fault: string;
  /** Figures as `name: value`, printed one per line under the fault. */
  figures: string[];
  verdict: Verdict;
  /** Why a FAIL failed (or what an ERROR was), in a line or two. */
  reasons: string[];
}

export const passOrFail = (reasons: string[]): Verdict => (reasons.length ? 'FAIL' : 'PASS');

/** Prints one fault's result as soon as it is known, so a long run shows progress. */
export function printResult(r: FaultResult): void {
  console.log(`\n== ${r.fault}: ${r.verdict}`);
  for (const f of r.figures) console.log(`   ${f}`);
  for (const reason of r.reasons) console.log(`   ! ${reason}`);
}

const wrap = (text: string, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  const words = text.split(' ').flatMap((word) => word.match(new RegExp(`.{1,${width}}`, 'g')) ?? ['']);
  for (const word of words) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
};

/** fault | figures | verdict, figures one per line (wrapped), reasons after them. */
export function printTable(results: FaultResult[]): void {
  const faultWidth = Math.max(5, ...results.map((r) => r.fault.length));
  const figureWidth = 72;
  const rule = `+-${'-'.repeat(faultWidth)}-+-${'-'.repeat(figureWidth)}-+---------+`;
  const row = (fault: string, figure: string, verdict: string) =>
    `| ${fault.padEnd(faultWidth)} | ${figure.padEnd(figureWidth)} | ${verdict.padEnd(7)} |`;
  console.log(`\n${rule}\n${row('fault', 'figures', 'verdict')}\n${rule}`);
  for (const r of results) {
    const lines = [...r.figures, ...r.reasons.map((reason) => `! ${reason}`)].flatMap((f) =>
      wrap(f, figureWidth),
    );
    lines.forEach((line, i) => console.log(row(i === 0 ? r.fault : '', line, i === 0 ? r.verdict : '')));
    console.log(rule);
  }
}
