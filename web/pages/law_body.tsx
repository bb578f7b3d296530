/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * The law reader's page parts: the header with the as-of-date switch, and the whole-statute
 * body (headings in the article stream, 별표 links, 부칙 newest first).
 *
 * @module
 */

import type { ComponentChildren, VNode } from "preact";
import { parseAnnexRef, type ToolOutput } from "../../lib/mod.ts";
import { definedLawTerms } from "../../lib/law/mod.ts";
import type { CiteDoc } from "../cite.ts";
import { Cited } from "../cited.tsx";
import { annexSegment } from "../query.ts";
import { StatusBadge, ymd } from "../ui.tsx";
import { Article, type ArticleData, type DelegationTarget, type Heading } from "./law_parts.tsx";

/** get_law_text's answer. */
export type LawText = ToolOutput<"get_law_text">;
/** The statute header of get_law_text. */
export type LawInfo = LawText["law"];

/** Title, status, dates and the as-of-date form. */
export function LawHead(
  { law, base, url, asOf, jo, meta }: {
    law: LawInfo;
    base: string;
    url: URL;
    asOf?: string;
    jo?: string;
    /** The answer's source: the local library's date and a version not yet in force. */
    meta?: Pick<LawText["meta"], "library" | "pending">;
  },
): VNode {
  const mst = url.searchParams.get("mst");
  return (
    <header class="law-head">
      <h1>
        {jo ? <a href={base + (mst ? `?mst=${mst}` : "")}>{law.name}</a> : law.name}{" "}
        <StatusBadge status={law.status} />
      </h1>
      <p class="meta">
        {[
          law.kind,
          law.ministry,
          law.effectiveDate && `시행 ${ymd(law.effectiveDate)}`,
          law.promulgationDate &&
          `공포 ${ymd(law.promulgationDate)}${
            law.promulgationNumber ? ` 제${Number(law.promulgationNumber)}호` : ""
          }`,
          law.revisionType,
          `법령ID ${law.lawId}`,
        ].filter(Boolean).join(" · ")}
      </p>
      {meta?.library && <p class="source" role="note">{meta.library}</p>}
      {meta?.pending && <p class="source pending" role="note">{meta.pending}</p>}
      {!jo && (
        <nav class="views" aria-label="이 법령의 다른 보기">
          <a href={`${base}/changes`}>신구법 비교</a> · <a href={`${base}/tiers`}>3단 비교</a> ·
          {" "}
          <a href={`/english/${law.lawId}`}>영문</a>
        </nav>
      )}
      <form class="asof" method="get" action={url.pathname}>
        {mst && <input type="hidden" name="mst" value={mst} />}
        <label for="asOf">기준일</label>
        <input id="asOf" name="asOf" type="date" value={asOf ? ymd(asOf.replace(/-/g, "")) : ""} />
        <button type="submit">이 날의 법령 보기</button>
        {asOf && <a href={url.pathname + (mst ? `?mst=${mst}` : "")}>현행으로</a>}
      </form>
    </header>
  );
}

/**
 * The statute as the citation reader needs it: own permalinks, the article order (for 전조) when
 * the whole text is shown, and the short names its first articles define.
 */
export function lawDoc(d: LawText, base: string, query: string, whole: boolean): CiteDoc {
  return {
    name: d.law.name,
    base,
    query,
    ...(whole ? { order: d.articles.map((a) => ({ article: a.article, branch: a.branch })) } : {}),
    terms: definedLawTerms(d.articles.slice(0, 5).map((a) => a.text).join("\n")),
  };
}

/** A text's articles in order, each after what `before` puts ahead of it (its headings). */
export function Articles(
  { d, base, query, delegations, before, whole }: {
    d: LawText;
    base: string;
    query: string;
    delegations: Map<string, DelegationTarget[]>;
    before: (a: ArticleData) => ComponentChildren;
    /** The whole statute is shown (its article order is known). */
    whole?: boolean;
  },
): VNode {
  const doc = lawDoc(d, base, query, whole === true);
  return (
    <>
      {d.articles.map((a) => (
        <>
          {before(a)}
          <Article
            a={a}
            base={base}
            query={query}
            lawEffective={d.law.effectiveDate}
            delegations={delegations.get(a.label)}
            doc={doc}
          />
        </>
      ))}
    </>
  );
}

/** The whole statute: headings, articles, 별표 list and 부칙. */
export function Body(
  { d, base, query, delegations }: {
    d: LawText;
    base: string;
    query: string;
    delegations: Map<string, DelegationTarget[]>;
  },
): VNode {
  const starts = new Map<string, Heading[]>();
  for (const h of d.headings ?? []) {
    if (!h.firstArticle) continue;
    starts.set(h.firstArticle, [...starts.get(h.firstArticle) ?? [], h]);
  }
  const mst = new URLSearchParams(query.slice(1)).get("mst");
  return (
    <>
      <Articles
        {...{ d, base, query, delegations }}
        whole
        before={(a) =>
          (starts.get(a.label) ?? []).map((h) => <h2 key={h.text} class="heading">{h.text}</h2>)}
      />
      {d.annexes && d.annexes.length > 0 && (
        <section aria-labelledby="annexes-h">
          <h2 id="annexes-h">별표·서식</h2>
          <ul>
            {d.annexes.map((x) => {
              const ref = parseAnnexRef(x.label);
              return (
                <li>
                  {ref
                    ? (
                      <a href={`${base}/annex/${annexSegment(ref)}${mst ? `?mst=${mst}` : ""}`}>
                        {x.label}
                      </a>
                    )
                    : x.label} {x.title}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {d.supplements && d.supplements.length > 0 && (
        <section aria-labelledby="supp-h">
          <h2 id="supp-h">부칙</h2>
          {d.supplements.slice().reverse().map((s) => (
            <details>
              <summary>{s.text.split("\n")[0]}</summary>
              <div class="supp">
                <Cited
                  text={s.text.split("\n").slice(1).join("\n")}
                  doc={{ name: d.law.name, base, query }}
                  at={{ namedOnly: true }}
                />
              </div>
            </details>
          ))}
        </section>
      )}
    </>
  );
}
