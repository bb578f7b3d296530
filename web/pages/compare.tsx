/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * The side-by-side pages, from the tools the MCP faces use: `/law/{법령ID}/changes` — 신구법
 * (compare_old_new: the last revision's old ⇄ new text, changed words marked with `<del>` and
 * `<ins>` — the upstream's own change marks where the body has them, as the real ones do, else
 * the word diff of web/diff.ts) — and `/law/{법령ID}/tiers` — the 3단 비교 (get_three_way_comparison:
 * each 법률 article beside the 시행령 and 시행규칙 articles it delegates to, and the 행정규칙).
 *
 * @module
 */

import type { VNode } from "preact";
import { callTool, type ToolOutput } from "../../lib/mod.ts";
import { showDate } from "../../lib/vocab/mod.ts";
import { diffWords, markedParts, type Span } from "../diff.ts";
import type { PageInput, PageResult } from "../page.ts";
import { pathTo } from "../location.ts";
import { ErrorPanel, statusOf } from "../ui.tsx";

type OldNew = ToolOutput<"compare_old_new">;
type ThreeWay = ToolOutput<"get_three_way_comparison">;
/** A version line's facts: either side of a 신구법, or the law of a 3단 비교. */
type Version = OldNew["old"] | ThreeWay["law"];
type Row = OldNew["rows"][number];
type Art = ThreeWay["rows"][number]["law"];

const DIGITS = /^\d{1,12}$/;
const MARKER = /^<\s*(신\s*설|삭\s*제|생\s*략)\s*>$/;

function versionLine(v?: Version): string {
  if (!v) return "";
  return [
    v.promulgationDate &&
    `공포 ${showDate(v.promulgationDate)}${
      v.promulgationNumber ? ` 제${Number(v.promulgationNumber)}호` : ""
    }`,
    v.effectiveDate && `시행 ${showDate(v.effectiveDate)}`,
    v.revisionType,
  ].filter(Boolean).join(" · ");
}

/**
 * One side of a changed row: its words, the other side's marked out. `spans` are the upstream's
 * marks of this side; when the body carries marks at all they are the whole truth (a row without
 * marks did not change), so the word diff is only for bodies without them.
 */
function Side({ text, other, side, spans }: {
  text: string;
  other: string;
  side: "old" | "new";
  spans?: Span[];
}): VNode {
  const marker = MARKER.exec(text.trim());
  if (marker) return <span class="marker">{`<${marker[1].replace(/\s+/g, "")}>`}</span>;
  const parts = spans
    ? markedParts(text, spans, side === "old" ? "del" : "ins")
    : MARKER.test(other.trim())
    ? [{ op: side === "old" ? "del" : "ins", text }]
    : diffWords(text, other === "" ? "" : other).map((p) =>
      side === "old" ? p : { ...p, op: p.op === "del" ? "ins" : p.op === "ins" ? "del" : p.op }
    );
  return (
    <>
      {parts.map((p, i) =>
        p.op === "same"
          ? p.text
          : side === "old" && p.op === "del"
          ? <del key={i}>{p.text}</del>
          : side === "new" && p.op === "ins"
          ? <ins key={i}>{p.text}</ins>
          : null
      )}
    </>
  );
}

function bad(lawId: string): PageResult | undefined {
  return DIGITS.test(lawId)
    ? undefined
    : { status: 404, title: "없는 주소", body: <p>법령ID는 숫자입니다.</p> };
}

/** `/law/{법령ID}/changes`: 신구법 비교. */
export function changesPage({ params, ctx }: PageInput): Promise<PageResult> {
  const [lawId] = params;
  const no = bad(lawId);
  if (no) return Promise.resolve(no);
  return changes(ctx, { lawId }, `법령 ${lawId}`, () => `/law/${lawId}`);
}

/**
 * `/changes/{MST}`: 신구법 비교 of one version by its 법령일련번호 (what a 신구법 recording is
 * keyed by); the law's name links to its search, its 법령ID not being known from the MST.
 */
export function changesByMstPage({ params, ctx }: PageInput): Promise<PageResult> {
  const [mst] = params;
  if (!DIGITS.test(mst)) {
    return Promise.resolve({ status: 404, title: "없는 주소", body: <p>MST는 숫자입니다.</p> });
  }
  return changes(
    ctx,
    { mst },
    `MST ${mst}`,
    (name) => `/search?q=${encodeURIComponent(name)}`,
  );
}

async function changes(
  ctx: PageInput["ctx"],
  loc: { lawId: string } | { mst: string },
  what: string,
  lawHref: (name: string) => string,
): Promise<PageResult> {
  const r = await callTool("compare_old_new", loc, ctx);
  if (!r.ok) {
    return {
      status: statusOf(r.error),
      title: "신구법 비교",
      body: <ErrorPanel error={r.error} what={`${what}의 신구법 비교`} />,
    };
  }
  const d = r.structured;
  const name = d.new?.name ?? d.old?.name ?? what;
  const marked = d.rows.some((x) => x.changed && (x.changed.old.length || x.changed.new.length));
  const spans = (row: Row, side: "old" | "new") => marked ? row.changed?.[side] ?? [] : undefined;
  return {
    title: `${name} 신구법 비교`,
    body: (
      <div class="compare">
        <p class="meta">
          <a href={lawHref(name)}>{name}</a>
        </p>
        <h1>{name} 신구법 비교</h1>
        {!d.exists || d.rows.length === 0
          ? (
            <section class="error miss" role="alert" data-code="NOT_FOUND">
              <h2>비교할 개정 내용이 없습니다</h2>
              {!d.exists && (
                <p>
                  {name}{" "}
                  ({versionLine(d.new)}) 판에는 신구법 대비표가 없습니다 (제정 법령이거나 대비표
                  미제공).
                </p>
              )}
            </section>
          )
          : (
            <table class="sxs">
              <caption class="sr">
                {name} 개정 전후 조문 {d.total}건 (삭제된 낱말은 취소선, 추가된 낱말은 밑줄)
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    개정 전 <span class="meta">{versionLine(d.old)}</span>
                  </th>
                  <th scope="col">
                    개정 후 <span class="meta">{versionLine(d.new)}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.rows.map((row) => (
                  <tr data-row={row.no} data-article={row.article}>
                    <td class="old" data-label="개정 전">
                      <Side text={row.old} other={row.new} side="old" spans={spans(row, "old")} />
                    </td>
                    <td class="new" data-label="개정 후">
                      <Side text={row.new} other={row.old} side="new" spans={spans(row, "new")} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
      </div>
    ),
  };
}

const artText = (a: Art) => {
  const head = `${a.label}${a.title ? `(${a.title})` : ""}`;
  return a.text.startsWith(head) ? a.text.slice(head.length).trim() : a.text;
};

/** One cell of the 3단 비교: the articles, each linked to where it is read. */
function Cell({ arts, href }: { arts: Art[]; href: (a: Art) => string }): VNode {
  if (arts.length === 0) return <span class="meta">없음</span>;
  return (
    <>
      {arts.map((a) => (
        <div class="tier-art">
          <a class="cite" data-cite="law" href={href(a)}>
            {a.label}
            {a.title ? `(${a.title})` : ""}
          </a>
          <p>{artText(a)}</p>
        </div>
      ))}
    </>
  );
}

/** `/law/{법령ID}/tiers`: 3단 비교 (법률 ⇄ 시행령 ⇄ 시행규칙 per article). */
export async function tiersPage({ params, ctx }: PageInput): Promise<PageResult> {
  const [lawId] = params;
  const no = bad(lawId);
  if (no) return no;
  const r = await callTool("get_three_way_comparison", { lawId }, ctx);
  if (!r.ok) {
    return {
      status: statusOf(r.error),
      title: "3단 비교",
      body: <ErrorPanel error={r.error} what={`법령 ${lawId}의 3단 비교`} />,
    };
  }
  const d = r.structured;
  // The tool's header may lack the name (its schema says so): never print "undefined 3단 비교".
  const name = d.law.name ?? `법령 ${lawId}`;
  const named = (tier: string) => (a: Art) =>
    `/cite/law/${encodeURIComponent(tier)}/${encodeURIComponent(a.label)}`;
  return {
    title: `${name} 3단 비교`,
    body: (
      <div class="compare">
        <p class="meta">
          <a href={pathTo`/law/${lawId}`}>{name}</a> · {versionLine(d.law)}
        </p>
        <h1>{name} 3단 비교</h1>
        {!d.exists || d.rows.length === 0
          ? (
            <section class="error miss" role="alert" data-code="NOT_FOUND">
              <h2>위임 조문이 없습니다</h2>
            </section>
          )
          : (
            <table class="sxs tiers">
              <caption class="sr">{name}의 조문별 위임 조문 {d.total}건</caption>
              <thead>
                <tr>
                  <th scope="col">법률</th>
                  <th scope="col">{d.decreeName ?? "시행령"}</th>
                  <th scope="col">{d.ruleName ?? "시행규칙"}</th>
                </tr>
              </thead>
              <tbody>
                {d.rows.map((row) => (
                  <tr id={row.law.label}>
                    <td>
                      <Cell
                        arts={[row.law]}
                        href={(a) => pathTo`/law/${lawId}/${a.label}`}
                      />
                    </td>
                    <td>
                      {d.decreeName ? <Cell arts={row.decree} href={named(d.decreeName)} /> : null}
                    </td>
                    <td>
                      {d.ruleName ? <Cell arts={row.rule} href={named(d.ruleName)} /> : null}
                      {row.adminRules.length > 0 && (
                        <p class="meta">
                          행정규칙: {row.adminRules.map((x, i) => (
                            <>
                              {i > 0 && ", "}
                              {x.serial
                                ? <a href={pathTo`/admin-rule/${x.serial}`}>{x.name}</a>
                                : x.name} {x.article}
                            </>
                          ))}
                        </p>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
      </div>
    ),
  };
}
