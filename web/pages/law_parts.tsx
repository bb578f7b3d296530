/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * Pieces of the law reader: one article with 항/호/목 typography, its markers and delegations,
 * and the table of contents by 편·장·절.
 *
 * @module
 */

import type { VNode } from "preact";
import { StatusBadge, ymd } from "../ui.tsx";

/** An article as get_law_text returns it. */
export interface ArticleData {
  key: string;
  article: number;
  branch: number;
  label: string;
  title?: string;
  text: string;
  paragraphs: {
    label?: string;
    text: string;
    items: { label: string; text: string; subItems: { label: string; text: string }[] }[];
  }[];
  effectiveDate?: string;
  changed: boolean;
  revisionType?: string;
  note?: string;
  deleted: boolean;
  headingPath: string[];
}

/** One delegation target of an article (get_delegated_laws). */
export interface DelegationTarget {
  kind: string;
  name: string;
  targetArticle?: string;
  targetTitle?: string;
  clause?: string;
}

/** A heading (편·장·절·관) of the statute. */
export interface Heading {
  level: string;
  text: string;
  firstArticle?: string;
}

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

/** One article. `base` is the law's path (with `?mst=`/`?asOf=` kept in `query`). */
export function Article(
  { a, base, query, lawEffective, delegations }: {
    a: ArticleData;
    base: string;
    query: string;
    lawEffective?: string;
    delegations?: DelegationTarget[];
  },
): VNode {
  const id = articleAnchor(a);
  const future = a.effectiveDate && a.effectiveDate > today();
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
        ? <p class="hang">{bodyText(a)}</p>
        : a.paragraphs.map((p) => (
          <div class="hang-wrap">
            <p class="hang">{p.text}</p>
            {p.items.map((it) => (
              <>
                <p class="ho">{it.text}</p>
                {it.subItems.map((m) => <p key={m.label} class="mok">{m.text}</p>)}
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
              {d.targetArticle
                ? (
                  <a href={`/search?q=${encodeURIComponent(`${d.name} ${d.targetArticle}`)}`}>
                    {d.name} {d.targetArticle}
                    {d.targetTitle ? `(${d.targetTitle})` : ""}
                  </a>
                )
                : <a href={`/search?q=${encodeURIComponent(d.name)}`}>{d.name}</a>}
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
