/**
 * Opening one annex: download its file through the DRF client (same retries, timeout and byte
 * budget as API calls), read it with the annex readers under the request's limits, and render
 * Markdown within the answer budget. The HWP/HWPX link is tried first, then the PDF; when
 * neither can be read and the body carries 별표내용 text, that text is the answer and is
 * labelled as the fallback. Otherwise the failure is a typed error naming the link — an
 * image-only or unreadable file is never a success.
 *
 * @module
 */

import {
  type AnnexDocument,
  AnnexError,
  type AnnexWarning,
  DEFAULT_ANNEX_LIMITS,
  readAnnex,
  renderMarkdown,
} from "../../annex/mod.ts";
import { boxTextDocument, parseBoxText } from "../../annex/boxdraw.ts";
import { DrfError, type DrfErrorCode } from "../../errors.ts";
import type { ToolContext } from "../define.ts";
import type { AnnexEntry } from "./entries.ts";
import { FILE_TARGET } from "../../targets/mod.ts";

/** An opened annex. */
export interface OpenedAnnex {
  /** What was read: the file, its PDF, or the body's 별표내용 text. */
  source: "file" | "pdf" | "body-text";
  /** Format the bytes had (`text` for body text). */
  format: string;
  /** Link that was read (absent for body text). */
  link?: string;
  /** File name the server announced. */
  fileName?: string;
  /** Size read. */
  bytes: number;
  /** Tables in the document. */
  tables: number;
  /** Reader warnings plus why a fallback was used. */
  warnings: { code: string; message: string }[];
  /** Markdown of the (part of the) document shown. */
  markdown: string;
  /** Offset token for the rest, when cut. */
  nextOffset?: string;
}

interface Failure {
  link: string;
  code: string;
  message: string;
  error: unknown;
}

const ANNEX_TO_DRF: Record<string, DrfErrorCode> = {
  TOO_LARGE: "BODY_TOO_LARGE",
  TIMEOUT: "TIMEOUT",
  ABORTED: "ABORTED",
};

const WHY: Record<string, string> = {
  IMAGE_ONLY: "그림(이미지)만 담긴 파일이라 글자를 읽을 수 없습니다 (OCR 필요)",
  CORRUPT: "파일이 손상되었거나 잘려 있습니다",
  FORMAT_UNKNOWN: "HWP·HWPX·PDF 파일이 아닙니다",
  TOO_LARGE: "파일이나 압축 해제 크기가 한도를 넘었습니다",
  ENCRYPTED: "암호·배포용 보호가 걸린 파일입니다",
  UNSUPPORTED: "지원하지 않는 형식입니다 (HWP 3 등)",
  EMPTY: "글자가 없는 문서입니다",
  TIMEOUT: "읽는 데 시간 한도를 넘었습니다",
  ABORTED: "요청이 취소되었습니다",
};

async function readLink(ctx: ToolContext, link: string, track: { downloads: number }) {
  track.downloads++;
  const file = await ctx.client.download(link, {
    budget: ctx.budget,
    signal: ctx.signal,
    oc: ctx.oc,
  });
  const remaining = ctx.budget.remainingMs();
  const doc = await readAnnex(file.bytes, {
    maxBytes: Math.max(1, Math.min(DEFAULT_ANNEX_LIMITS.maxBytes, ctx.budget.limits.maxBodyBytes)),
    deadlineMs: Math.max(1, Math.min(DEFAULT_ANNEX_LIMITS.deadlineMs, remaining)),
    ...(ctx.signal ? { signal: ctx.signal } : {}),
  });
  return { file, doc };
}

function describe(link: string, e: unknown): Failure {
  if (e instanceof AnnexError) {
    return { link, code: e.code, message: `${WHY[e.code] ?? e.message} (${e.message})`, error: e };
  }
  if (e instanceof DrfError) return { link, code: e.code, message: e.message, error: e };
  throw e;
}

function render(doc: AnnexDocument, maxChars: number, offset?: string) {
  return renderMarkdown(doc, { maxChars: Math.max(500, maxChars), ...(offset ? { offset } : {}) });
}

/** The typed error for an annex that could not be opened at all. */
function unopenable(entry: AnnexEntry, failures: Failure[]): DrfError {
  const first = failures[0];
  const lines = failures.map((f) => `[${f.code}] ${f.message} — 원본: ${f.link}`).join("; ");
  const msg = `${entry.label} 파일을 열 수 없습니다: ${lines}. 본문에 별표내용 텍스트도 없습니다.`;
  if (first.error instanceof DrfError) {
    return new DrfError(first.error.code, msg, first.error.details, first.error.retryable);
  }
  const code = ANNEX_TO_DRF[first.code] ?? "UPSTREAM_MALFORMED";
  return new DrfError(code, msg, { target: FILE_TARGET, cause: first.code }, false);
}

/**
 * Opens `entry`. `maxChars` bounds the Markdown; `offset` resumes a cut document.
 *
 * @throws {DrfError} when no link can be read and there is no body text to fall back on.
 */
export async function openAnnex(
  ctx: ToolContext,
  entry: AnnexEntry,
  opts: { maxChars: number; offset?: string },
): Promise<OpenedAnnex> {
  const links = [
    ...(entry.fileLink ? [{ link: entry.fileLink, source: "file" as const }] : []),
    ...(entry.pdfLink ? [{ link: entry.pdfLink, source: "pdf" as const }] : []),
  ];
  const failures: Failure[] = [];
  const track = { downloads: 0 };
  for (const { link, source } of links) {
    try {
      const { file, doc } = await readLink(ctx, link, track);
      const out = render(doc, opts.maxChars, opts.offset);
      return {
        source,
        format: doc.format,
        link,
        ...(file.fileName ? { fileName: file.fileName } : {}),
        bytes: file.bytes.length,
        tables: doc.stats.tables,
        warnings: [
          ...failures.map((f) => ({ code: f.code, message: `${f.link}: ${f.message}` })),
          ...doc.warnings.map((w: AnnexWarning) => ({ code: w.code, message: w.message })),
        ],
        markdown: out.text,
        ...(out.nextOffset ? { nextOffset: out.nextOffset } : {}),
      };
    } catch (e) {
      const f = describe(link, e);
      failures.push(f);
      // The caller is gone or the request has no budget left: trying another link cannot help.
      if (["ABORTED", "BUDGET_EXHAUSTED"].includes(f.code) || ctx.budget.remainingMs() <= 0) break;
    }
  }
  if (entry.text && entry.text.trim()) {
    const parsed = parseBoxText(entry.text);
    const out = render(boxTextDocument(parsed, entry.text.length), opts.maxChars, opts.offset);
    const why = failures.length
      ? failures.map((f) => `[${f.code}] ${f.message} — 원본: ${f.link}`).join("; ")
      : "파일 링크가 없습니다";
    return {
      source: "body-text",
      format: "text",
      bytes: entry.text.length,
      tables: parsed.tables,
      warnings: [{
        code: "BODY_TEXT_FALLBACK",
        message: `파일을 열 수 없어 본문의 별표내용 텍스트로 대신합니다: ${why}`,
      }],
      markdown: out.text,
      ...(out.nextOffset ? { nextOffset: out.nextOffset } : {}),
    };
  }
  if (!failures.length) {
    throw new DrfError("NOT_FOUND", `${entry.label}에는 파일 링크도 별표내용 텍스트도 없습니다.`, {
      target: FILE_TARGET,
    });
  }
  throw unopenable(entry, failures);
}
