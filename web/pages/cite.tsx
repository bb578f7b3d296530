/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * Following a citation: `/cite/law/{법령명}/{조문}` resolves the name exactly (lib's one name
 * rule: exact name or 약칭, never a guess) and redirects to the article's permalink;
 * `/cite/case/{사건번호}` finds the decision by its number and redirects to it. What cannot be
 * found is a labelled miss naming what was cited, an outage a labelled outage.
 *
 * @module
 */

import {
  callTool,
  courtOfCaseNumber,
  displayCaseNumber,
  parseArticleRef,
  parseCaseNumber,
} from "../../lib/mod.ts";
import { josa } from "../../lib/korean/mod.ts";
import type { PageInput, PageResult } from "../page.ts";
import { pathTo } from "../location.ts";
import { ErrorPanel, Notice, statusOf, ymd } from "../ui.tsx";

const searchLink = (q: string) => `/search?q=${encodeURIComponent(q)}`;

/** `/cite/law/{법령명}/{조문}` (`params`: name, article). */
export async function citeLawPage({ params, ctx }: PageInput): Promise<PageResult> {
  const [name, jo] = params;
  const ref = parseArticleRef(jo);
  if (!ref || name.length > 120) {
    return { status: 404, title: "없는 주소", body: <Notice title="인용을 읽지 못했습니다" /> };
  }
  const r = await callTool("get_law_text", { name, articles: [jo] }, ctx);
  if (!r.ok) {
    return {
      status: statusOf(r.error),
      title: `${name} ${jo}`,
      body: (
        <>
          <ErrorPanel error={r.error} what={`「${name}」`} />
          <p>
            <a href={searchLink(`${name} ${jo}`)}>'{name} {jo}' 검색하기</a>
          </p>
        </>
      ),
    };
  }
  return { redirect: pathTo`/law/${r.structured.law.lawId}/${jo}` };
}

/** `/cite/case/{사건번호}` (`params`: the number). */
export async function citeCasePage({ params, ctx }: PageInput): Promise<PageResult> {
  const [no] = params;
  const parsed = parseCaseNumber(no);
  if (!parsed) {
    return { status: 404, title: "없는 주소", body: <Notice title="사건번호를 읽지 못했습니다" /> };
  }
  const r = await callTool("search_decisions", { caseNumber: no }, ctx);
  if (!r.ok) {
    return { status: statusOf(r.error), title: no, body: <ErrorPanel error={r.error} what={no} /> };
  }
  const rows = r.structured.rows;
  if (rows.length === 1) {
    return { redirect: pathTo`/decision/${rows[0].domain}/${rows[0].id}` };
  }
  if (rows.length === 0) {
    return {
      status: 404,
      title: no,
      body: (
        <section class="error miss" role="alert" data-code="NOT_FOUND" aria-labelledby="err-h">
          <h1 id="err-h">{r.structured.domainName}에서 사건 {josa(no, "을/를")} 찾지 못했습니다</h1>
          <p>
            법제처 자료에 실리지 않은 판결일 수 있습니다.{" "}
            <a href={searchLink(no)}>'{no}' 검색하기</a>
          </p>
        </section>
      ),
    };
  }
  return {
    title: no,
    body: (
      <section class="results" aria-labelledby="case-h">
        <h1 id="case-h">사건 {no}: {rows.length}건</h1>
        <ol>
          {rows.map((row) => (
            <li>
              <a href={pathTo`/decision/${row.domain}/${row.id}`}>{row.title}</a>
              <div class="meta">
                {[
                  row.org || (row.caseNumber && courtOfCaseNumber(row.caseNumber)),
                  row.caseNumber && displayCaseNumber(row.caseNumber),
                  ymd(row.date),
                ].filter(Boolean).join(" · ")}
              </div>
            </li>
          ))}
        </ol>
      </section>
    ),
  };
}

/** What `/api/preview` answers for one citation link. */
export interface Preview {
  title?: string;
  text?: string;
  error?: { code: string; message: string };
}

const LINES = 3;
const MAX = 240;

function firstLines(text: string): string {
  const t = text.split("\n").slice(0, LINES).join("\n");
  return t.length > MAX ? `${t.slice(0, MAX)}…` : t;
}

/**
 * The preview of a citation link's target: a permalink `/law/{id}/{조문}[?mst=]`, a
 * `/cite/law/…` or `/cite/case/…` path. Anything else is refused.
 */
export async function preview(ctx: PageInput["ctx"], path: string): Promise<Preview> {
  const u = new URL(path, "http://x");
  let p: string;
  try {
    p = decodeURIComponent(u.pathname);
  } catch {
    p = u.pathname;
  }
  const own = /^\/law\/(\d{1,12})\/([^/]+)$/.exec(p);
  const named = /^\/cite\/law\/([^/]{1,120})\/([^/]+)$/.exec(p);
  const cased = /^\/cite\/case\/([^/]{1,40})$/.exec(p);
  if (own || named) {
    const [, who, jo] = (own ?? named)!;
    const mst = u.searchParams.get("mst");
    const loc = own ? (mst && /^\d+$/.test(mst) ? { mst } : { lawId: who }) : { name: who };
    const r = await callTool("get_law_text", { ...loc, articles: [jo] }, ctx);
    if (!r.ok) return { error: { code: r.error.code, message: r.error.message } };
    const { law, articles: [a] } = r.structured;
    if (!a) {
      return { error: { code: "NOT_FOUND", message: `${law.name}에 ${jo}가 없습니다` } };
    }
    const head = `${a.label}${a.title ? `(${a.title})` : ""}`;
    const body = a.paragraphs.length
      ? a.paragraphs.flatMap((x) => [x.text, ...x.items.map((i) => i.text)]).join("\n")
      : a.text.startsWith(head)
      ? a.text.slice(head.length).trim()
      : a.text;
    return { title: `${law.name} ${head}`, text: firstLines(body) };
  }
  if (cased) {
    const r = await callTool("search_decisions", { caseNumber: cased[1] }, ctx);
    if (!r.ok) return { error: { code: r.error.code, message: r.error.message } };
    const row = r.structured.rows[0];
    if (!row) {
      return {
        error: {
          code: "NOT_FOUND",
          message: `${r.structured.domainName}에서 ${cased[1]}을 찾지 못했습니다`,
        },
      };
    }
    return {
      title: [
        row.org || (row.caseNumber && courtOfCaseNumber(row.caseNumber)),
        row.caseNumber && displayCaseNumber(row.caseNumber),
      ].filter(Boolean).join(" "),
      text: [row.title, ymd(row.date)].filter(Boolean).join(" · "),
    };
  }
  return { error: { code: "BAD_INPUT", message: "인용 링크가 아닙니다" } };
}
