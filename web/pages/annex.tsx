/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * `/law/{법령ID}/annex/{번호}` (별표1, 별표1의2, 별지1): the annex's table as HTML with merged
 * cells, a PDF's text, or an honest "image only — download the original" notice; always the
 * original file link. get_annexes finds the entry (one call); the file is then downloaded
 * through the same client.
 *
 * @module
 */

import { callTool, formatAnnexRef } from "../../lib/mod.ts";
import { type OpenedFile, openFile, originalUrl } from "../annex_doc.ts";
import { markdownHtml } from "../annex_markdown.ts";
import type { PageInput, PageResult } from "../page.ts";
import { parseAnnexSegment } from "../query.ts";
import { ErrorPanel, Notice, statusOf } from "../ui.tsx";
import { lawLocator } from "./law.tsx";

/** The annex route (`params`: 법령ID, annex segment). */
export async function annexPage({ params, query: given, ctx }: PageInput): Promise<PageResult> {
  const [lawId, seg] = params;
  const ref = parseAnnexSegment(seg);
  if (!/^\d{1,12}$/.test(lawId) || !ref) {
    return {
      status: 404,
      title: "없는 주소",
      body: <Notice title="별표 번호를 읽지 못했습니다">예: /law/008480/annex/별표3</Notice>,
    };
  }
  const label = formatAnnexRef(ref);
  const { loc, query } = lawLocator(lawId, given);
  const list = await callTool("get_annexes", { ...loc, annex: label }, ctx);
  if (!list.ok) {
    return {
      status: statusOf(list.error),
      title: label,
      body: <ErrorPanel error={list.error} what={label} />,
    };
  }
  const row = list.structured.annexes[0];
  const name = list.structured.subject.name;
  const tries = [row.fileLink, row.pdfLink].filter((l): l is string => !!l);
  const failures: OpenedFile[] = [];
  let opened: OpenedFile | undefined;
  for (const link of tries) {
    const r = await openFile(ctx, link);
    if (r.ok) {
      opened = r;
      break;
    }
    failures.push(r);
  }
  let bodyText: string | undefined;
  if (!opened && row.hasBodyText) {
    const r = await callTool("get_annexes", { ...loc, annex: label, open: true }, ctx);
    if (r.ok && r.structured.document) bodyText = r.structured.document.markdown;
  }
  const imageOnly = failures.some((f) => !f.ok && f.code === "IMAGE_ONLY");
  const outage = failures.find((f) => !f.ok && f.outage);
  return {
    title: `${name} ${label}`,
    status: opened || bodyText ? 200 : outage ? 503 : 200,
    body: (
      <div class="annex">
        <p class="meta">
          <a href={`/law/${lawId}${query}`}>{name}</a>
        </p>
        <h1>
          [{row.label}] {row.title}
        </h1>
        {row.articles.length > 0 && <p class="meta">관련 조문: {row.articles.join(", ")}</p>}
        <p class="downloads">
          원본 파일:{" "}
          {row.fileLink && <a href={originalUrl(row.fileLink)} rel="external">HWP 내려받기</a>}
          {row.fileLink && row.pdfLink && " · "}
          {row.pdfLink && <a href={originalUrl(row.pdfLink)} rel="external">PDF 내려받기</a>}
          {!row.fileLink && !row.pdfLink && "없음"}
        </p>
        {opened?.ok
          ? (
            <section
              class="annex-body"
              aria-label={`${row.label} 내용`}
              data-format={opened.format}
            >
              {opened.standIn && (
                <p class="notice" data-stand-in="1">
                  데모 자료: 이 별표의 실제 파일은 기록되지 않아, 다른 정부 문서 파일을 대신 읽어
                  보여 줍니다 (표 읽기 시연용).
                </p>
              )}
              {opened.truncated && <p class="notice">문서가 길어 앞부분만 보여 줍니다.</p>}
              <div dangerouslySetInnerHTML={{ __html: opened.html }} />
            </section>
          )
          : bodyText
          ? (
            <section class="annex-body" aria-label={`${row.label} 내용`} data-format="body-text">
              <p class="notice">파일을 읽지 못해 법령 본문에 실린 별표 글자로 표를 그렸습니다.</p>
              <div dangerouslySetInnerHTML={{ __html: markdownHtml(bodyText) }} />
            </section>
          )
          : (
            <section class={`error ${imageOnly ? "miss" : "outage"}`} role="alert">
              <h2>
                {imageOnly
                  ? "그림으로만 된 별표입니다 — 원본 파일을 내려받아 보세요"
                  : "별표 파일을 열지 못했습니다"}
              </h2>
              <ul>
                {failures.map((f) =>
                  !f.ok && (
                    <li>
                      <code>{f.code}</code> {f.reason}
                    </li>
                  )
                )}
                {tries.length === 0 && <li>내려받을 파일 주소가 없습니다.</li>}
              </ul>
            </section>
          )}
      </div>
    ),
  };
}
