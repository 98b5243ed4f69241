/** What every bench section gets: a running shop, started as `npm start` starts it. */
export interface BenchContext {
  /** Base URL of the shop, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Where the shop keeps its data (a PGlite data folder in a temporary directory). */
  dataDir: string;
  /** Which database the shop runs on, for the report. */
  database: string;
}

/** One table of the report. Sections add their own; bench/sections/index.ts lists them. */
export interface SectionResult {
  title: string;
  columns: string[];
  rows: (string | number)[][];
  /** Lines printed under the table: how it was measured, what to compare with. */
  notes?: string[];
  /** Raw figures for reports/bench.json. */
  data?: unknown;
}

export interface BenchSection {
  name: string;
  run(ctx: BenchContext): Promise<SectionResult>;
}
