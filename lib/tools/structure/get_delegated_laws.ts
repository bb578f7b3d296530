/**
 * `get_delegated_laws`: what each article of a statute delegates, and to which 시행령·시행규칙
 * articles, 행정규칙 and 자치법규 (`lsDelegated` body), optionally for chosen articles only.
 *
 * @module
 */

import { z } from "zod";
import { sameArticle } from "../../law/article.ts";
import { parseDelegations } from "../../parse/delegation.ts";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { callDrf, MetaTracker } from "../meta.ts";
import { moreLine, nextPage, pagingInput, pagingOutput } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import { parseArticleSpecs } from "../select_articles.ts";
import { resolveLaw } from "../statute_source.ts";
import {
  fitLines,
  hasLocator,
  idParams,
  LawRefSchema,
  locatorInput,
  locatorOf,
} from "./_common.ts";

const KINDS = ["시행령", "시행규칙", "행정규칙", "자치법규"] as const;

const input = z.object({
  ...locatorInput,
  query: z.string().trim().min(1).max(200).optional().describe("same as name"),
  articles: z.array(z.string().min(1).max(200)).max(50).optional()
    .describe('parent articles only, e.g. ["제4조", "제10조의2"]'),
  kinds: z.array(z.enum(KINDS)).optional().describe("only these receiving kinds"),
  ...pagingInput,
}).refine((a) => hasLocator(a) || a.query, { message: "give lawId, mst or name" });

const Target = z.object({
  kind: z.enum(KINDS),
  serial: z.string().optional(),
  name: z.string(),
  targetArticle: z.string().optional(),
  targetTitle: z.string().optional(),
  linkText: z.string().optional().describe("the delegating words, e.g. 대통령령"),
  lineText: z.string().optional(),
  clause: z.string().optional().describe("delegating 조항호목 of the parent"),
});

const output = z.object({
  law: LawRefSchema.extend({ ministry: z.string().optional() }),
  ...pagingOutput,
  articles: z.array(z.object({
    article: z.number().int(),
    branch: z.number().int(),
    label: z.string(),
    title: z.string().optional(),
    targets: z.array(Target),
  })),
  meta: MetaSchema,
});

/** The `get_delegated_laws` tool. */
export const getDelegatedLaws: ToolDef<typeof input, typeof output> = defineTool({
  name: "get_delegated_laws",
  title: "위임법령 조회",
  description:
    "Per article of a statute, the 시행령·시행규칙 articles, 행정규칙 and 조례 it delegates " +
    "to (with the delegating words); filter by article.",
  input,
  output,
  annotations: READ_ONLY,
  async handler(args, ctx) {
    const track = new MetaTracker(ctx);
    const refs = args.articles?.length ? parseArticleSpecs(args.articles) : undefined;
    const loc = await resolveLaw(ctx, track, {
      ...locatorOf(args),
      name: args.name ?? args.lawName ?? args.query,
    });
    const res = await callDrf(ctx, track, {
      endpoint: "service",
      target: "lsDelegated",
      params: idParams(loc),
    });
    const parsed = parseDelegations(res.data);
    const kinds = args.kinds?.length ? new Set(args.kinds) : undefined;
    const all = parsed.articles
      .filter((a) => !refs || refs.some((r) => sameArticle(r, a)))
      .map((a) => ({ ...a, targets: a.targets.filter((t) => !kinds || kinds.has(t.kind)) }))
      .filter((a) => a.targets.length > 0);
    const start = (args.page - 1) * args.display;
    const rows = all.slice(start, start + args.display);
    const next = nextPage(all.length, args.page, args.display);
    const lines = [
      `${parsed.law.name} 위임 현황: 위임 조문 ${all.length}개${
        all.length > rows.length ? ` 중 ${rows.length}개 (${args.page}쪽)` : ""
      }`,
    ];
    for (const a of rows) {
      lines.push(`■ ${a.label}${a.title ? `(${a.title})` : ""}`);
      for (const t of a.targets) {
        const where = t.targetArticle
          ? ` ${t.targetArticle}${t.targetTitle ? `(${t.targetTitle})` : ""}`
          : "";
        const why = t.clause || t.linkText
          ? ` ← ${[t.clause, t.linkText && `"${t.linkText}"`].filter(Boolean).join(" ")}`
          : "";
        lines.push(`  - [${t.kind}] ${t.name}${where}${why}`);
      }
    }
    if (all.length === 0) {
      lines.push(
        refs ? "요청한 조문에는 위임 내용이 없습니다." : "이 법령에서 위임 내용을 찾지 못했습니다.",
      );
    }
    const more = moreLine("get_delegated_laws", { ...locatorArgs(loc, args) }, next);
    if (more) lines.push(more);
    return {
      structured: {
        law: parsed.law,
        total: all.length,
        page: args.page,
        ...(next ? { next } : {}),
        articles: rows,
        meta: track.meta(),
      },
      text: fitLines(lines, ctx.maxChars, () => `display를 줄여 쪽 단위로 보세요.`).text +
        (more && lines.join("\n").length > ctx.maxChars ? `\n${more}` : ""),
    };
  },
});

function locatorArgs(
  loc: { lawId?: string; mst?: string },
  args: { articles?: string[]; kinds?: string[]; display: number },
): Record<string, unknown> {
  return {
    ...(loc.lawId ? { lawId: loc.lawId } : { mst: loc.mst }),
    ...(args.articles ? { articles: args.articles } : {}),
    ...(args.kinds ? { kinds: args.kinds } : {}),
    display: args.display,
  };
}
