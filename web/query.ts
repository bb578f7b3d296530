/**
 * What the search box means, read by the shared router (lib/route routeQuery — the same one
 * the CLI uses): "민법 제750조" (law + article), "최저임금법 시행규칙 별표 3" (law + annex), a
 * case number ("2021다248190"), otherwise words. lib/mod.ts does not re-export lib/route yet,
 * so it is imported from its own mod.ts; a small reading with lib/law's vocabulary covers
 * what the router leaves as words.
 *
 * @module
 */

import {
  type AnnexRef,
  formatArticle,
  parseAnnexRef,
  parseArticleRef,
  parseCaseNumber,
  resolveLawAlias,
} from "../lib/mod.ts";
import { routeQuery } from "../lib/mod.ts";

/** One reading of the box. */
export type Interpretation =
  | { kind: "article"; name: string; article: string }
  | { kind: "annex"; name: string; annex: AnnexRef }
  | { kind: "case"; caseNumber: string }
  | { kind: "words"; query: string };

const ARTICLE_TAIL = /^(.+?)\s*(제\s*\d+\s*조(?:\s*의\s*\d+)?(?:\s*제\s*\d+\s*[항호])*)\s*$/;
const ANNEX_TAIL = /^(.+?)\s*((?:\[\s*)?(?:별표|별지|서식|별도|부록|별첨)[\s\S]*)$/;

/** Reads the box: the router first, then the local reading. */
export function interpret(raw: string): Interpretation {
  const q = raw.trim().replace(/\s+/g, " ");
  const r = routeQuery(q);
  const law = r.extracted.laws[0]?.name;
  if (r.tool !== "search_all" || r.extracted.cases.length) {
    const art = r.extracted.articles[0];
    if (law && art?.refs[0] && r.rule.startsWith("law_article")) {
      return { kind: "article", name: law, article: formatArticle(art.refs[0]) };
    }
    const annex = r.extracted.annexes[0];
    if (law && annex) return { kind: "annex", name: law, annex: annex.ref };
    const c = r.extracted.cases[0];
    if (c && r.rule === "case_number") return { kind: "case", caseNumber: c.caseNumber };
  }
  return localReading(q);
}

function localReading(q: string): Interpretation {
  const cn = parseCaseNumber(q);
  if (cn && q.replace(/\s/g, "").length <= 20 && /\d/.test(q[0] ?? "")) {
    return { kind: "case", caseNumber: q };
  }
  const a = ARTICLE_TAIL.exec(q);
  if (a) {
    const ref = parseArticleRef(a[2]);
    if (ref) {
      return {
        kind: "article",
        name: resolveLawAlias(a[1].replace(/[「」]/g, "").trim()),
        article: formatArticle({ article: ref.article, branch: ref.branch }),
      };
    }
  }
  const x = ANNEX_TAIL.exec(q);
  if (x) {
    const ref = parseAnnexRef(x[2]);
    if (ref) {
      return {
        kind: "annex",
        name: resolveLawAlias(x[1].replace(/[「」]/g, "").trim()),
        annex: ref,
      };
    }
  }
  return { kind: "words", query: q };
}

/** `/law/…/annex/` path segment of an annex: "별표1의2", "별지1". */
export function annexSegment(ref: AnnexRef): string {
  return `${ref.kind}${ref.number}${ref.branch ? `의${ref.branch}` : ""}`;
}

const SEGMENT = /^(별표|별지|서식|별도|부록|별첨)\s*(\d{1,4})(?:\s*의\s*(\d{1,2}))?$/;

/** Reads an annex path segment back (also accepts the printed notation). */
export function parseAnnexSegment(seg: string): AnnexRef | undefined {
  const m = SEGMENT.exec(seg.trim());
  if (m) return { kind: m[1] as AnnexRef["kind"], number: Number(m[2]), branch: Number(m[3] ?? 0) };
  return parseAnnexRef(seg);
}
