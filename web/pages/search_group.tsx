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
  /** Links to its previous and next pages, where they open. */
  paging?: Paging;
}

/** A section's page links (undefined: no such page, or one the demo did not record). */
export interface Paging {
  /** This page's number. */
  page: number;
  /** The previous page's address. */
  prev?: string;
  /** The next page's address. */
  next?: string;
  /** The whole list's address (shown on a section's own page). */
  all?: string;
}

/** What a section holds, for the page's one demo line. */
export type Gap = "answered" | "partial" | "not-recorded" | "failed";

/** The short words a section without an answer puts in its heading. */
function gapWords(code: string): string {
  if (code === "NOT_RECORDED") return "데모에 없는 갈래";
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
export function Group({ title, id, sec, items, paging }: Shown): VNode {
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
      {paging && (paging.prev || paging.next) && (
        <nav class="pager" aria-label={`${title} 쪽 넘기기`}>
          {paging.prev && <a href={paging.prev} rel="prev">← 이전 쪽</a>}
          <span class="page-no">{paging.page}쪽</span>
          {paging.next && <a href={paging.next} rel="next">다음 쪽 →</a>}
        </nav>
      )}
    </section>
  );
}

/**
 * The sections without an answer, one line per kind of gap (not in the demo, no answer now, not
 * understood) naming the sections — not a badge on each.
 *
 * @example
 * ```tsx
 * import { Gaps } from "./search_group.tsx";
 * const el = Gaps({ shown: [] }); // null: every section answered
 * ```
 */
export function Gaps({ shown }: { shown: Shown[] }): VNode | null {
  const byWords = new Map<string, { code: string; titles: string[] }>();
  for (const s of shown) {
    const err = s.sec.error;
    if (!err) continue;
    const words = gapWords(err.code);
    const g = byWords.get(words) ?? { code: err.code, titles: [] };
    g.titles.push(s.title);
    byWords.set(words, g);
  }
  if (!byWords.size) return null;
  return (
    <ul class="gaps">
      {[...byWords].map(([words, g]) => (
        <li
          class={`gap-line ${g.code === "NOT_RECORDED" ? "not-recorded" : "outage"}`}
          data-code={g.code}
        >
          <strong>{words}</strong>: {g.titles.join(" · ")}
        </li>
      ))}
    </ul>
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
  const rest = "나머지는 law.go.kr에서 찾아보세요.";
  if (partial.length) {
    // Name the partial sections: a section answered by its own recorded search is whole.
    return (
      <p class="demo-scope partial" role="note" data-demo="partial">
        {partial.join("·")} 목록은 데모에 기록해 둔 자료에서 이름으로 찾은 일부입니다. {rest}
      </p>
    );
  }
  if (answered) {
    return (
      <p class="demo-scope" role="note" data-demo="some-recorded">
        데모에 기록해 둔 목록만 보여 줍니다. {rest}
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
      데모에 기록해 둔 자료 가운데 '{q}'에 맞는 것이 없습니다. {rest}
    </p>
  );
}
