/**
 * The one scoring rule of the everyday golden set, read by its test (everyday_scores.test.ts)
 * and its report (everyday_report.ts): statute = the one the reader named, else its first
 * candidate; article = the first pick is the statute and one of the articles that answer; among
 * three = any pick is.
 */

import { readQuery } from "../../lib/research/mod.ts";
import type { ArticleIndex } from "../../lib/retrieve/mod.ts";

/** A golden row: question, statute, and (in the blind batches) the articles that answer. */
export type GoldenRow = readonly [string, string, (readonly string[])?];

/** A batch's counts and its misses as lines. */
export interface BatchScore {
  n: number;
  statute: number;
  article: number;
  offered: number;
  labelled: number;
  misses: string[];
}

/** Scores `rows` over `index`. */
export function scoreRows(rows: readonly GoldenRow[], index: ArticleIndex): BatchScore {
  let statute = 0, article = 0, offered = 0, labelled = 0;
  const misses: string[] = [];
  for (const [q, law, arts] of rows) {
    const r = readQuery(q, { index });
    const st = r.lawName ?? r.candidates[0]?.name;
    if (st === law) statute++;
    else misses.push(`S ${q} → ${st ?? "—"} (want ${law})`);
    if (!arts) continue;
    labelled++;
    const first = r.picks[0];
    if (first?.name === law && arts.includes(first.article)) article++;
    else {
      const picks = r.picks.map((p) => `${p.name} ${p.article}(${p.title ?? ""})`).join(" · ");
      misses.push(`A ${q} → ${picks} (want ${arts.join("/")})`);
    }
    if (r.picks.some((p) => p.name === law && arts.includes(p.article))) offered++;
  }
  return { n: rows.length, statute, article, offered, labelled, misses };
}
