/**
 * Text and structured rendering of `get_term_relations` answers, one layout per kind.
 *
 * @module
 */

import type { ArticleTerm, TermLink } from "../../parse/term_links.ts";
import { listText } from "./shared.ts";

/** One page of rows. */
interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  next?: { page: number };
}

/** A link row with the term it starts at. */
export type LinkRow = TermLink & { from: string };

/** An article row of term_to_articles. */
export interface ArticleRow {
  term: string;
  lawName: string;
  lawId?: string;
  article: number;
  branch: number;
  label: string;
  jo: string;
  text: string;
  textCut: boolean;
  termKind?: string;
}

/** What one kind of relation produced. */
export type Relations =
  | {
    kind: "legal_to_daily" | "daily_to_legal";
    term?: string;
    relation?: string;
    page: Page<LinkRow>;
  }
  | { kind: "term_to_articles"; term: string; page: Page<ArticleRow> }
  | {
    kind: "article_to_terms";
    requested: string;
    source?: { lawName: string; label: string; jo: string; text: string };
    page: Page<ArticleTerm>;
  };

/** The structured answer without `kind` and `meta`. */
export interface RelationsStructured {
  term?: string;
  total: number;
  page: number;
  next?: { page: number };
  links?: LinkRow[];
  articles?: ArticleRow[];
  source?: { lawName: string; label: string; jo: string; text: string };
  terms?: ArticleTerm[];
}

/** Structured fields (without kind and meta) and the text of an answer. */
export function renderRelations(
  rel: Relations,
  args: Record<string, unknown>,
): { structured: RelationsStructured; text: string } {
  const { page: _p, ...rest } = args;
  const paging = { total: rel.page.total, page: rel.page.page, next: rel.page.next };
  const lines: string[] = [];
  let structured: RelationsStructured;
  if (rel.kind === "term_to_articles") {
    structured = { term: rel.term, ...paging, articles: rel.page.rows };
    lines.push(`'${rel.term}'이(가) 쓰인 조문: ${rel.page.total}건 중 ${rel.page.rows.length}건`);
    for (const a of rel.page.rows) {
      lines.push(
        `- ${a.lawName} ${a.label}${a.termKind ? ` [${a.termKind}]` : ""}: ${
          a.text.replace(/\s+/g, " ")
        }`,
      );
    }
    if (rel.page.rows.some((a) => a.textCut)) {
      lines.push('조문 전문: get_law_text {name: "<법령명>", articles: ["<조문>"]}');
    }
  } else if (rel.kind === "article_to_terms") {
    structured = {
      ...paging,
      ...(rel.source ? { source: rel.source } : {}),
      terms: rel.page.rows,
    };
    const head = rel.source ? `${rel.source.lawName} ${rel.source.label}` : rel.requested;
    lines.push(`${head}의 법령용어: ${rel.page.total}건 중 ${rel.page.rows.length}건`);
    if (rel.source) lines.push(rel.source.text);
    for (const t of rel.page.rows) {
      lines.push(`- ${t.name}${t.kind ? ` [${t.kind}]` : ""}${t.note ? ` — ${t.note}` : ""}`);
    }
  } else {
    const legal = rel.kind === "legal_to_daily";
    structured = { term: rel.term, ...paging, links: rel.page.rows };
    lines.push(
      `'${rel.term ?? "?"}' ${legal ? "법령용어 → 일상용어" : "일상용어 → 법령용어"}${
        rel.relation ? ` (${rel.relation})` : ""
      }: ${rel.page.total}건 중 ${rel.page.rows.length}건`,
    );
    const byRelation = new Map<string, string[]>();
    for (const l of rel.page.rows) {
      const key = l.relation ?? l.relationCode ?? "관계 미상";
      byRelation.set(key, [
        ...(byRelation.get(key) ?? []),
        l.note ? `${l.name}(${l.note})` : l.name,
      ]);
    }
    for (const [r, names] of byRelation) lines.push(`- ${r}: ${names.join(", ")}`);
  }
  if (rel.page.total === 0) {
    lines.push(
      "연계된 항목이 없습니다. 용어명을 search_legal_terms_ai / search_daily_terms로 먼저 확인해 보세요.",
    );
  }
  return { structured, text: listText(lines, "get_term_relations", rest, rel.page.next) };
}
