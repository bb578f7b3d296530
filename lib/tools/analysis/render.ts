/**
 * Text renderings of the analysis results (the structured content carries the same facts).
 *
 * @module
 */

import type { ApplicableLaw } from "../../analysis/applicable_law.ts";
import type { ImpactMap } from "../../analysis/impact_map.ts";
import type { PrecedentStatus } from "../../analysis/precedent_status.ts";
import type { DocumentReview } from "../../analysis/review.ts";
import type { CitationCheck } from "../../analysis/verify.ts";
import { pointer, pointerText } from "../../vocab/pointer.ts";
import { showDate } from "../../vocab/dates.ts";
import type { BaseToolMap, BaseToolName } from "../base_tools.ts";

const unique = (xs: string[]) => [...new Set(xs)];

/** The printed call of base tool `name`: a renamed tool or argument fails to type-check here. */
function printed<N extends BaseToolName>(name: N, args: BaseToolMap[N]["input"]): string {
  return pointerText(pointer(name, args));
}

const MARK = { verified: "✓ 확인", not_found: "✗ 없음", unverifiable: "? 확인 불가" } as const;

/** The heading of an article's words: `제11조(건축허가)` of `제11조(건축허가) ① …`. */
function articleHeading(words: string | undefined): string | undefined {
  return words?.match(/^제\d+조(?:의\d+)?(?:\([^)]*\))?/)?.[0];
}

/**
 * verify_citations as text: one line per citation — a confirmed one as its law, article and
 * title (`✓ 건축법 제11조(건축허가)`), the others with why — and, for the confirmed articles,
 * one call per statute that reads their wording (the structured result carries an excerpt).
 */
export function renderCitations(list: CitationCheck[]): string {
  const n = (v: CitationCheck["verdict"]) => list.filter((c) => c.verdict === v).length;
  const lines = [
    `인용 ${list.length}건: 확인 ${n("verified")}, 없음 ${n("not_found")}, 확인 불가 ${
      n("unverifiable")
    }`,
  ];
  if (list.length === 0) lines.push("글에서 법령 조문이나 사건번호 인용을 찾지 못했습니다.");
  const read = new Map<string, string[]>();
  const rules = new Map<string, string[]>();
  for (const c of list) {
    const what = c.kind === "case"
      ? `사건 ${c.caseNumber}`
      : c.malformed
      ? c.text
      : `${c.law ?? "(법령 미상)"} ${c.article ?? ""}`.trim();
    if (c.verdict === "verified" && c.kind === "statute") {
      // 제11조(건축허가); a citation of a 항/호 names its article's heading after it.
      const heading = articleHeading(c.matchedText) ?? "";
      const whole = c.article === c.source?.article;
      const title = whole ? heading.replace(/^제\d+조(?:의\d+)?/, "") : heading && ` · ${heading}`;
      lines.push(`- [${MARK.verified}] ${what}${title}`);
      const lawId = c.source?.lawId, article = c.source?.article;
      if (lawId && article && !read.get(lawId)?.includes(article)) {
        read.set(lawId, [...read.get(lawId) ?? [], article]);
      }
      continue;
    }
    if (c.verdict === "verified" && c.kind === "rule") {
      const heading = articleHeading(c.matchedText) ?? "";
      const whole = c.article === c.source?.article;
      const title = whole ? heading.replace(/^제\d+조(?:의\d+)?/, "") : heading && ` · ${heading}`;
      lines.push(`- [${MARK.verified}] 행정규칙 ${what}${title}`);
      const id = c.source?.id, article = c.source?.article;
      if (id && article) rules.set(id, unique([...rules.get(id) ?? [], article]));
      continue;
    }
    if (c.verdict === "verified") {
      lines.push(`- [${MARK.verified}] ${what}${c.matchedText ? ` (${c.matchedText})` : ""}`);
      continue;
    }
    lines.push(`- [${MARK[c.verdict]}] ${what} — ${c.reason}`);
    if (c.nearest?.length) lines.push(`    가까운 것: ${c.nearest.join(", ")}`);
    if (c.verdict === "unverifiable" && c.kind === "statute" && c.law && c.article) {
      lines.push(
        `    직접 확인: ${printed("get_law_text", { name: c.law, articles: [c.article] })}`,
      );
    }
    if (c.verdict === "unverifiable" && c.kind === "rule" && c.law && c.article) {
      const at = c.source?.id
        ? printed("get_admin_rule", { id: c.source.id, articles: [c.article] })
        : printed("search_admin_rules", { query: c.law });
      lines.push(`    직접 확인: ${at}`);
    }
  }
  for (const [id, articles] of rules) {
    lines.push(`확인된 행정규칙 원문: ${printed("get_admin_rule", { id, articles })}`);
  }
  for (const [lawId, articles] of read) {
    lines.push(`확인된 조문 원문: ${printed("get_law_text", { lawId, articles })}`);
  }
  if (n("unverifiable")) {
    lines.push("※ '확인 불가'는 맞다는 뜻이 아닙니다: 잠시 뒤 다시 확인하거나 직접 보세요.");
  }
  return lines.join("\n");
}

function failures(u: { tool: string; code: string; message: string }[]): string[] {
  return u.map((f) => `  ⚠ 확인 못 함 — ${f.tool} [${f.code}] ${f.message}`);
}

/** precedent_status as text. */
export function renderPrecedent(p: PrecedentStatus): string {
  const d = p.decision;
  const lines = [
    `판례 ${p.caseNumber}: ${p.verdict} — ${p.summary}`,
    ...(d ? [`${d.court ?? ""} ${showDate(d.date)} ${d.title} (${d.domain} ${d.id})`.trim()] : []),
    ...(p.holdings ? [`판시사항: ${p.holdings}`] : []),
    ...(p.provisions ? [`참조조문: ${p.provisions}`] : []),
  ];
  for (const l of p.later) {
    lines.push(`- ${l.caseNumber ?? l.id} ${l.title} ${showDate(l.date)} [${l.relation}]`);
    if (l.quote) lines.push(`    "${l.quote}"`);
  }
  lines.push(...failures(p.unchecked));
  return lines.join("\n");
}

/** applicable_law as text. */
export function renderApplicable(a: ApplicableLaw): string {
  const lines = [a.summary];
  if (a.version) {
    lines.push(
      `적용 판: MST ${a.version.mst}, 시행 ${showDate(a.version.effectiveDate) || "?"}, ` +
        `${a.version.revisionType ?? ""} [${a.version.status ?? "?"}]`,
    );
  }
  for (const v of a.later.slice(0, 5)) {
    lines.push(
      `- 그 뒤 판: 시행 ${showDate(v.effectiveDate) || "?"} ${v.revisionType ?? ""} [${
        v.status ?? "?"
      }]` +
        (v.status === "시행예정" ? " — 아직 시행 전" : ""),
    );
  }
  if (a.article) {
    lines.push(
      `${a.article.label}${a.article.title ? `(${a.article.title})` : ""}: ${a.article.text}`,
    );
  }
  for (const t of a.transitional) {
    lines.push(`- 부칙(${showDate(t.promulgationDate) || "?"}) ${t.kind}: ${t.text}`);
  }
  lines.push(...failures(a.unchecked));
  return lines.join("\n");
}

/** impact_map as text (and Mermaid when present). */
export function renderImpact(m: ImpactMap): string {
  const lines = [`${m.root}의 영향 범위`];
  for (const b of m.tree) {
    lines.push(`├ ${b.label} (${b.children.length})`);
    for (const c of b.children.slice(0, 15)) {
      lines.push(`│  └ ${c.label}${c.ref ? ` [${c.ref}]` : ""}`);
    }
    if (b.children.length > 15) {
      lines.push(`│  … ${b.children.length - 15}건 더 (structuredContent)`);
    }
  }
  lines.push(...failures(m.unchecked));
  if (m.mermaid) lines.push("```mermaid", m.mermaid, "```");
  return lines.join("\n");
}

/** analyze_document as text. */
export function renderReview(r: DocumentReview): string {
  const lines = [
    `조항 ${r.clauseCount}개, 위험 표시: 높음 ${r.counts.high}, 중간 ${r.counts.medium}, 낮음 ${r.counts.low}`,
  ];
  for (const c of r.clauses) {
    if (!c.risks.length) continue;
    lines.push(
      `■ ${c.number ?? `#${c.index}`}${c.heading ? ` ${c.heading}` : ""}: ${c.text.slice(0, 80)}`,
    );
    for (const k of c.risks) {
      const basis = k.law && k.article ? `${k.law} ${k.article}` : "근거 조문 특정 불가";
      lines.push(`  - [${k.severity}] ${k.label} ('${k.matched}') → ${basis}: ${k.rule}`);
      if (k.needsFacts) lines.push(`    추가 사실 필요: ${k.needsFacts}`);
    }
  }
  if (r.clauses.length < r.clauseCount) {
    lines.push(
      `※ 조항 ${r.clauseCount}개 중 ${r.clauses.length}개만 실었습니다 (위험 표시된 조항 먼저; ` +
        `위 개수는 전체 기준). 더 싣으려면 maxClauses를 늘리세요 (최대 200).`,
    );
  }
  if (!r.clauses.some((c) => c.risks.length)) {
    lines.push("표에 있는 위험 문구를 찾지 못했습니다 (그렇다고 안전하다는 뜻은 아닙니다).");
  }
  const byLaw = new Map<string, string[]>();
  for (const s of r.statutes) byLaw.set(s.law, [...byLaw.get(s.law) ?? [], s.article]);
  for (const [name, articles] of byLaw) {
    lines.push(`근거 조문 원문: ${printed("get_law_text", { name, articles })}`);
  }
  return lines.join("\n");
}
