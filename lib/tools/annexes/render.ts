/**
 * Text rendering of annex lists and opened annexes for `get_annexes`.
 *
 * @module
 */

import type { AnnexEntry } from "./entries.ts";
import type { AnnexSubject } from "./find.ts";
import type { OpenedAnnex } from "./open.ts";
import { type Pointer, pointerText } from "../../vocab/pointer.ts";

/**
 * One list line: label and title, and only what is out of the ordinary — an entry known from
 * the annex index list alone, or one with neither a file nor text to open. The download links
 * (relative `flDownload` paths) stay in the structured rows; the text says how to open one.
 */
export function annexLine(e: Omit<AnnexEntry, "text"> & { text?: string }): string {
  const flags = [
    e.source === "body" ? "" : "별표 목록에만",
    e.fileLink || e.pdfLink || e.text?.trim() ? "" : "파일·본문 텍스트 없음",
  ].filter(Boolean);
  return `- ${e.label}${e.title ? ` ${e.title}` : ""}${
    flags.length ? ` [${flags.join(", ")}]` : ""
  }`;
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
export function documentText(e: AnnexEntry, doc: OpenedAnnex, next?: Pointer): string {
  const lines = [
    `## ${e.label}${e.title ? ` ${e.title}` : ""}`,
    `출처: ${SOURCE[doc.source]} · 형식 ${doc.format}` +
    (doc.link ? ` · ${doc.link}` : "") + (doc.fileName ? ` (${doc.fileName})` : "") +
    ` · ${doc.bytes.toLocaleString("en")} B · 표 ${doc.tables}개`,
    ...doc.warnings.map((w) => `⚠ [${w.code}] ${w.message}`),
    "",
    doc.markdown,
  ];
  if (next) lines.push("", `[문서가 길어 일부만 보였습니다. 나머지: ${pointerText(next)}]`);
  return lines.join("\n");
}
