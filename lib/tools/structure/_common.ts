/**
 * Pieces shared by the structure tools: an input that names one statute, the 법령 ID/MST call
 * parameters, reading the one article a tool works on, statute identity in outputs, and cutting
 * a long answer into what fits plus the call that returns the rest.
 *
 * @module
 */

import { z } from "zod";
import { DrfError, InputError } from "../../errors.ts";
import { type ArticleId, type ArticleRef, formatArticle, sameArticle } from "../../law/article.ts";
import type { Article, Statute } from "../../parse/statute_types.ts";
import { READ_ONLY, type ToolAnnotations, type ToolCall, type ToolContext } from "../define.ts";
import { callDrf } from "../meta.ts";
import type { CallTracker } from "../define.ts";
import { cutUnits, type Truncation } from "../paging.ts";
import { parseArticleSpecs, selectArticles } from "../select_articles.ts";
import { loadStatute, resolveLaw } from "../statute_source.ts";
import { hasLawLocator, lawLocator, NEED_LAW } from "../../vocab/params.ts";
import type { DrfTarget } from "../../targets/mod.ts";

/** An input naming one statute (`lawId|mst|name`) plus the tool's own fields. */
export function lawInput<S extends z.ZodRawShape>(
  shape: S,
): z.ZodObject<typeof lawLocator & S> {
  return z.object({ ...lawLocator, ...shape }).refine(
    (a) => hasLawLocator(a as { lawId?: string; mst?: string; name?: string }),
    { message: NEED_LAW },
  );
}

/** `ID` or `MST` parameters for a lawService call. */
function idParams(loc: { lawId?: string; mst?: string }): Record<string, string> {
  return loc.lawId ? { ID: loc.lawId } : { MST: loc.mst ?? "" };
}

/**
 * This call's pointers with the statute named as resolved (its 법령ID or MST instead of a name),
 * so the next slice costs no name search.
 */
export function resolvedCall(call: ToolCall, loc: { lawId?: string; mst?: string }): ToolCall {
  const named = loc.lawId
    ? { lawId: loc.lawId, mst: undefined, name: undefined }
    : loc.mst
    ? { lawId: undefined, mst: loc.mst, name: undefined }
    : {};
  return { ...call, more: (patch) => call.more({ ...named, ...patch }) };
}

/** The annotations of a tool that computes locally (no upstream call). */
export const LOCAL: ToolAnnotations = { ...READ_ONLY, openWorldHint: false };

/**
 * One lawService body of the statute the arguments name (a name resolves by one search), and
 * this call's pointers naming the statute as resolved.
 */
export async function lawService(
  ctx: ToolContext,
  call: ToolCall,
  loc: { lawId?: string; mst?: string; name?: string },
  target: DrfTarget,
  params: Record<string, string> = {},
): Promise<{ data: Record<string, unknown>; call: ToolCall }> {
  const found = await resolveLaw(ctx, call.track, loc);
  const res = await callDrf(ctx, call.track, {
    endpoint: "service",
    target,
    params: { ...idParams(found), ...params },
  });
  return { data: res.data, call: resolvedCall(call, found) };
}

/**
 * The articles an `articles` filter keeps (by 조 and 가지번호), or `undefined` when none was
 * given. An anchor that names no article is a BAD_INPUT.
 */
export function articleFilter(
  articles: readonly string[] | undefined,
): ((a: ArticleRef | ArticleId) => boolean) | undefined {
  if (!articles?.length) return undefined;
  const refs = parseArticleSpecs(articles);
  return (a) => refs.some((r) => sameArticle(r, a));
}

/** Statute identity as in outputs. */
export const LawRefSchema = z.object({
  lawId: z.string().optional(),
  mst: z.string().optional(),
  name: z.string().optional(),
  effectiveDate: z.string().optional().describe("YYYYMMDD"),
  promulgationDate: z.string().optional().describe("YYYYMMDD"),
  promulgationNumber: z.string().optional(),
  revisionType: z.string().optional(),
});

/** The one article of `articles` (a tool that reads exactly one says so when given more). */
export function oneArticle(articles: readonly string[], param = "articles"): ArticleRef {
  const refs = parseArticleSpecs(articles);
  if (refs.length !== 1) {
    throw new InputError(
      `${param}: 이 도구는 조문 하나만 받습니다 (받은 것: ${
        refs.map((r) => formatArticle(r, { withParts: true })).join(", ")
      }). 예: ["제11조"]`,
      param,
    );
  }
  return refs[0];
}

/** One article read from a statute, or what is nearest when the statute has no such article. */
export interface ArticleRead {
  /** The statute version read. */
  statute: Statute;
  /** The article, narrowed to the requested 항/호/목. */
  article?: Article;
  /** The requested anchor, as written back. */
  requested: string;
  /** The nearest existing articles, when it is missing. */
  nearest: string[];
}

/** Reads one article of a statute, current or as of `asOf` (names resolve by one search). */
export async function readArticle(
  ctx: ToolContext,
  track: CallTracker,
  loc: { lawId?: string; mst?: string; name?: string; asOf?: string },
  ref: ArticleRef,
): Promise<ArticleRead> {
  // With a date, the version list is searched by name or ID directly (one call fewer).
  const found = loc.asOf ? loc : await resolveLaw(ctx, track, loc);
  const statute = await loadStatute(ctx, track, { ...found, asOf: loc.asOf });
  const sel = selectArticles(statute, [ref]);
  const miss = sel.missing[0];
  return {
    statute,
    article: sel.articles[0],
    requested: miss?.requested ?? formatArticle(ref, { withParts: true }),
    nearest: miss?.nearest ?? [],
  };
}

/** The miss of an article the statute does not have, with the nearest ones. */
export function articleMiss(read: ArticleRead, which?: string): DrfError {
  return new DrfError(
    "NOT_FOUND",
    `${which ? `${which}: ` : ""}${read.statute.info.name}에 ${read.requested}가 없습니다. ` +
      `가까운 조문: ${read.nearest.join(", ")}`,
    { target: "law" },
  );
}

/** Rows of an answer cut to the budget: the text, the rows shown and the pointer to the rest. */
export interface CutRows<R> {
  /** The heading, then the rows that fit (and the cut notice with its call). */
  text: string;
  /** The rows shown. */
  rows: R[];
  /** Set when rows remain: which call returns them. */
  truncated?: Truncation;
}

/**
 * Renders rows from `offset` under `head` while they fit in the answer budget (always at least
 * one); when rows remain, the text ends with the call that returns them (`offset` patched into
 * this call) and `truncated` carries the same call.
 */
export function cutRows<R>(
  ctx: ToolContext,
  call: ToolCall,
  head: string,
  rows: readonly R[],
  render: (row: R) => string,
  opts: { offset: number; unitName: string; separator?: string },
): CutRows<R> {
  if (opts.offset > 0 && opts.offset >= rows.length) {
    throw new InputError(
      `offset ${opts.offset}: ${opts.unitName}는 ${rows.length}개뿐입니다 (0부터 셉니다).`,
      "offset",
    );
  }
  const sep = opts.separator ?? "\n";
  const cut = cutUnits(ctx, call, rows.map(render), {
    offset: opts.offset,
    reserved: head.length + sep.length,
    unitName: opts.unitName,
    separator: sep,
  });
  return {
    text: cut.text ? `${head}${sep}${cut.text}` : head,
    rows: rows.slice(opts.offset, opts.offset + cut.shown),
    ...(cut.truncated ? { truncated: cut.truncated } : {}),
  };
}
