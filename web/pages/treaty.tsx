/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * `/treaty/{조약일련번호}` (get_treaty, 한글 text; `?language=en` the English one when recorded)
 * and `/english/{법령ID}` (get_english_law): the same reader layout — header with dates and
 * source, TOC, one anchor per article, 부칙 (ADDENDA) — with labelled misses and outages.
 *
 * @module
 */

import { callTool } from "../../lib/mod.ts";
import { bySerial } from "../../lib/tools/mod.ts";
import { showDate } from "../../lib/vocab/mod.ts";
import type { PageInput, PageResult } from "../page.ts";
import { ErrorPanel, statusOf } from "../ui.tsx";
import { DocHead, DocLayout, DocTail, type DocUnit, DocUnits, unitOf } from "./doc_parts.tsx";

const ID = /^\d{1,12}$/;

/** Treaty text: one block per "제N조" line start, the preamble before them. */
function treatyUnits(text: string): DocUnit[] {
  const parts = text.split(/\n(?=\s*제\s?\d+\s?조)/);
  return parts.map(unitOf);
}

/** `/treaty/{조약일련번호}`. */
export async function treatyPage({ params, query, ctx }: PageInput): Promise<PageResult> {
  const [id] = params;
  if (!ID.test(id)) return { status: 404, title: "없는 주소", body: <p>예: /treaty/4037</p> };
  const language = query.language === "en" ? "en" : "ko";
  const r = await callTool("get_treaty", { id, language }, ctx);
  if (!r.ok) {
    return {
      status: statusOf(r.error),
      title: "조약",
      body: <ErrorPanel error={r.error} what="조약" />,
    };
  }
  const t = r.structured.treaty;
  const name = (language === "en" ? t.nameEn : t.nameKo) ?? t.nameKo ?? t.nameEn ?? `조약 ${id}`;
  const units = treatyUnits(r.structured.text);
  const base = `/treaty/${id}`;
  const q = language === "en" ? "?language=en" : "";
  return {
    title: name,
    body: (
      <div class="law">
        <DocHead
          kind="조약"
          name={name}
          facts={[
            t.kind,
            t.treatyNo && `조약 제${t.treatyNo}호`,
            t.effectiveDate && `발효 ${showDate(t.effectiveDate)}`,
            t.gazetteDate && `관보 ${showDate(t.gazetteDate)}`,
            t.field,
          ]}
          source={bySerial("trtyInfoP.do", "trtySeq", id)}
        >
          <p>
            {language === "en"
              ? <a href={base} hrefLang="ko">한글 본문</a>
              : <a href={`${base}?language=en`} hrefLang="en">English text</a>}
          </p>
        </DocHead>
        <div lang={language === "en" ? "en" : undefined}>
          <DocLayout units={units}>
            <DocUnits units={units} base={base} query={q} doc={{ family: false }} perma={false} />
          </DocLayout>
        </div>
      </div>
    ),
  };
}

/** `/english/{법령ID}`. */
export async function englishPage({ params, ctx }: PageInput): Promise<PageResult> {
  const [lawId] = params;
  if (!ID.test(lawId)) return { status: 404, title: "없는 주소", body: <p>예: /english/001761</p> };
  const r = await callTool("get_english_law", { lawId }, ctx);
  if (!r.ok) {
    return {
      status: statusOf(r.error),
      title: "영문 법령",
      body: <ErrorPanel error={r.error} what="영문 법령" />,
    };
  }
  const d = r.structured;
  const name = d.nameEnglish ?? `법령 ${lawId}`;
  const units: DocUnit[] = d.articles.map((a, n) => {
    if (!a.isArticle) return { text: a.text, id: `block-${n + 1}` };
    const [head, ...rest] = a.text.split("\n");
    const m = /^(Article\s+\d+(?:-\d+)?)\s*(?:\(([^)]*)\))?/.exec(head);
    const label = m?.[1] ?? `Article ${a.article}`;
    return {
      label,
      ...(m?.[2] ? { title: m[2] } : {}),
      text: m ? [head.slice(m[0].length).trim(), ...rest].filter(Boolean).join("\n") : a.text,
      id: `art-${a.article}${a.branch ? `-${a.branch}` : ""}`,
    };
  });
  const base = `/english/${lawId}`;
  return {
    title: name,
    body: (
      <div class="law" lang="en">
        <DocHead
          kind="영문 법령 (English translation)"
          name={name}
          facts={[
            d.promulgationDate &&
            `Promulgated ${showDate(d.promulgationDate)}${
              d.promulgationNumber ? `, Act No. ${d.promulgationNumber}` : ""
            }`,
            `법령ID ${d.lawId}`,
          ]}
        >
          <p lang="ko">
            <a href={`/law/${lawId}`} hrefLang="ko">한글 법령</a>{" "}
            (영문은 참고용 번역이며 법적 효력은 한글 법령에 있습니다)
          </p>
        </DocHead>
        <DocLayout units={units}>
          <DocUnits units={units} base={base} doc={{ family: false }} perma={false} />
          <DocTail supplements={d.addenda} doc={{ family: false }} />
        </DocLayout>
      </div>
    ),
  };
}
