/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * Readers of the rule bodies search finds: `/admin-rule/{일련번호}` (행정규칙, get_admin_rule),
 * `/institution/{school|public|pi}/{일련번호}` (학칙·공단·공공기관 규정, get_institution_rule) and
 * `/ordinance/{자치법규일련번호}` (자치법규, get_ordinance); each `/{조문}` below is the
 * article's permalink. Same layout as the law reader: TOC, one article per permalink, citations
 * linked (the rule's own articles, the laws it names, "법"/"영" as the rule defines them), 별표
 * with original files, 부칙, the law.go.kr source, labelled misses and outages.
 *
 * @module
 */

import { callTool, type ToolInput, type ToolOutput } from "../../lib/mod.ts";
import { bySerial } from "../../lib/tools/mod.ts";
import { definedLawTerms } from "../../lib/law/mod.ts";
import { showDate } from "../../lib/vocab/mod.ts";
import type { Answer } from "../calls.ts";
import type { CiteDoc } from "../cite.ts";
import type { PageInput, PageResult } from "../page.ts";
import { ErrorPanel, statusOf } from "../ui.tsx";
import { DocHead, DocLayout, DocTail, type DocUnit, DocUnits, unitOf } from "./doc_parts.tsx";

/** An admin rule's or an institution rule's body (the two tools answer the same shape). */
type RuleBody = ToolOutput<"get_admin_rule" | "get_institution_rule">;

/** The institutions get_institution_rule reads, by the name of their rules. */
export const INSTITUTIONS: Readonly<Record<Institution, string>> = {
  school: "학칙",
  public: "공단 규정",
  pi: "공공기관 규정",
};
/** An institution the rule tools take. */
export type Institution = ToolInput<"get_institution_rule">["institution"];
/** Whether a path segment names one of {@link INSTITUTIONS}. */
export function isInstitution(s: string): s is Institution {
  return Object.hasOwn(INSTITUTIONS, s);
}
const SERIAL = /^\d{1,13}$/;

const bad = (example: string): PageResult => ({
  status: 404,
  title: "없는 주소",
  body: <p>예: {example}</p>,
});

/** A selection that found nothing: the missing article and the way to the whole text. */
function missingArticle(name: string, jo: string, base: string): PageResult {
  return {
    status: 404,
    title: `${name} ${jo}`,
    body: (
      <section class="error miss" role="alert" data-code="NOT_FOUND">
        <h1>{name}에 {jo}가 없습니다</h1>
        <p>
          <a href={base}>{name} 전체 보기</a>
        </p>
      </section>
    ),
  };
}

function ruleDoc(name: string, base: string, units: DocUnit[], whole: boolean): CiteDoc {
  return {
    name,
    base,
    family: false,
    terms: definedLawTerms(units.slice(0, 5).map((u) => u.text).join("\n")),
    ...(whole ? { order: units.flatMap((u) => u.ref ? [u.ref] : []) } : {}),
  };
}

/** The selection of one article, when the path names one. */
const oneArticle = (jo: string | undefined) => jo ? { articles: [jo] } : {};

/** Shared by admin and institution rules (the same body shape). */
async function rulePage(
  answer: Promise<Answer<"get_admin_rule"> | Answer<"get_institution_rule">>,
  kindName: string,
  base: string,
  jo: string | undefined,
  source?: (serial: string) => string,
): Promise<PageResult> {
  const r = await answer;
  if (!r.ok) {
    return {
      status: statusOf(r.error),
      title: kindName,
      body: <ErrorPanel error={r.error} what={kindName} />,
    };
  }
  const body: RuleBody = r.structured;
  const { rule } = body;
  if (jo && body.missing?.length) return missingArticle(rule.name, jo, base);
  const units = body.blocks.map(unitOf);
  const doc = ruleDoc(rule.name, base, units, !jo);
  const status = rule.current === undefined ? undefined : rule.current ? "현행" : "연혁";
  return {
    title: jo ? `${rule.name} ${jo}` : rule.name,
    body: (
      <div class="law">
        <DocHead
          kind={kindName}
          name={rule.name}
          status={status}
          facts={[
            rule.kind,
            rule.ministry,
            rule.issuedDate &&
            `발령 ${showDate(rule.issuedDate)}${
              rule.issuedNumber ? ` 제${rule.issuedNumber}호` : ""
            }`,
            rule.effectiveDate && `시행 ${showDate(rule.effectiveDate)}`,
            rule.revisionType,
            `일련번호 ${rule.serial}`,
          ]}
          source={source?.(rule.serial)}
        >
          {jo && (
            <p>
              <a href={base}>{rule.name} 전체 보기</a>
            </p>
          )}
        </DocHead>
        {!rule.articleForm && (
          <p class="notice">
            조문 형식이 아닌 규칙입니다: 본문이 한 덩어리이며 원문은 첨부파일에 있습니다.
          </p>
        )}
        <DocLayout units={jo ? [] : units}>
          <DocUnits units={units} base={base} doc={doc} />
          {!jo && <DocTail annexes={body.annexes} supplements={body.supplements} doc={doc} />}
          {!jo && body.attachments.length > 0 && (
            <section aria-labelledby="att-h">
              <h2 id="att-h">첨부파일</h2>
              <ul>
                {body.attachments.map((a) => <li key={a.name}>{a.name}</li>)}
              </ul>
            </section>
          )}
        </DocLayout>
      </div>
    ),
  };
}

/** `/admin-rule/{일련번호}[/{조문}]`. */
export function adminRulePage(input: PageInput): Promise<PageResult> {
  const [serial, jo] = input.params;
  if (!SERIAL.test(serial)) return Promise.resolve(bad("/admin-rule/62505"));
  return rulePage(
    callTool("get_admin_rule", { id: serial, ...oneArticle(jo) }, input.ctx),
    "행정규칙",
    `/admin-rule/${serial}`,
    jo,
    (seq) => bySerial("admRulInfoP.do", "admRulSeq", seq),
  );
}

/** `/institution/{school|public|pi}/{일련번호}[/{조문}]`. */
export function institutionRulePage(input: PageInput): Promise<PageResult> {
  const [institution, serial, jo] = input.params;
  if (!isInstitution(institution) || !SERIAL.test(serial ?? "")) {
    return Promise.resolve(bad("/institution/school/2200000075994"));
  }
  return rulePage(
    callTool("get_institution_rule", { institution, id: serial, ...oneArticle(jo) }, input.ctx),
    INSTITUTIONS[institution],
    `/institution/${institution}/${serial}`,
    jo,
  );
}

/** `/ordinance/{자치법규일련번호}[/{조문}]`. */
export async function ordinancePage({ params, ctx }: PageInput): Promise<PageResult> {
  const [mst, jo] = params;
  if (!SERIAL.test(mst)) return bad("/ordinance/1941163");
  const base = `/ordinance/${mst}`;
  const r = await callTool("get_ordinance", {
    mst,
    ...(jo ? { articles: [jo] } : { include: ["supplements"] }),
  }, ctx);
  if (!r.ok) {
    return {
      status: statusOf(r.error),
      title: "자치법규",
      body: <ErrorPanel error={r.error} what="자치법규" />,
    };
  }
  const o = r.structured.ordinance;
  if (jo && r.structured.missing?.length) return missingArticle(o.name, jo, base);
  const units: DocUnit[] = r.structured.articles.map((a, n) => {
    const u = unitOf(a.text, n);
    return a.isArticle ? { ...u, label: a.label, title: a.title ?? u.title, id: a.label } : u;
  });
  const doc = ruleDoc(o.name, base, units, !jo);
  return {
    title: jo ? `${o.name} ${jo}` : o.name,
    body: (
      <div class="law">
        <DocHead
          kind="자치법규"
          name={o.name}
          facts={[
            o.kind,
            o.localGov,
            o.promulgationDate &&
            `공포 ${showDate(o.promulgationDate)}${
              o.promulgationNumber ? ` 제${o.promulgationNumber}호` : ""
            }`,
            o.effectiveDate && `시행 ${showDate(o.effectiveDate)}`,
            o.revisionType,
            `자치법규일련번호 ${o.serial}`,
          ]}
          source={bySerial("ordinInfoP.do", "ordinSeq", o.serial)}
        >
          {jo && (
            <p>
              <a href={base}>{o.name} 전체 보기</a>
            </p>
          )}
        </DocHead>
        <DocLayout units={jo ? [] : units}>
          <DocUnits units={units} base={base} doc={doc} />
          {!jo && (
            <DocTail
              annexes={r.structured.annexes}
              supplements={r.structured.supplements}
              doc={doc}
            />
          )}
        </DocLayout>
      </div>
    ),
  };
}
