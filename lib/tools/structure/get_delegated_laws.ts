/**
 * `get_delegated_laws`: what each article of a statute delegates, and to which 시행령·시행규칙
 * articles, 행정규칙 and 자치법규 (`lsDelegated` body), optionally for chosen articles only.
 *
 * The rows are the statute's delegating articles (`articles`, as the web reader and impact_map
 * read them), paged in memory; a page too long for the answer is cut with `offset`, and the
 * next-page pointer follows the page's last slice.
 *
 * @module
 */

import { z } from "zod";
import {
  type DelegatingArticle,
  type Delegations,
  parseDelegations,
} from "../../parse/delegation.ts";
import { defineTool, type ToolCall } from "../define.ts";
import { LIBRARY_RECEIVERS, libraryDelegations } from "./library_delegation.ts";
import { upstreamList } from "../statute_source.ts";
import { hasNextPage, pageOf, pagingOutput, TruncationSchema } from "../paging.ts";
import { MetaSchema } from "../schemas.ts";
import {
  articleFilter,
  cutRows,
  lawInput,
  LawRefSchema,
  lawService,
  resolvedCall,
} from "./_common.ts";
import { moreLine } from "../../vocab/pointer.ts";
import { articlesArg, offsetArg, pagingArgs, sourceArg } from "../../vocab/params.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const RECEIVERS = ["시행령", "시행규칙", "행정규칙", "자치법규"] as const;

const input = lawInput({
  articles: articlesArg.optional().describe('parent articles only, e.g. ["제4조", "제10조의2"]'),
  receivers: z.array(z.enum(RECEIVERS)).optional()
    .describe("only delegations to these: 시행령, 시행규칙, 행정규칙, 자치법규"),
  ...pagingArgs,
  offset: offsetArg,
  source: sourceArg,
});

const Target = z.object({
  kind: z.enum(RECEIVERS),
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
  })).describe("delegating articles of this page (as far as the answer shows them)"),
  truncated: TruncationSchema.optional(),
  meta: MetaSchema,
});

function render(a: DelegatingArticle): string {
  const lines = [`■ ${a.label}${a.title ? `(${a.title})` : ""}`];
  for (const t of a.targets) {
    const where = t.targetArticle
      ? ` ${t.targetArticle}${t.targetTitle ? `(${t.targetTitle})` : ""}`
      : "";
    const why = t.clause || t.linkText
      ? ` ← ${[t.clause, t.linkText && `"${t.linkText}"`].filter(Boolean).join(" ")}`
      : "";
    lines.push(`  - [${t.kind}] ${t.name}${where}${why}`);
  }
  return lines.join("\n");
}

/** The `lsDelegated` body of the statute the arguments name. */
async function fromUpstream(
  ctx: Parameters<typeof lawService>[0],
  call: Parameters<typeof lawService>[1],
  args: { lawId?: string; mst?: string; name?: string },
): Promise<{ parsed: Delegations; more: ToolCall }> {
  const { data, call: more } = await lawService(ctx, call, args, "lsDelegated");
  return { parsed: parseDelegations(data), more };
}

/** The `get_delegated_laws` tool. */
export const getDelegatedLaws: GeneratedTool<"get_delegated_laws"> = defineTool({
  name: "get_delegated_laws",
  title: "위임법령 조회",
  targets: ["lsDelegated"],
  intents: ["시행령", "시행규칙", "위임", "대통령령으로 정하는"],
  description:
    "Per statute article, the 시행령·시행규칙 articles, 행정규칙 and 조례 it delegates to, " +
    "with the delegating words.",
  input,
  output,
  async handler(args, ctx, call) {
    const keep = articleFilter(args.articles);
    // The library answers the 시행령·시행규칙 a statute's text names; the rest is law.go.kr's.
    const local = !args.receivers?.length || args.receivers.every((r) => LIBRARY_RECEIVERS.has(r))
      ? await libraryDelegations(ctx, args, upstreamList(ctx, call.track))
      : undefined;
    const { parsed, more } = local
      ? { parsed: local, more: resolvedCall(call, { lawId: local.law.lawId }) }
      : await fromUpstream(ctx, call, args);
    const receivers = args.receivers?.length ? new Set(args.receivers) : undefined;
    const all = parsed.articles
      .filter((a) => !keep || keep(a))
      .map((a) => ({
        ...a,
        targets: a.targets.filter((t) => !receivers || receivers.has(t.kind)),
      }))
      .filter((a) => a.targets.length > 0);
    const page = pageOf(all, args.page, args.display);
    const cut = cutRows(
      ctx,
      more,
      `${parsed.law.name} 위임 조문: ${page.total}개 중 ${page.rows.length}개 (${page.page}쪽)`,
      page.rows,
      render,
      { offset: args.offset, unitName: "위임 조문" },
    );
    // The next page follows this page's last slice (the rest of a cut page comes first).
    const next = !cut.truncated && page.rows.length &&
        hasNextPage(page.total, page.page, args.display)
      ? more.more({ page: page.page + 1, offset: 0 })
      : undefined;
    const none = keep || receivers
      ? "요청한 조문·종류에는 위임 내용이 없습니다."
      : "이 법령에서 위임 내용을 찾지 못했습니다.";
    return {
      structured: {
        law: parsed.law,
        total: page.total,
        page: page.page,
        ...(next ? { next } : {}),
        articles: cut.rows,
        ...(cut.truncated ? { truncated: cut.truncated } : {}),
        meta: call.track.meta(),
      },
      text: [cut.text, page.total === 0 && none, moreLine(next)].filter(Boolean).join("\n"),
    };
  },
});
