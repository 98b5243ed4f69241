import type { SectionResult } from './types';

/** A section as a plain-text table; numbers right-aligned, text left-aligned. */
export function formatSection(section: SectionResult): string {
  const cells = [section.columns, ...section.rows.map((r) => r.map(String))];
  const numeric = section.columns.map((_, i) => section.rows.every((r) => typeof r[i] === 'number'));
  const widths = section.columns.map((_, i) => Math.max(...cells.map((row) => row[i]?.length ?? 0)));
  const line = (row: string[]) =>
    row.map((c, i) => (numeric[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ');
  return [
    section.title,
    line(section.columns),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.slice(1).map(line),
    ...(section.notes ?? []).map((n) => `  ${n}`),
  ].join('\n');
}
