/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * The law reader: `/law/{법령ID}` (the whole statute: TOC, articles, 별표 list, 부칙) and
 * `/law/{법령ID}/{조문}` (one article, its permalink). `?asOf=YYYY-MM-DD` reads the text in
 * force on that day; `?mst=` pins one version (the demo data holds some laws only by MST).
 * The text is one get_law_text call; the delegations (get_delegated_laws) run beside it and
 * are simply left out when the upstream has none.
 *
 * @module
 */

import { callTool } from "../../lib/mod.ts";
import { showDate } from "../../lib/vocab/mod.ts";
import type { PageInput, PageResult } from "../page.ts";
import { ErrorPanel, statusOf } from "../ui.tsx";
import { Articles, Body, LawHead } from "./law_body.tsx";
import { articleAnchor, type DelegationTarget, Toc } from "./law_parts.tsx";

const DIGITS = /^\d{1,12}$/;

/**
 * Locator and the query string that keeps it (`?mst=…&asOf=…`), from the page's read
 * parameters (web/params.ts LAW_PARAMS: `mst` digits, `asOf` YYYYMMDD).
 */
export function lawLocator(lawId: string, params: Record<string, unknown>): {
  loc: { mst: string } | { lawId: string };
  mst?: string;
  asOf?: string;
  query: string;
} {
  const mst = typeof params.mst === "string" ? params.mst : undefined;
  const asOf = typeof params.asOf === "string" ? params.asOf : undefined;
  const loc = mst ? { mst } : { lawId };
  const keep = new URLSearchParams();
  if (mst) keep.set("mst", mst);
  if (asOf) keep.set("asOf", showDate(asOf));
  const query = keep.size ? `?${keep}` : "";
  return { loc, mst, asOf, query };
}

/** The law reader route (`params`: 법령ID, optional 조문). */
export async function lawPage({ url, params, query: given, ctx }: PageInput): Promise<PageResult> {
  const [lawId, jo] = params;
  if (!DIGITS.test(lawId)) {
    return { status: 404, title: "없는 주소", body: <p>법령ID는 숫자입니다.</p> };
  }
  const { loc, mst, asOf, query } = lawLocator(lawId, given);
  const base = `/law/${lawId}`;
  const [text, deleg] = await Promise.all([
    callTool("get_law_text", {
      ...loc,
      ...(asOf ? { asOf } : {}),
      // "제1000조,제1003조": the article an everyday question chose and its next candidates.
      ...(jo ? { articles: jo.split(",") } : { include: ["supplements", "annexes"] }),
    }, ctx),
    asOf ? undefined : callTool("get_delegated_laws", {
      ...loc,
      display: 100,
      ...(jo ? { articles: jo.split(",") } : {}),
    }, ctx),
  ]);
  if (!text.ok) {
    return {
      status: statusOf(text.error),
      title: "법령",
      body: (
        <>
          <ErrorPanel
            error={text.error}
            what={asOf ? `${showDate(asOf)}에 시행 중이던 법령 ${lawId}` : `법령 ${lawId}`}
          />
          {asOf && (
            <p>
              <a href={base + (mst ? `?mst=${mst}` : "")}>현행 법령 보기</a>
            </p>
          )}
        </>
      ),
    };
  }
  const d = text.structured;
  const delegations = new Map<string, DelegationTarget[]>();
  if (deleg?.ok) {
    for (const a of deleg.structured.articles) delegations.set(a.label, a.targets);
  }
  if (jo && d.articles.length === 0) {
    const near = d.missing[0]?.nearest ?? [];
    return {
      status: 404,
      title: `${d.law.name} ${jo}`,
      body: (
        <section class="error miss" role="alert">
          <h1>{d.law.name}에 {jo}가 없습니다</h1>
          {near.length > 0 && (
            <p>
              가까운 조문:{" "}
              {near.map((n) => (
                <a key={n} href={`${base}/${encodeURIComponent(n)}${query}`}>{n}</a>
              ))}
            </p>
          )}
          <p>
            <a href={`${base}${query}`}>{d.law.name} 전체 보기</a>
          </p>
        </section>
      ),
    };
  }
  const title = jo ? `${d.law.name} ${d.articles.map((a) => a.label).join(", ")}` : d.law.name;
  return {
    title,
    body: (
      <div class="law">
        <LawHead law={d.law} base={base} url={url} asOf={asOf} jo={jo} meta={d.meta} />
        {jo
          ? (
            <>
              <Articles
                {...{ d, base, query, delegations }}
                before={(a) =>
                  a.headingPath.length > 0 && <p class="heading">{a.headingPath.join(" › ")}</p>}
              />
              <p>
                <a href={`${base}${query}#${encodeURIComponent(articleAnchor(d.articles[0]))}`}>
                  법령 전체에서 이 조문 보기
                </a>
              </p>
            </>
          )
          : (
            <div class="law-layout">
              <Toc headings={d.headings ?? []} articles={d.articles} base={base} query="" />
              <div class="law-body">
                <Body d={d} base={base} query={query} delegations={delegations} />
              </div>
            </div>
          )}
      </div>
    ),
  };
}
