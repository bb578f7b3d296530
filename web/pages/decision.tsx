/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * `/decision/{domain}/{id}`: one decision (판례, 헌재, 해석례, 행정심판, 위원회 결정 …) from
 * get_decision_text, with 판시사항·판결요지 (or the domain's 요지, 질의요지·회답) first, then
 * the rest — the full text fetched by the call the first answer points to; a TOC of the
 * sections, an anchor per section, citations linked (laws named in the text, "같은 법", case
 * numbers), the law.go.kr source where its address is known.
 *
 * @module
 */

import { callTool, courtOfCaseNumber, displayCaseNumber } from "../../lib/mod.ts";
import { bySerial } from "../../lib/tools/mod.ts";
import { definedLawTerms } from "../../lib/law/mod.ts";
import { Cited } from "../cited.tsx";
import type { PageInput, PageResult } from "../page.ts";
import { ErrorPanel, statusOf, ymd } from "../ui.tsx";

/** Sections read first: the holdings and summaries. */
const LEAD = ["판시사항", "판결요지", "결정요지", "요지", "질의요지", "회답", "재결요지", "주문"];

/** law.go.kr detail pages by serial, for the domains whose address is known (web_links). */
const SOURCES: Record<string, [string, string]> = {
  prec: ["precInfoP.do", "precSeq"],
  expc: ["expcInfoP.do", "expcSeq"],
};

/** Section anchor: "s-판시사항". */
const anchor = (key: string) => `s-${key.replace(/\s+/g, "")}`;

/** The decision route (`params`: domain, id). */
export async function decisionPage({ params, ctx }: PageInput): Promise<PageResult> {
  const [domain, id] = params;
  if (!/^[A-Za-z]{2,20}$/.test(domain) || !/^[\w-]{1,30}$/.test(id)) {
    return {
      status: 404,
      title: "없는 주소",
      body: <p>예: /decision/prec/622257</p>,
    };
  }
  const r = await callTool("get_decision_text", { domain, id }, ctx);
  if (!r.ok) {
    return {
      status: statusOf(r.error),
      title: "결정문",
      body: <ErrorPanel error={r.error} what="결정문" />,
    };
  }
  const d = r.structured.decision;
  let sections = r.structured.sections;
  // The tool answers with the summaries and the 주문 first and the full text behind a call; a
  // page for people shows the decision whole, so it makes that call (its budget holds it all).
  // Its pointer is get_decision_text again at the offset shown, written here by the typed map
  // rather than run as an untyped name.
  const cut = r.structured.truncated;
  if (cut) {
    const rest = await callTool("get_decision_text", {
      domain: d.domain,
      id: d.id,
      offset: cut.shown,
    }, ctx);
    if (rest.ok) sections = [...sections.filter((s) => !s.partial), ...rest.structured.sections];
  }
  const rank = (k: string) => {
    const i = LEAD.indexOf(k);
    return i < 0 ? LEAD.length : i;
  };
  const lead = sections.filter((s) => rank(s.key) < LEAD.length).sort((a, b) =>
    rank(a.key) - rank(b.key)
  );
  const rest = sections.filter((s) => rank(s.key) === LEAD.length);
  const source = SOURCES[d.domain] && bySerial(...SOURCES[d.domain], d.id);
  const doc = { family: false, terms: definedLawTerms(sections.map((s) => s.text).join("\n")) };
  const section = (s: { key: string; text: string }, lead: boolean) => (
    <section
      class={lead ? "lead" : undefined}
      id={anchor(s.key)}
      aria-labelledby={`h-${anchor(s.key)}`}
    >
      <h2 id={`h-${anchor(s.key)}`}>
        {s.key}{" "}
        <a class="perma" href={`#${encodeURIComponent(anchor(s.key))}`} title="이 부분의 고정 주소">
          #
        </a>
      </h2>
      <div class="prewrap">
        <Cited text={s.text.trim()} doc={doc} />
      </div>
    </section>
  );
  const all = [...lead, ...rest];
  return {
    title: `${d.title}${d.caseNumber ? ` (${displayCaseNumber(d.caseNumber)})` : ""}`,
    body: (
      <article class="decision" aria-labelledby="d-h">
        <p class="meta">{d.domainName ?? d.domain}</p>
        <h1 id="d-h">{d.title}</h1>
        <p class="meta">
          {[
            d.org || (d.caseNumber && courtOfCaseNumber(d.caseNumber)),
            d.caseNumber && displayCaseNumber(d.caseNumber),
            d.date && ymd(d.date),
            d.kind,
          ].filter(Boolean).join(" · ")}
        </p>
        {source && (
          <p class="meta">
            <a href={source} rel="external">law.go.kr 원문</a>
          </p>
        )}
        {d.facts.length > 0 && (
          <dl class="meta">
            {d.facts.map((f) => (
              <>
                <dt>{f.key}</dt>
                <dd>{f.value}</dd>
              </>
            ))}
          </dl>
        )}
        {all.length > 2 && (
          <nav class="toc inline" aria-label="차례">
            <ol>
              {all.map((s) => (
                <li>
                  <a href={`#${encodeURIComponent(anchor(s.key))}`}>{s.key}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div class="sections">
          {lead.map((s) => section(s, true))}
          {rest.map((s) => section(s, false))}
        </div>
      </article>
    ),
  };
}
