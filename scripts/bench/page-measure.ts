// What the benchmark measures of one page or admin screen; the public and the admin budgets
// (budgets.ts, admin-budgets.ts) both judge it.
export interface PageMeasure {
  label: string;
  path: string;
  /** Public pages carry the public budgets, admin screens their own (admin-budgets.ts). */
  isPublic: boolean;
  /** Kept out of search engines on purpose (sign-in pages): no SEO budget. */
  noindex?: boolean;
  /** Lighthouse category scores, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The page's JavaScript, each file gzipped (level 6, as the server sends it), in bytes. */
  jsBytes: number;
  /** The same as Lighthouse saw it transferred, HTTP headers included. */
  jsTransferBytes: number;
  /** Audits that cost points, for finding the cause of a missed score. */
  failedAudits: string[];
}
