/**
 * Text rendering of annex lists and opened annexes for `get_annexes`.
 *
 * @module
 */

import type { AnnexEntry } from "./entries.ts";
import type { AnnexSubject } from "./find.ts";
import type { OpenedAnnex } from "./open.ts";
import { callText, type Continuation } from "../../vocab/continuation.ts";

/** One list line: label, title, delegating article, links, where it came from. */
export function annexLine(e: Omit<AnnexEntry, "text"> & { text?: string }): string {
  const links = [e.fileLink && `파일 ${e.fileLink}`, e.pdfLink && `PDF ${e.pdfLink}`]
    .filter(Boolean).join(" · ");
  return `- ${e.label}${e.title ? ` ${e.title}` : ""}` +
    ` [${e.source === "body" ? "본문" : "별표 목록"}${
      e.text?.trim() ? ", 본문 텍스트 있음" : ""
    }]` +
    (links ? ` — ${links}` : " — 파일 링크 없음");
}

/** The arguments that name the subject again, for the "open" pointer. */
export function locatorOf(
  args: { family: string; lawId?: string; mst?: string; id?: string; name?: string },
  subject: AnnexSubject,
): Record<string, string> {
  const family: Record<string, string> = args.family === "law" ? {} : { family: args.family };
  if (args.lawId) return { lawId: args.lawId };
  if (args.mst) return { ...family, mst: args.mst };
  if (args.id) return { ...family, id: args.id };
  return { ...family, name: args.name ?? subject.name };
}

const SOURCE: Record<OpenedAnnex["source"], string> = {
  file: "파일",
  pdf: "PDF 파일",
  "body-text": "본문 별표내용 텍스트 (대체)",
};

/** The opened document: a header saying what was read, warnings, the Markdown, the cut notice. */
export function documentText(e: AnnexEntry, doc: OpenedAnnex, next?: Continuation): string {
  const lines = [
    `## ${e.label}${e.title ? ` ${e.title}` : ""}`,
    `출처: ${SOURCE[doc.source]} · 형식 ${doc.format}` +
    (doc.link ? ` · ${doc.link}` : "") + (doc.fileName ? ` (${doc.fileName})` : "") +
    ` · ${doc.bytes.toLocaleString("en")} B · 표 ${doc.tables}개`,
    ...doc.warnings.map((w) => `⚠ [${w.code}] ${w.message}`),
    "",
    doc.markdown,
  ];
  if (next) lines.push("", `[문서가 길어 일부만 보였습니다. 나머지: ${callText(next)}]`);
  return lines.join("\n");
}
