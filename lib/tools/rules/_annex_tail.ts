/**
 * The 별표·서식 of a rule body (자치법규, 행정규칙) as text: their titles on one line and the
 * `get_annexes` call that lists them with the notation it opens them by (a body's 별표구분 and
 * the annex list's can differ: 광진구 복무 조례 says 서식 for its [별표 1]…); the download links
 * stay in the structured `annexes`.
 *
 * @module
 */

import type { RuleAnnex } from "../../parse/admrul.ts";
import { pointer, pointerText } from "../../vocab/pointer.ts";

/** Names one rule for `get_annexes`: its family and serial. */
export interface AnnexOwner {
  /** `get_annexes` family word. */
  family: "자치법규" | "행정규칙";
  /** 자치법규일련번호 (mst) or 행정규칙일련번호 (id). */
  mst?: string;
  /** 행정규칙일련번호. */
  id?: string;
}

/** `별표·서식 N건: …` and `목록·열기: get_annexes {…}`, or nothing. */
export function annexTail(annexes: readonly RuleAnnex[], owner: AnnexOwner): string[] {
  if (!annexes.length) return [];
  // A title that carries its own notation ("[별표 1] 선서문") is shown as it is.
  const names = annexes.map((a) =>
    a.title && /^\[[^\]]+\]/.test(a.title) ? a.title : `${a.label}${a.title ? ` ${a.title}` : ""}`
  );
  const list = pointer("get_annexes", { ...owner });
  return [`별표·서식 ${annexes.length}건: ${names.join(" · ")}`, `목록·열기: ${pointerText(list)}`];
}
