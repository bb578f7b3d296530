/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * Pieces of the law reader: one article with 항/호/목 typography, its markers and delegations,
 * and the table of contents by 편·장·절.
 *
 * @module
 */

import type { VNode } from "preact";
import type { ToolOutput } from "../../lib/mod.ts";
import { type CiteDoc, citeUnits } from "../cite.ts";
import { Segments } from "../cited.tsx";
import { pathTo } from "../location.ts";
import { StatusBadge, ymd } from "../ui.tsx";

/** An article as get_law_text returns it. */
export type ArticleData = ToolOutput<"get_law_text">["articles"][number];

/** One delegation target of an article (get_delegated_laws). */
export type DelegationTarget = ToolOutput<
  "get_delegated_laws"
>["articles"][number]["targets"][number];

/** A heading (편·장·절·관) of the statute. */
export type Heading = NonNullable<ToolOutput<"get_law_text">["headings"]>[number];

/** Id (and permalink segment) of an article: its label, "제4조의2". */
export function articleAnchor(a: { label: string }): string {
  return a.label.replace(/\s+/g, "");
}

const today = () => new Date().toISOString().slice(0, 10).replace(/-/g, "");

/** Strips the "제1조(목적) " that the body repeats in front of an unparagraphed text. */
function bodyText(a: ArticleData): string {
  const head = `${a.label}${a.title ? `(${a.title})` : ""}`;
  const t = a.text.startsWith(head) ? a.text.slice(head.length) : a.text;
  return t.trim();
}

/** Where a delegation target is read: its article by name, an ordinance by its serial. */
function delegationHref(d: DelegationTarget): string {
  if (d.targetArticle) {
    return pathTo`/cite/law/${d.name}/${d.targetArticle}`;
  }
  if (d.kind === "자치법규" && d.serial) return pathTo`/ordinance/${d.serial}`;
  return pathTo`/search?q=${d.name}`;
}

/** The article's text pieces in reading order: 항, then its 호 and 목. */
function units(a: ArticleData): string[] {
  return a.paragraphs.length === 0 ? [bodyText(a)] : a.paragraphs.flatMap((p) => [
    p.text,
    ...p.items.flatMap((it) => [it.text, ...it.subItems.map((m) => m.text)]),
  ]);
}

/** One article. `base` is the law's path (with `?mst=`/`?asOf=` kept in `query`). */
export function Article(
  { a, base, query, lawEffective, delegations, doc }: {
    a: ArticleData;
    base: string;
    query: string;
    lawEffective?: string;
    delegations?: DelegationTarget[];
    /** The statute, for linking the article's citations. */
    doc: CiteDoc;
  },
): VNode {
  const id = articleAnchor(a);
  const future = a.effectiveDate && a.effectiveDate > today();
  const segs = citeUnits(units(a), doc, { article: { article: a.article, branch: a.branch } });
  let n = 0;
  return (
    <article class={`jo${a.deleted ? " deleted" : ""}`} id={id} aria-labelledby={`h-${id}`}>
      <h3 id={`h-${id}`}>
        {a.label}
        {a.title ? `(${a.title})` : ""}{" "}
        {a.changed && <span class="badge changed">{a.revisionType ?? "개정"}</span>}{" "}
        {future && <StatusBadge status="시행예정" />}
        <a
          class="perma"
          href={`${base}/${encodeURIComponent(id)}${query}`}
          title="이 조문의 고정 주소"
        >
          링크
        </a>
      </h3>
      {a.paragraphs.length === 0
        ? (
          <p class="hang">
            <Segments segs={segs[0]} />
          </p>
        )
        : a.paragraphs.map((p) => (
          <div class="hang-wrap">
            <p class="hang">
              <Segments segs={segs[n++]} />
            </p>
            {p.items.map((it) => (
              <>
                <p class="ho">
                  <Segments segs={segs[n++]} />
                </p>
                {it.subItems.map((m) => (
                  <p key={m.label} class="mok">
                    <Segments segs={segs[n++]} />
                  </p>
                ))}
              </>
            ))}
          </div>
        ))}
      {(a.effectiveDate && a.effectiveDate !== lawEffective) || a.note
        ? (
          <p class="jo-meta">
            {a.effectiveDate && a.effectiveDate !== lawEffective && `시행 ${ymd(a.effectiveDate)} `}
            {a.note}
          </p>
        )
        : null}
      {delegations && delegations.length > 0 && (
        <div class="delegated">
          위임: {delegations.map((d, i) => (
            <>
              {i > 0 && ", "}
              <a class="cite" href={delegationHref(d)} data-cite="delegated">
                {d.name}
                {d.targetArticle ? ` ${d.targetArticle}` : ""}
                {d.targetTitle ? `(${d.targetTitle})` : ""}
              </a>
            </>
          ))}
        </div>
      )}
    </article>
  );
}

/** Table of contents by 편·장·절; without headings, the article list itself. */
export function Toc(
  { headings, articles, base, query }: {
    headings: Heading[];
    articles: ArticleData[];
    base: string;
    query: string;
  },
): VNode {
  const entries = headings.length
    ? headings.filter((h) => h.firstArticle).map((h) => ({
      level: h.level,
      text: h.text,
      href: `#${articleAnchor({ label: h.firstArticle! })}`,
    }))
    : articles.map((a) => ({
      level: "조",
      text: `${a.label}${a.title ? ` ${a.title}` : ""}`,
      href: `#${articleAnchor(a)}`,
    }));
  return (
    <nav class="toc" aria-label="차례">
      <details open>
        <summary>차례</summary>
        <ol>
          {entries.map((e) => (
            <li class={`lv-${e.level}`}>
              <a href={query ? `${base}${query}${e.href}` : e.href}>{e.text}</a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
