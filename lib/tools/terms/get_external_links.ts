/**
 * `get_external_links`: official law.go.kr page addresses for a statute, article, precedent,
 * interpretation, ordinance, admin rule, treaty or term — built locally, no upstream call.
 * Address patterns and their sources: see `web_links.ts`.
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { MetaTracker } from "../meta.ts";
import { MetaSchema } from "../schemas.ts";
import { formatArticle, fromJoCode, parseArticleRef } from "../../law/article.ts";
import { renameArgs } from "./shared.ts";
import { byIdentifier, bySerial, byTitle, lawByName, type WebLink } from "./web_links.ts";
import { InputError } from "../../errors.ts";

const KINDS = [
  "law",
  "precedent",
  "interpretation",
  "ordinance",
  "admin_rule",
  "treaty",
  "term",
] as const;
const digits = z.string().trim().regex(/^\d{1,15}$/, "digits");
const title = z.string().trim().min(1).max(200);

const input = z.object({
  linkType: z.enum(KINDS).optional().describe("what to link; inferred from the ids when omitted"),
  lawName: title.optional().describe("법령명 (한글주소)"),
  lawId: digits.optional().describe("법령ID"),
  mst: digits.optional().describe("법령일련번호"),
  jo: z.string().trim().min(1).max(40).optional().describe('article, e.g. "제4조의2" or "000402"'),
  precedentId: digits.optional().describe("판례일련번호"),
  caseNumber: title.optional().describe("사건번호 (판례) or 안건번호 (해석례), e.g. 2023다12345"),
  interpretationId: digits.optional().describe("법령해석례일련번호"),
  ordinanceId: digits.optional().describe("자치법규일련번호"),
  adminRuleId: digits.optional().describe("행정규칙일련번호"),
  treatyId: digits.optional().describe("조약일련번호"),
  name: title.optional().describe("title of an ordinance, admin rule or treaty"),
  term: title.optional().describe("법령용어"),
});

const output = z.object({
  links: z.array(z.object({
    kind: z.enum(["article", ...KINDS]),
    label: z.string(),
    url: z.string(),
    basis: z.enum(["한글주소", "일련번호"]),
  })),
  meta: MetaSchema,
});

type Args = z.output<typeof input>;

function articleLabel(jo: string): string {
  const ref = /^\d{6}$/.test(jo) ? fromJoCode(jo) : parseArticleRef(jo);
  if (!ref) throw new InputError(`jo '${jo}'에서 조문 번호를 읽을 수 없습니다 (예: 제4조의2).`);
  return formatArticle({ article: ref.article, branch: ref.branch });
}

function inferKind(a: Args): (typeof KINDS)[number] {
  if (a.linkType) return a.linkType;
  if (a.precedentId) return "precedent";
  if (a.interpretationId) return "interpretation";
  if (a.ordinanceId) return "ordinance";
  if (a.adminRuleId) return "admin_rule";
  if (a.treatyId) return "treaty";
  if (a.term) return "term";
  if (a.caseNumber) return "precedent";
  return "law";
}

/** Every address the arguments allow for one kind. */
export function buildLinks(a: Args): WebLink[] {
  const kind = inferKind(a);
  const out: WebLink[] = [];
  const add = (k: WebLink["kind"], label: string, url: string, basis: WebLink["basis"]) =>
    out.push({ kind: k, label, url, basis });
  switch (kind) {
    case "law": {
      const article = a.jo ? articleLabel(a.jo) : undefined;
      if (a.lawName) {
        add("law", `${a.lawName} (현행)`, lawByName(a.lawName), "한글주소");
        if (article) {
          add("article", `${a.lawName} ${article}`, lawByName(a.lawName, article), "한글주소");
        }
      }
      if (a.mst) {
        add("law", `법령일련번호 ${a.mst} 판`, bySerial("lsInfoP.do", "lsiSeq", a.mst), "일련번호");
      }
      if (a.lawId) {
        add("law", `법령ID ${a.lawId} (현행)`, bySerial("lsInfoP.do", "lsId", a.lawId), "일련번호");
      }
      break;
    }
    case "precedent":
      if (a.caseNumber) {
        add("precedent", `판례 ${a.caseNumber}`, byIdentifier("판례", a.caseNumber), "한글주소");
      }
      if (a.precedentId) {
        add(
          "precedent",
          `판례일련번호 ${a.precedentId}`,
          bySerial("precInfoP.do", "precSeq", a.precedentId),
          "일련번호",
        );
      }
      break;
    case "interpretation":
      if (a.caseNumber) {
        add(
          "interpretation",
          `법령해석례 ${a.caseNumber}`,
          byIdentifier("법령해석례", a.caseNumber),
          "한글주소",
        );
      }
      if (a.interpretationId) {
        add(
          "interpretation",
          `법령해석례일련번호 ${a.interpretationId}`,
          bySerial("expcInfoP.do", "expcSeq", a.interpretationId),
          "일련번호",
        );
      }
      break;
    case "ordinance":
      if (a.name) add("ordinance", a.name, byTitle("자치법규", a.name), "한글주소");
      if (a.ordinanceId) {
        add(
          "ordinance",
          `자치법규일련번호 ${a.ordinanceId}`,
          bySerial("ordinInfoP.do", "ordinSeq", a.ordinanceId),
          "일련번호",
        );
      }
      break;
    case "admin_rule":
      if (a.name) add("admin_rule", a.name, byTitle("행정규칙", a.name), "한글주소");
      if (a.adminRuleId) {
        add(
          "admin_rule",
          `행정규칙일련번호 ${a.adminRuleId}`,
          bySerial("admRulInfoP.do", "admRulSeq", a.adminRuleId),
          "일련번호",
        );
      }
      break;
    case "treaty":
      if (a.name) add("treaty", a.name, byTitle("조약", a.name), "한글주소");
      if (a.treatyId) {
        add(
          "treaty",
          `조약일련번호 ${a.treatyId}`,
          bySerial("trtyInfoP.do", "trtySeq", a.treatyId),
          "일련번호",
        );
      }
      break;
    case "term":
      if (a.term) add("term", `법령용어 ${a.term}`, byTitle("용어", a.term), "한글주소");
      break;
  }
  if (!out.length) {
    throw new InputError(
      `${kind} 링크를 만들 값이 없습니다 (예: law → lawName/lawId/mst, precedent → ` +
        "precedentId/caseNumber, ordinance → ordinanceId/name).",
    );
  }
  return out;
}

/** The `get_external_links` tool. */
export const getExternalLinks: ToolDef<typeof input, typeof output> = defineTool({
  name: "get_external_links",
  title: "국가법령정보센터 링크",
  legacyArgs: (a) =>
    renameArgs(a, [["article", "jo"], ["caseNo", "caseNumber"], ["query", "lawName"]]),
  description: "Official law.go.kr page links (no key) for a statute or article, precedent, " +
    "interpretation, ordinance, admin rule, treaty or term; no upstream call.",
  input,
  output,
  annotations: READ_ONLY,
  handler(args, ctx) {
    const links = buildLinks(args);
    const meta = { ...new MetaTracker(ctx).meta(), fromCache: false };
    const text = [
      "국가법령정보센터 링크 (API 키 없이 열리는 공개 페이지):",
      ...links.map((l) => `- ${l.label} [${l.basis}]: ${l.url}`),
    ].join("\n");
    return Promise.resolve({ structured: { links, meta }, text });
  },
});
