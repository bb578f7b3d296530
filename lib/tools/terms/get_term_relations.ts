/**
 * `get_term_relations`: the knowledge base's links between 법령용어, 일상용어 and articles —
 * 법령용어→일상용어 (`lstrmRlt`), 일상용어→법령용어 (`dlytrmRlt`), 용어→조문 (`lstrmRltJo`)
 * and 조문→용어 (`joRltLstrm`). The link services answer everything at once, so paging is local.
 *
 * @module
 */

import { z } from "zod";
import { defineListTool } from "../list_tool.ts";
import { pageOf } from "../paging.ts";
import { formatArticle, fromJoCode, parseArticleRef, toJoCode } from "../../law/article.ts";
import {
  parseArticleTerms,
  parseDailyToLegal,
  parseLegalToDaily,
  parseTermArticles,
} from "../../parse/term_links.ts";
import { articlesArg, lawIdArg, nameArg } from "../../vocab/params.ts";
import { InputError } from "../../errors.ts";
import { drfData, preview, termText } from "./shared.ts";
import {
  type Direction,
  DIRECTIONS,
  relationFollow,
  relationLine,
  type RelationRow,
  RelationRowSchema,
} from "./term_relations_render.ts";
import { josa } from "../../korean/mod.ts";
import type { DrfTarget } from "../../targets/mod.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const RELATIONS = ["동의어", "반의어", "상위어", "하위어", "연관어"] as const;
/** Characters of an article kept per row; the whole article is one get_law_text away. */
const ARTICLE_PREVIEW = 400;

interface Args {
  direction?: Direction;
  term?: string;
  termId?: string;
  relation?: string;
  name?: string;
  lawId?: string;
  articles?: string[];
}

/** The links a call follows: as given, else articles when a law is named, else 법령→일상. */
function directionOf(a: Args): Direction {
  return a.direction ?? (a.name || a.lawId || a.articles ? "article_to_terms" : "legal_to_daily");
}

/** The one article of article_to_terms as a JO code and its label. */
function articleOf(a: Args): { jo: string; label: string } {
  if (a.articles?.length !== 1 || !(a.name || a.lawId)) {
    throw new InputError(
      "article_to_terms에는 조문 하나(articles)와 name 또는 lawId가 필요합니다.",
      "articles",
    );
  }
  const text = a.articles[0];
  const ref = /^\d{6}$/.test(text) ? fromJoCode(text) : parseArticleRef(text);
  if (!ref) {
    throw new InputError(
      `articles '${text}'에서 조문 번호를 읽을 수 없습니다 (예: 제2조).`,
      "articles",
    );
  }
  return { jo: toJoCode(ref), label: formatArticle({ article: ref.article, branch: ref.branch }) };
}

const source = z.object({
  lawName: z.string(),
  label: z.string(),
  jo: z.string(),
  text: z.string(),
});

/** The `get_term_relations` tool. */
export const getTermRelations: GeneratedTool<"get_term_relations"> = defineListTool({
  name: "get_term_relations",
  title: "용어 연계 (법령용어·일상용어·조문)",
  targets: ["lstrmRlt", "dlytrmRlt", "lstrmRltJo", "joRltLstrm"],
  aliases: [
    "get_term_links",
    "get_legal_term_relations",
    { name: "get_legal_to_daily", fixed: { direction: "legal_to_daily" } },
    { name: "get_daily_to_legal", fixed: { direction: "daily_to_legal" } },
    { name: "get_term_articles", fixed: { direction: "term_to_articles" } },
    { name: "get_article_terms", fixed: { direction: "article_to_terms" } },
  ],
  description:
    "Links between 법령용어 and 일상용어 (동의어·상위어·연관어 …), the articles that use a " +
    "term, or the terms an article uses.",
  args: {
    direction: z.enum(DIRECTIONS).optional().describe(
      "legal_to_daily (default) | daily_to_legal | term_to_articles | article_to_terms",
    ),
    term: termText.optional().describe("법령용어 or 일상용어 name"),
    termId: z.string().trim().regex(/^\d{1,10}$/, "digits").optional()
      .describe("knowledge-base term serial instead of term (legal/daily links)"),
    relation: z.enum(RELATIONS).optional().describe("keep only this relation"),
    name: nameArg.optional().describe("article_to_terms: 법령명"),
    lawId: lawIdArg.optional().describe("article_to_terms: 법령ID"),
    articles: articlesArg.optional().describe('article_to_terms: one article, e.g. ["제2조"]'),
  },
  row: RelationRowSchema,
  extra: {
    direction: z.enum(DIRECTIONS),
    term: z.string().optional(),
    source: source.optional().describe("article_to_terms: the article"),
  },
  async fetch(a, ctx, call) {
    const direction = directionOf(a);
    const drf = (target: DrfTarget, params: Record<string, string | undefined>) =>
      drfData(ctx, call, "service", target, params);
    const page = (rows: RelationRow[]) => pageOf(rows, a.page, a.display);
    if (direction === "article_to_terms") {
      const { jo } = articleOf(a);
      const group = parseArticleTerms(
        await drf("joRltLstrm", a.lawId ? { ID: a.lawId, JO: jo } : { query: a.name, JO: jo }),
      )[0];
      return {
        ...page(group?.terms ?? []),
        extra: {
          direction,
          ...(group
            ? {
              source: {
                lawName: group.lawName,
                label: formatArticle({ article: group.article || 1, branch: group.branch }),
                jo,
                text: preview(group.text, ARTICLE_PREVIEW * 2).text,
              },
            }
            : {}),
        },
      };
    }
    if (direction === "term_to_articles") {
      if (!a.term) throw new InputError("term_to_articles에는 term이 필요합니다.", "term");
      const rows = parseTermArticles(await drf("lstrmRltJo", { query: a.term })).flatMap((g) =>
        g.articles.map((x) => {
          const cut = preview(x.text, ARTICLE_PREVIEW);
          const ref = { article: x.article || 1, branch: x.branch };
          return {
            term: g.term,
            ...x,
            label: formatArticle(ref),
            jo: toJoCode(ref),
            text: cut.text,
            textCut: cut.cut,
          };
        })
      );
      return { ...page(rows), extra: { direction, term: a.term } };
    }
    if (!a.term && !a.termId) {
      throw new InputError(`${direction}에는 term 또는 termId가 필요합니다.`, "term");
    }
    const legal = direction === "legal_to_daily";
    const data = await drf(
      legal ? "lstrmRlt" : "dlytrmRlt",
      a.termId ? { MST: a.termId } : { query: a.term },
    );
    const groups = legal ? parseLegalToDaily(data) : parseDailyToLegal(data);
    const rows = groups.flatMap((g) =>
      g.links.filter((l) => !a.relation || l.relation === a.relation)
        .map((l) => ({ from: g.term, ...l }))
    );
    const term = a.term ?? groups[0]?.term;
    return { ...page(rows), extra: { direction, ...(term ? { term } : {}) } };
  },
  heading: (a, extra) => {
    const direction = extra?.direction ?? directionOf(a);
    if (direction === "term_to_articles") return `${josa(`'${a.term}'`, "이/가")} 쓰인 조문`;
    if (direction === "article_to_terms") {
      const src = extra?.source;
      const head = src
        ? `${src.lawName} ${src.label}`
        : `${a.name ?? `법령ID ${a.lawId}`} ${articleOf(a).label}`;
      return `${head}의 법령용어`;
    }
    return `'${extra?.term ?? a.term ?? "?"}' ${
      direction === "legal_to_daily" ? "법령용어 → 일상용어" : "일상용어 → 법령용어"
    }${a.relation ? ` (${a.relation})` : ""}`;
  },
  line: relationLine,
  empty: "연계된 항목이 없습니다. 용어명을 search_legal_terms_ai / search_daily_terms로 " +
    "먼저 확인해 보세요.",
  follow: (rows, a) => relationFollow(directionOf(a), rows, a),
});
