/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * One section of the search page, drawn the same way whatever it holds — rows, a partial demo
 * answer, nothing found, no recording, an outage — and the one line that says what a demo search
 * cannot know. A section without an answer says so in its own heading (named, one line, no
 * banner): thirteen sections the recordings do not hold are thirteen short lines, not thirteen
 * alerts.
 *
 * @module
 */

import type { VNode } from "preact";
import type { ToolOutput } from "../../lib/mod.ts";
import { NOT_RECORDED_MESSAGE } from "../../lib/drf/mod.ts";

/**
 * What a section draws of a list answer: its count, its rows, the error of a part that failed,
 * the partial demo answer (the fields of a search_all section, which every list answer has).
 */
export type ShownSection =
  & Pick<ToolOutput<"search_all">["laws"], "total" | "error" | "demo">
  & { rows: readonly unknown[] };

/** A section as the page draws it. */
export interface Shown {
  /** Its name (법령, 판례 …). */
  title: string;
  /** `data-group` id. */
  id: string;
  /** The tool's answer for it. */
  sec: ShownSection;
  /** Its rows, drawn. */
  items: VNode[];
}

/** What a section holds, for the page's one demo line. */
export type Gap = "answered" | "partial" | "not-recorded" | "failed";

/** The short words a section without an answer puts in its heading. */
function gapWords(code: string): string {
  if (code === "NOT_RECORDED") return "데모 기록에 없음";
  if (code === "BAD_INPUT") return "요청을 이해하지 못했습니다";
  return "지금 답을 받지 못했습니다";
}

/** The request behind a gap, for the tooltip (the page says the message itself once). */
function detail(message: string): string {
  return message.replace(/^\[[A-Z_]+\]\s*/, "").replace(NOT_RECORDED_MESSAGE, "").trim();
}

/**
 * A section: its name and count, then its rows; without an answer, its name and why, on one line.
 * A partial demo answer counts what the recordings matched ("기록에서 N건"), never the collection.
 *
 * @example
 * ```tsx
 * import { Group } from "./search_group.tsx";
 * const el = Group({ title: "판례", id: "prec", sec: { total: 0, rows: [] }, items: [] });
 * ```
 */
export function Group({ title, id, sec, items }: Shown): VNode {
  const err = sec.error;
  const kind = err ? (err.code === "NOT_RECORDED" ? "not-recorded" : "outage") : "";
  return (
    <section aria-labelledby={`g-${id}`} class={err ? "group gap" : "group"} data-group={id}>
      <h2 id={`g-${id}`}>
        {title} {err
          ? (
            <span class={`gap-note ${kind}`} data-code={err.code} title={detail(err.message)}>
              {gapWords(err.code)}
            </span>
          )
          : sec.demo
          ? <span class="count partial">기록에서 {sec.rows.length}건</span>
          : <span class="count">{sec.total.toLocaleString("ko-KR")}건</span>}
      </h2>
      {err ? null : sec.rows.length ? <ol>{items}</ol> : <p class="empty">찾은 것이 없습니다.</p>}
    </section>
  );
}

/**
 * Demo mode's one line above the sections: what the answer is (partial, from the recordings'
 * titles) and what it cannot know (the rest of law.go.kr was not searched). Said once, here, so
 * the sections need only name their gap.
 *
 * @example
 * ```tsx
 * import { DemoScope } from "./search_group.tsx";
 * const el = DemoScope({
 *   q: "근로기준법",
 *   gaps: [{ title: "법령", gap: "partial" }, { title: "판례", gap: "not-recorded" }],
 * });
 * ```
 */
export function DemoScope(
  { q, gaps }: { q: string; gaps: { title: string; gap: Gap }[] },
): VNode | null {
  const unrecorded = gaps.some((g) => g.gap === "not-recorded");
  const partial = gaps.filter((g) => g.gap === "partial").map((g) => g.title);
  const answered = gaps.some((g) => g.gap === "answered");
  if (!partial.length && !unrecorded) return null;
  const rest = "law.go.kr의 나머지 자료는 검색하지 않았습니다 (LAW_OC를 설정하면 찾습니다).";
  if (partial.length) {
    // Name the partial sections: a section answered by its own recorded search is whole.
    return (
      <p class="demo-scope partial" role="note" data-demo="partial">
        <strong>데모 부분 답</strong> {partial.join("·")}{" "}
        갈래는 기록해 둔 응답에서 이름으로만 찾은 일부입니다. {rest}
      </p>
    );
  }
  if (answered) {
    return (
      <p class="demo-scope" role="note" data-demo="some-recorded">
        <strong>데모</strong> 기록해 둔 응답이 있는 갈래만 답합니다. {rest}
      </p>
    );
  }
  return (
    <p
      class="demo-scope not-recorded"
      role="note"
      data-demo="not-recorded"
      data-code="NOT_RECORDED"
    >
      <strong>{NOT_RECORDED_MESSAGE}</strong>. 기록해 둔 응답 가운데 '{q}'에 맞는 것이 없고,
      law.go.kr의 나머지 자료는 검색하지 않았습니다.
    </p>
  );
}
