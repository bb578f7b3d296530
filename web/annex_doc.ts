/**
 * Opens an annex file for the page: download through the runtime's DRF client (same budget,
 * retries and replay as the tools), read it with lib/annex and render HTML tables with real
 * rowspan/colspan (get_annexes returns Markdown, which suits models, not pages).
 *
 * @module
 */

import { DrfError, type ToolContext } from "../lib/mod.ts";
import {
  AnnexError,
  DEFAULT_ANNEX_LIMITS,
  isAnnexError,
  readAnnex,
  renderHtml,
} from "../lib/annex/mod.ts";

/** What opening a file gave. */
export type OpenedFile =
  | {
    ok: true;
    html: string;
    format: string;
    tables: number;
    truncated: boolean;
    link: string;
    /** The demo replay's stand-in documents announce themselves by this file-name prefix. */
    standIn: boolean;
  }
  | { ok: false; code: string; reason: string; link: string; outage: boolean };

const WHY: Record<string, string> = {
  IMAGE_ONLY: "그림(이미지)만 담긴 파일이라 글자를 읽을 수 없습니다",
  CORRUPT: "파일이 손상되었거나 잘려 있습니다",
  FORMAT_UNKNOWN: "HWP·HWPX·PDF 파일이 아닙니다",
  TOO_LARGE: "파일이 너무 큽니다",
  ENCRYPTED: "암호·배포용 보호가 걸린 파일입니다",
  UNSUPPORTED: "지원하지 않는 형식입니다 (HWP 3 등)",
  EMPTY: "글자가 없는 문서입니다",
  TIMEOUT: "읽는 데 시간 한도를 넘었습니다",
  ABORTED: "요청이 취소되었습니다",
};

/** Largest HTML a page embeds (a cut says so). */
const MAX_HTML = 1_500_000;

/** Downloads and renders one link; failures are labelled, never thrown (except bugs). */
export async function openFile(ctx: ToolContext, link: string): Promise<OpenedFile> {
  try {
    const file = await ctx.client.download(link, {
      budget: ctx.budget,
      signal: ctx.signal,
      oc: ctx.oc,
    });
    const doc = await readAnnex(file.bytes, {
      maxBytes: DEFAULT_ANNEX_LIMITS.maxBytes,
      deadlineMs: Math.min(DEFAULT_ANNEX_LIMITS.deadlineMs, ctx.budget.remainingMs()),
      ...(ctx.signal ? { signal: ctx.signal } : {}),
    });
    const out = renderHtml(doc, { maxChars: MAX_HTML });
    const tables = doc.blocks.filter((b) => b.kind === "table").length;
    return {
      ok: true,
      html: out.text,
      format: doc.format,
      tables,
      truncated: out.truncated,
      link,
      standIn: !!file.fileName?.startsWith("stand-in_"),
    };
  } catch (e) {
    if (isAnnexError(e) || e instanceof AnnexError) {
      const code = (e as AnnexError).code;
      return { ok: false, code, reason: WHY[code] ?? code, link, outage: false };
    }
    if (e instanceof DrfError) {
      // A miss and a file the demo never recorded are no outage (no 503 for them).
      const outage = e.code !== "NOT_FOUND" && e.code !== "NOT_RECORDED";
      return { ok: false, code: e.code, reason: e.message, link, outage };
    }
    throw e;
  }
}

/** The public address of a law.go.kr file link (no key is needed to download it). */
export function originalUrl(link: string): string {
  return link.startsWith("/") ? `https://www.law.go.kr${link}` : link;
}
