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

import type { VNode } from "preact";
import { parseAnnexRef } from "../../lib/mod.ts";
import { call } from "../calls.ts";
import type { PageInput, PageResult } from "../page.ts";
import { annexSegment } from "../query.ts";
import { ErrorPanel, StatusBadge, statusOf, ymd } from "../ui.tsx";
import {
  Article,
  articleAnchor,
  type ArticleData,
  type DelegationTarget,
  type Heading,
  Toc,
} from "./law_parts.tsx";

interface LawInfo {
  lawId: string;
  name: string;
  kind?: string;
  status?: string;
  effectiveDate?: string;
  promulgationDate?: string;
  promulgationNumber?: string;
  ministry?: string;
  revisionType?: string;
}
interface LawText {
  law: LawInfo;
  articles: ArticleData[];
  missing: { requested: string; nearest: string[] }[];
  headings?: Heading[];
  supplements?: { promulgationDate?: string; promulgationNumber?: string; text: string }[];
  annexes?: { label: string; title?: string; fileLink?: string }[];
}
interface Delegated {
  articles: { label: string; targets: DelegationTarget[] }[];
}

const DIGITS = /^\d{1,12}$/;
const DATE = /^\d{4}-?\d{2}-?\d{2}$/;

/** Locator and the query string that keeps it (`?mst=…&asOf=…`). */
export function lawLocator(lawId: string, url: URL) {
  const mst = url.searchParams.get("mst") ?? "";
  const asOf = url.searchParams.get("asOf") ?? "";
  const loc: Record<string, string> = DIGITS.test(mst) ? { mst } : { lawId };
  const keep = new URLSearchParams();
  if (loc.mst) keep.set("mst", mst);
  if (DATE.test(asOf)) keep.set("asOf", asOf);
  const query = keep.size ? `?${keep}` : "";
  return { loc, asOf: DATE.test(asOf) ? asOf : undefined, query };
}

/** The law reader route (`params`: 법령ID, optional 조문). */
export async function lawPage({ url, params, ctx }: PageInput): Promise<PageResult> {
  const [lawId, jo] = params;
  if (!DIGITS.test(lawId)) {
    return { status: 404, title: "없는 주소", body: <p>법령ID는 숫자입니다.</p> };
  }
  const { loc, asOf, query } = lawLocator(lawId, url);
  const base = `/law/${lawId}`;
  const [text, deleg] = await Promise.all([
    call<LawText>(ctx, "get_law_text", {
      ...loc,
      ...(asOf ? { asOf } : {}),
      ...(jo ? { articles: [jo] } : { include: ["supplements", "annexes"] }),
    }),
    asOf ? undefined : call<Delegated>(ctx, "get_delegated_laws", {
      ...loc,
      display: 100,
      ...(jo ? { articles: [jo] } : {}),
    }),
  ]);
  if (!text.ok) {
    return {
      status: statusOf(text.error),
      title: "법령",
      body: <ErrorPanel error={text.error} what={`법령 ${lawId}`} />,
    };
  }
  const d = text.data;
  const delegations = new Map<string, DelegationTarget[]>();
  if (deleg?.ok) { for (const a of deleg.data.articles) delegations.set(a.label, a.targets); }
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
        <LawHead law={d.law} base={base} url={url} asOf={asOf} jo={jo} />
        {jo
          ? (
            <>
              {d.articles.map((a) => (
                <>
                  {a.headingPath.length > 0 && <p class="heading">{a.headingPath.join(" › ")}</p>}
                  <Article
                    a={a}
                    base={base}
                    query={query}
                    lawEffective={d.law.effectiveDate}
                    delegations={delegations.get(a.label)}
                  />
                </>
              ))}
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

function LawHead(
  { law, base, url, asOf, jo }: {
    law: LawInfo;
    base: string;
    url: URL;
    asOf?: string;
    jo?: string;
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

function Body(
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
      {d.articles.map((a) => (
        <>
          {(starts.get(a.label) ?? []).map((h) => <h2 key={h.text} class="heading">{h.text}</h2>)}
          <Article
            a={a}
            base={base}
            query={query}
            lawEffective={d.law.effectiveDate}
            delegations={delegations.get(a.label)}
          />
        </>
      ))}
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
              <div class="supp">{s.text.split("\n").slice(1).join("\n")}</div>
            </details>
          ))}
        </section>
      )}
    </>
  );
}
