/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * The reader layout every non-statute document shares with the law reader (admin rules,
 * ordinances, institution rules, treaties, English laws): a header with status, dates and the
 * law.go.kr source link; a table of contents; one `<article>` per 조 with its id and permalink;
 * the text with citations linked; 별표 with their original files; 부칙.
 *
 * @module
 */

import type { ComponentChildren, VNode } from "preact";
import type { ToolOutput } from "../../lib/mod.ts";
import { originalUrl } from "../annex_doc.ts";
import type { CiteDoc } from "../cite.ts";
import { Cited } from "../cited.tsx";
import { StatusBadge } from "../ui.tsx";

/** One unit of a document: an article (with a label) or a block of text. */
export interface DocUnit {
  /** "제3조", "Article 3"; absent for a block that is no article. */
  label?: string;
  /** 조문 제목. */
  title?: string;
  /** The text after the heading. */
  text: string;
  /** Anchor id (and permalink segment). */
  id: string;
  /** For citations: the article this unit is. */
  ref?: { article: number; branch: number };
}

const HEAD = /^\s*(제\s?\d+(?:-\d+)?\s?조(?:\s?의\s?\d+)?)\s*(?:\(([^)]{0,80})\))?\s*/;

/**
 * Splits a block that starts "제3조(학기) ① …" into its label, title and text; other blocks are
 * returned as they are, numbered `block-{n}`.
 */
export function unitOf(block: string, n: number): DocUnit {
  const m = HEAD.exec(block);
  if (!m) return { text: block.trim(), id: `block-${n + 1}` };
  const label = m[1].replace(/\s+/g, "");
  const num = /^제(\d+)(?:-(\d+))?조(?:의(\d+))?/.exec(label)!;
  return {
    label,
    ...(m[2] ? { title: m[2] } : {}),
    text: block.slice(m[0].length).trim(),
    id: label,
    ref: { article: Number(num[1]), branch: Number(num[2] ?? num[3] ?? 0) },
  };
}

/** Title, badges, a facts line and the source link. */
export function DocHead(
  { kind, name, status, facts, source, children }: {
    kind: string;
    name: string;
    status?: string;
    facts: (string | undefined | false)[];
    source?: string;
    children?: ComponentChildren;
  },
): VNode {
  return (
    <header class="law-head">
      <p class="meta">{kind}</p>
      <h1>
        {name} <StatusBadge status={status} />
      </h1>
      <p class="meta">{facts.filter(Boolean).join(" · ")}</p>
      {source && (
        <p class="meta">
          <a href={source} rel="external">law.go.kr 원문</a>
        </p>
      )}
      {children}
    </header>
  );
}

/** Table of contents of the units that are articles. */
export function DocToc({ units }: { units: readonly DocUnit[] }): VNode | null {
  const arts = units.filter((u) => u.label);
  if (arts.length < 2) return null;
  return (
    <nav class="toc" aria-label="차례">
      <details open>
        <summary>차례</summary>
        <ol>
          {arts.map((u) => (
            <li class="lv-조">
              <a href={`#${encodeURIComponent(u.id)}`}>{u.label} {u.title}</a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}

/** The units, each an `<article>` with its permalink, text pieces on their own lines. */
export function DocUnits(
  { units, base, query = "", doc, perma = true }: {
    units: readonly DocUnit[];
    base: string;
    query?: string;
    doc: CiteDoc;
    /** Path permalinks (`{base}/{id}`); false: anchors on this page. */
    perma?: boolean;
  },
): VNode {
  return (
    <>
      {units.map((u) => (
        <article class="jo" id={u.id} aria-labelledby={`h-${u.id}`}>
          {u.label
            ? (
              <h3 id={`h-${u.id}`}>
                {u.label}
                {u.title ? `(${u.title})` : ""}{" "}
                <a
                  class="perma"
                  href={perma
                    ? `${base}/${encodeURIComponent(u.id)}${query}`
                    : `${base}${query}#${encodeURIComponent(u.id)}`}
                  title="이 조문의 고정 주소"
                >
                  링크
                </a>
              </h3>
            )
            : <h3 id={`h-${u.id}`} class="sr">본문 {u.id.replace("block-", "")}</h3>}
          {u.text.split("\n").filter((l) => l.trim()).map((line) => (
            <p class="hang">
              <Cited text={line} doc={doc} at={u.ref ? { article: u.ref } : {}} />
            </p>
          ))}
        </article>
      ))}
    </>
  );
}

/** An annex of a rule body (no table viewer: the original files). */
export type RuleAnnex = ToolOutput<
  "get_admin_rule" | "get_institution_rule" | "get_ordinance"
>["annexes"][number];

/** 별표·서식 with their original files, and 부칙. */
export function DocTail(
  { annexes, supplements, doc }: {
    annexes?: readonly RuleAnnex[];
    supplements?: readonly { text: string }[];
    doc: CiteDoc;
  },
): VNode {
  return (
    <>
      {annexes && annexes.length > 0 && (
        <section aria-labelledby="annexes-h">
          <h2 id="annexes-h">별표·서식</h2>
          <ul>
            {annexes.map((x) => (
              <li>
                {x.label} {x.title}{" "}
                {x.fileLink && <a href={originalUrl(x.fileLink)} rel="external">원본 파일</a>}
                {x.fileLink && x.pdfLink && " · "}
                {x.pdfLink && <a href={originalUrl(x.pdfLink)} rel="external">PDF</a>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {supplements && supplements.length > 0 && (
        <section aria-labelledby="supp-h">
          <h2 id="supp-h">부칙</h2>
          {supplements.slice().reverse().map((s) => (
            <details>
              <summary>{s.text.split("\n")[0].slice(0, 120)}</summary>
              <div class="supp">
                <Cited text={s.text} doc={doc} at={{ namedOnly: true }} />
              </div>
            </details>
          ))}
        </section>
      )}
    </>
  );
}

/** The reading layout: the TOC beside the body when there are articles to list. */
export function DocLayout(
  { units, children }: { units: readonly DocUnit[]; children: ComponentChildren },
): VNode {
  return units.filter((u) => u.label).length < 2
    ? <div class="law-body">{children}</div>
    : (
      <div class="law-layout">
        <DocToc units={units} />
        <div class="law-body">{children}</div>
      </div>
    );
}
