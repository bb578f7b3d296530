/**
 * Picking articles (and 항/호/목 within them) out of a statute, by exact anchor.
 *
 * @module
 */

import { type ArticleRef, formatArticle, parseArticleRefs } from "../law/article.ts";
import type { Article, Statute } from "../parse/statute_types.ts";
import { InputError } from "../errors.ts";

/** The result of a selection. */
export interface Selection {
  /** Selected articles, narrowed to the requested 항/호/목, in request order. */
  articles: Article[];
  /** Requested anchors that do not exist, each with the nearest existing articles. */
  missing: { requested: string; nearest: string[] }[];
}

/** Thrown when an `articles` argument names nothing parseable. */
export class ArticleSpecError extends InputError {
  /** Creates the error. */
  constructor(spec: string) {
    super(
      `'${spec}'에서 조문을 읽지 못했습니다. 예: "제10조의2", "제3조제2항제1호", ` +
        `"제309조·제310조", "제3조부터 제5조까지".`,
    );
    this.name = "ArticleSpecError";
  }
}

/** Parses one or more `articles` strings into anchors (each string may hold lists and ranges). */
export function parseArticleSpecs(specs: readonly string[]): ArticleRef[] {
  const out: ArticleRef[] = [];
  for (const spec of specs) {
    const refs = parseArticleRefs(spec);
    if (refs.length === 0) throw new ArticleSpecError(spec);
    out.push(...refs);
  }
  return out;
}

/**
 * Selects articles by exact (조, 가지번호) and narrows to 항/호/목 when given.
 *
 * @example
 * ```ts
 * import { parseStatute } from "../parse/statute.ts";
 * import { selectArticles } from "./select_articles.ts";
 * const unit = (조문번호: string, 조문가지번호: string) =>
 *   ({ 조문여부: "조문", 조문번호, 조문가지번호, 조문내용: `제${조문번호}조` });
 * const statute = parseStatute({
 *   법령: { 조문: { 조문단위: [unit("4", ""), unit("4", "2"), unit("42", "")] } },
 * });
 * selectArticles(statute, [{ article: 4, branch: 2 }]).articles.map((a) => a.label);
 * // ["제4조의2"]: never 제4조 or 제42조
 * ```
 */
export function selectArticles(statute: Statute, refs: readonly ArticleRef[]): Selection {
  const byKey = new Map<string, Article>();
  for (const a of statute.articles) byKey.set(`${a.article}-${a.branch}`, a);
  const articles: Article[] = [];
  const missing: Selection["missing"] = [];
  for (const ref of refs) {
    const found = byKey.get(`${ref.article}-${ref.branch ?? 0}`);
    if (!found) {
      missing.push({
        requested: formatArticle(ref, { withParts: true }),
        nearest: nearest(statute, ref),
      });
      continue;
    }
    const narrowed = narrow(found, ref);
    if (!narrowed) {
      missing.push({ requested: formatArticle(ref, { withParts: true }), nearest: [found.label] });
      continue;
    }
    articles.push(narrowed);
  }
  return { articles, missing };
}

function narrow(a: Article, ref: ArticleRef): Article | undefined {
  if (ref.paragraph === undefined && ref.item === undefined) return a;
  let paragraphs = a.paragraphs;
  if (ref.paragraph !== undefined) {
    paragraphs = paragraphs.filter((p) => p.number === ref.paragraph);
    if (paragraphs.length === 0) return undefined;
  } else if (paragraphs.length > 1) {
    // "제2조제3호" without 항 only makes sense for an article whose 호 hang off one 항.
    return undefined;
  }
  if (ref.item !== undefined) {
    paragraphs = paragraphs.map((p) => ({
      ...p,
      items: p.items
        .filter((i) => i.number === ref.item && i.branch === (ref.itemBranch ?? 0))
        .map((i) => ({
          ...i,
          subItems: ref.subItem
            ? i.subItems.filter((s) => s.label.replace(/[.\s]/g, "") === ref.subItem)
            : i.subItems,
        })),
    }));
    const items = paragraphs.flatMap((p) => p.items);
    if (items.length === 0) return undefined;
    if (ref.subItem && items.every((i) => i.subItems.length === 0)) return undefined;
  }
  return { ...a, paragraphs };
}

function nearest(statute: Statute, ref: ArticleRef): string[] {
  const target = ref.article * 100 + (ref.branch ?? 0);
  return statute.articles
    .map((a) => ({ a, d: Math.abs(a.article * 100 + a.branch - target) }))
    .sort((x, y) => x.d - y.d)
    .slice(0, 3)
    .map((x) => x.a.label);
}
