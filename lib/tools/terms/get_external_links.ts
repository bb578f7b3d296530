/**
 * `get_external_links`: official law.go.kr page addresses for a statute or its articles, a
 * precedent or interpretation (`domain` + `id` or case number, as search_decisions gives them),
 * an ordinance, admin rule, treaty or term — built locally, no upstream call. Address patterns
 * and their sources: see `web_links.ts`.
 *
 * @module
 */

import { z } from "zod";
import { defineTool } from "../define.ts";
import { MetaSchema } from "../schemas.ts";
import { formatArticle, fromJoCode, parseArticleRef } from "../../law/article.ts";
import { parseCaseNumber } from "../../law/case_numbers.ts";
import { articlesArg, lawLocator } from "../../vocab/params.ts";
import { InputError } from "../../errors.ts";
import { caseNumberArg, domainArg, serialArg } from "../decisions/args.ts";
import { termText } from "./shared.ts";
import { byIdentifier, bySerial, byTitle, lawByName, type WebLink } from "./web_links.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const FAMILIES = ["법령", "자치법규", "행정규칙", "조약", "용어"] as const;

/** A collection's pages: its 한글주소 prefix and its serial-number detail page. */
interface Pages {
  kind: WebLink["kind"];
  prefix: string;
  serialName: string;
  page: string;
  param: string;
}

/** Decision collections with public pages, by domain. */
const DECISION_PAGES: Readonly<Record<string, Pages>> = {
  prec: {
    kind: "precedent",
    prefix: "판례",
    serialName: "판례일련번호",
    page: "precInfoP.do",
    param: "precSeq",
  },
  expc: {
    kind: "interpretation",
    prefix: "법령해석례",
    serialName: "법령해석례일련번호",
    page: "expcInfoP.do",
    param: "expcSeq",
  },
};

/** Other families with pages by title and by serial. */
const TITLED_PAGES: Readonly<Record<string, Pages>> = {
  자치법규: {
    kind: "ordinance",
    prefix: "자치법규",
    serialName: "자치법규일련번호",
    page: "ordinInfoP.do",
    param: "ordinSeq",
  },
  행정규칙: {
    kind: "admin_rule",
    prefix: "행정규칙",
    serialName: "행정규칙일련번호",
    page: "admRulInfoP.do",
    param: "admRulSeq",
  },
  조약: {
    kind: "treaty",
    prefix: "조약",
    serialName: "조약일련번호",
    page: "trtyInfoP.do",
    param: "trtySeq",
  },
};

const input = z.object({
  family: z.enum(FAMILIES).optional().describe(
    "what to link (decisions: give domain instead); inferred when omitted",
  ),
  domain: domainArg.optional().describe("prec 판례 or expc 해석례 (with id or caseNumber)"),
  id: serialArg.optional().describe("일련번호: of the decision (domain) or 행정규칙·조약 (family)"),
  caseNumber: caseNumberArg.optional().describe("사건번호 (판례) or 안건번호 (해석례)"),
  ...lawLocator,
  articles: articlesArg.optional().describe('법령: articles to link, e.g. ["제4조의2"]'),
  term: termText.optional().describe("법령용어"),
});

const output = z.object({
  links: z.array(z.object({
    kind: z.enum([
      "law",
      "article",
      "precedent",
      "interpretation",
      "ordinance",
      "admin_rule",
      "treaty",
      "term",
    ]),
    label: z.string(),
    url: z.string(),
    basis: z.enum(["한글주소", "일련번호"]),
  })),
  meta: MetaSchema,
});

type Args = z.output<typeof input>;

function articleLabel(text: string): string {
  const ref = /^\d{6}$/.test(text) ? fromJoCode(text) : parseArticleRef(text);
  if (!ref) {
    throw new InputError(
      `articles '${text}'에서 조문 번호를 읽을 수 없습니다 (예: 제4조의2).`,
      "articles",
    );
  }
  return formatArticle({ article: ref.article, branch: ref.branch });
}

/** A collection's 한글주소 (by title or by number) and its serial page. */
function pagesOf(
  p: Pages,
  title: string | undefined,
  serial: string | undefined,
  byNumber = false,
) {
  const out: WebLink[] = [];
  if (title) {
    out.push({
      kind: p.kind,
      label: byNumber ? `${p.prefix} ${title}` : title,
      url: byNumber ? byIdentifier(p.prefix, title) : byTitle(p.prefix, title),
      basis: "한글주소",
    });
  }
  if (serial) {
    out.push({
      kind: p.kind,
      label: `${p.serialName} ${serial}`,
      url: bySerial(p.page, p.param, serial),
      basis: "일련번호",
    });
  }
  return out;
}

function lawLinks(a: Args): WebLink[] {
  const out: WebLink[] = [];
  if (a.name) {
    out.push({ kind: "law", label: `${a.name} (현행)`, url: lawByName(a.name), basis: "한글주소" });
    for (const article of (a.articles ?? []).map(articleLabel)) {
      out.push({
        kind: "article",
        label: `${a.name} ${article}`,
        url: lawByName(a.name, article),
        basis: "한글주소",
      });
    }
  }
  if (a.mst) {
    out.push({
      kind: "law",
      label: `법령일련번호 ${a.mst} 판`,
      url: bySerial("lsInfoP.do", "lsiSeq", a.mst),
      basis: "일련번호",
    });
  }
  if (a.lawId) {
    out.push({
      kind: "law",
      label: `법령ID ${a.lawId} (현행)`,
      url: bySerial("lsInfoP.do", "lsId", a.lawId),
      basis: "일련번호",
    });
  }
  return out;
}

/** Every address the arguments allow. */
export function buildLinks(a: Args): WebLink[] {
  if (a.family && a.domain) {
    throw new InputError("family와 domain 중 하나만 주세요 (결정례는 domain).", "family");
  }
  const domain = a.domain ?? (a.family ? undefined : a.caseNumber &&
    (parseCaseNumber(a.caseNumber)?.domain ?? "prec"));
  const family = a.family ?? (domain ? undefined : a.term ? "용어" : "법령");
  if (a.id && !domain && family !== "행정규칙" && family !== "조약" && family !== "자치법규") {
    throw new InputError(
      "id가 무엇의 일련번호인지 domain(prec 판례, expc 해석례)이나 family(행정규칙, 조약)로 알려 주세요.",
      "id",
    );
  }
  let out: WebLink[];
  if (domain) {
    const p = DECISION_PAGES[domain];
    if (!p) {
      throw new InputError(
        `${domain}에는 공개 페이지 주소 규칙이 없습니다 — 판례(prec)와 해석례(expc)만 됩니다.`,
        "domain",
      );
    }
    out = pagesOf(p, a.caseNumber, a.id, true);
  } else if (family === "법령") out = lawLinks(a);
  else if (family === "용어") {
    out = a.term
      ? [{
        kind: "term",
        label: `법령용어 ${a.term}`,
        url: byTitle("용어", a.term),
        basis: "한글주소",
      }]
      : [];
  } else {
    // An ordinance's serial is its mst (자치법규일련번호); an id is read the same way.
    const serial = family === "자치법규" ? a.mst ?? a.id : a.id;
    out = pagesOf(TITLED_PAGES[family!], a.name, serial);
  }
  if (!out.length) {
    throw new InputError(
      `${domain ?? family} 링크를 만들 값이 없습니다 (예: 법령 → name/lawId/mst, 판례 → ` +
        "domain+id 또는 caseNumber, 자치법규 → mst/name, 조약 → id/name, 용어 → term).",
    );
  }
  return out;
}

/** The `get_external_links` tool. */
export const getExternalLinks: GeneratedTool<"get_external_links"> = defineTool({
  name: "get_external_links",
  title: "국가법령정보센터 링크",
  intents: ["링크", "law.go.kr 주소", "원문 링크"],
  description: "Official law.go.kr page links (no key) for a statute or article, precedent, " +
    "interpretation, ordinance, admin rule, treaty or term; no upstream call.",
  input,
  output,
  handler(args, _ctx, call) {
    const links = buildLinks(args);
    const meta = { ...call.track.meta(), fromCache: false };
    const text = [
      "국가법령정보센터 링크 (API 키 없이 열리는 공개 페이지):",
      ...links.map((l) => `- ${l.label} [${l.basis}]: ${l.url}`),
    ].join("\n");
    return Promise.resolve({ structured: { links, meta }, text });
  },
});
