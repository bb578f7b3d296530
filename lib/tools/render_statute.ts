/**
 * Compact text rendering of statutes for LLMs and terminals: one header line, then articles
 * with 항 flush, 호 indented two spaces and 목 four. Nothing that the record holds is dropped
 * silently: tables and images are flagged in the text where they occur.
 *
 * @module
 */

import type { Article, Statute, StatuteInfo } from "../parse/statute_types.ts";
import { showDate } from "../vocab/dates.ts";
import type { ToolCall, ToolContext } from "./define.ts";
import { cutUnits, type Truncation } from "./paging.ts";

/**
 * One header line: what the text is and how to cite and continue it — name, then in brackets
 * the act as cited (kind and 공포번호), its 공포 and 시행 dates (one date when they agree) and
 * status, then the ids. The 소관부처 stays in the structured result (`law.ministry`).
 *
 * @example
 * ```ts
 * import { renderStatuteHeader } from "./render_statute.ts";
 * renderStatuteHeader({ lawId: "001823", name: "건축법", status: "현행" });
 * // "건축법 (현행) 법령ID 001823"
 * ```
 */
export function renderStatuteHeader(info: StatuteInfo): string {
  const no = info.promulgationNumber ? `제${Number(info.promulgationNumber)}호` : "";
  const act = [info.kind, no].filter(Boolean).join(" ");
  const [p, e] = [info.promulgationDate, info.effectiveDate];
  const dates = p && p === e
    ? [`${showDate(p)} 공포·시행`]
    : [p && `공포 ${showDate(p)}`, e && `시행 ${showDate(e)}`];
  const inner = [act, ...dates, info.status].filter(Boolean).join(", ");
  return `${info.name} (${inner}) 법령ID ${info.lawId}${info.mst ? ` · MST ${info.mst}` : ""}`;
}

/** Renders one article with its 항/호/목, per-article 시행일 when it differs, and notes. */
export function renderArticle(a: Article, lawEffectiveDate?: string): string {
  const lines: string[] = [];
  let head = a.text;
  if (a.effectiveDate && lawEffectiveDate && a.effectiveDate !== lawEffectiveDate) {
    head += ` 〔조문 시행 ${showDate(a.effectiveDate)}〕`;
  }
  if (a.changed) head += " 〔이번 개정에서 변경〕";
  lines.push(head);
  for (const p of a.paragraphs) {
    if (p.text) lines.push(p.text);
    for (const i of p.items) {
      lines.push(indent(i.text, "  "));
      for (const s of i.subItems) lines.push(indent(s.text, "    "));
    }
  }
  if (a.note) lines.push(a.note);
  if (a.flags.hasTable) lines.push("※ 이 조문에는 표가 있습니다(글자 표로 표시).");
  if (a.flags.hasImage) {
    lines.push(
      "※ 이 조문에는 이미지(수식·표)가 있어 글자만으로는 다 보이지 않습니다. 원문 확인 필요.",
    );
  }
  return lines.join("\n");
}

function indent(text: string, pad: string): string {
  return text.split("\n").map((l) => pad + l).join("\n");
}

/**
 * A statute selection within the answer budget: the header once, then articles from `offset`
 * while they fit, and the pointer (this call with the next `offset`) when some are cut.
 */
export function renderSelection(
  ctx: ToolContext,
  call: ToolCall,
  statute: Statute,
  picked: readonly Article[],
  offset: number,
): { text: string; shown: Article[]; truncated?: Truncation } {
  const header = renderStatuteHeader(statute.info);
  const units = picked.map((a) => renderArticle(a, statute.info.effectiveDate));
  const cut = cutUnits(ctx, call, units, {
    offset,
    reserved: header.length + 2,
    unitName: "조문",
    separator: "\n\n",
  });
  return {
    text: `${header}\n\n${cut.text}`,
    shown: picked.slice(offset, offset + cut.shown),
    ...(cut.truncated ? { truncated: cut.truncated } : {}),
  };
}

/** The lines naming requested articles the statute does not have, with the nearest ones. */
export function missingLines(
  missing: readonly { requested: string; nearest: string[] }[],
): string[] {
  return missing.map((m) =>
    `※ ${m.requested}: 이 법령에 없습니다. 가까운 조문: ${m.nearest.join(", ")}`
  );
}
