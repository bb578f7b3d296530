/**
 * Synthetic DRF envelopes for requests that no recording answers: the lawService "miss"
 * (`Law` + sentence), the zero-hit search header, and the user-verification failure. Shapes are
 * copied from recorded samples where the index has one for the target, so a synthetic answer
 * looks like a real one of the same target.
 *
 * @module
 */

import type { DrfFormat } from "./types.ts";
import { josa } from "../korean/josa.ts";

const enc = new TextEncoder();

/** [noun, what to check] of the miss sentence, per target; default 법령. Unrecorded ones are guesses. */
const MISS_NOUNS: Readonly<Record<string, readonly [string, string]>> = {
  admrul: ["행정규칙", "행정규칙명"],
  admrulOldAndNew: ["행정규칙", "행정규칙명"],
  ordin: ["자치법규", "자치법규명"],
  prec: ["판례", "판례명"],
  detc: ["헌재결정례", "사건명"],
  expc: ["법령해석례", "법령해석례명"],
  decc: ["행정심판례", "행정심판례명"],
  trty: ["조약", "조약명"],
  lstrm: ["법령용어", "법령용어명"],
  lstrmRlt: ["법령용어", "법령용어명"],
  dlytrm: ["일상용어", "일상용어명"],
  dlytrmRlt: ["일상용어", "일상용어명"],
};

const COMMITTEES: ReadonlySet<string> = new Set(
  ["ppc", "fsc", "eiac", "acr", "nlrc", "kcc", "iaciac", "oclt", "ecc", "sfc", "nhrck", "ftc"],
);

/** The upstream miss sentence for a target, note the double space between the sentences. */
export function missSentence(target: string): string {
  const [noun, check] = MISS_NOUNS[target] ??
    (COMMITTEES.has(target)
      ? ["결정문", "사건명"]
      : target.endsWith("CgmExpc")
      ? ["법령해석례", "법령해석례명"]
      : target.endsWith("SpecialDecc")
      ? ["행정심판례", "행정심판례명"]
      : ["법령", "법령명"]);
  return `일치하는 ${josa(noun, "이/가")} 없습니다.  ${check}을 확인하여 주십시오.`;
}

/** Escapes text for XML character data. */
export function xmlEscape(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A miss envelope: XML `<Law>…</Law>` or JSON `{"Law":"…"}` (as upstream, compact). */
export function missBody(type: "XML" | "JSON", sentence: string): Uint8Array<ArrayBuffer> {
  return enc.encode(
    type === "XML"
      ? `<?xml version="1.0" encoding="utf-8"?><Law>${xmlEscape(sentence)}</Law>`
      : JSON.stringify({ Law: sentence }),
  );
}

/** Root element and header fields of a search answer, in upstream order. */
export interface SearchHeader {
  /** Root element / key, e.g. `LawSearch`. */
  readonly root: string;
  /** Scalar header fields in order (rows dropped). */
  readonly fields: ReadonlyArray<readonly [string, string]>;
}

const SEARCH_ROOTS: Readonly<Record<string, string>> = {
  admrul: "AdmRulSearch",
  ordin: "OrdinSearch",
  lnkOrd: "OrdinSearch",
  prec: "PrecSearch",
  detc: "DetcSearch",
  expc: "Expc",
  decc: "Decc",
  lnkDep: "lnkDepSearch",
  lnkLsOrdJo: "lnkOrdJoSearch",
  licbyl: "licBylSearch",
  admbyl: "admRulBylSearch",
  lstrmAI: "lstrmAISearch",
  dlytrm: "dlytrmSearch",
  lsRlt: "lsRltSearch",
  admrulOldAndNew: "OldAndNewLawSearch",
};

/** Header used when no sample of the target exists: the documented root, law-list fields. */
export function defaultSearchHeader(target: string): SearchHeader {
  const root = SEARCH_ROOTS[target] ??
    (COMMITTEES.has(target)
      ? target[0].toUpperCase() + target.slice(1)
      : target.endsWith("CgmExpc")
      ? "CgmExpc"
      : "LawSearch");
  const count = ["lstrmAI", "dlytrm", "lsRlt"].includes(target) ? "검색결과개수" : "totalCnt";
  return {
    root,
    fields: [
      ["target", target],
      ["키워드", ""],
      ["section", "lawNm"],
      [count, "0"],
      ["page", "1"],
      [
        "numOfRows",
        "0",
      ],
      ["resultCode", "00"],
      ["resultMsg", "success"],
    ],
  };
}

/** Reads the header of a recorded search answer (JSON or XML); null if it cannot be read. */
export function headerFromSample(
  type: DrfFormat,
  bytes: Uint8Array<ArrayBuffer>,
): SearchHeader | null {
  const text = new TextDecoder().decode(bytes);
  if (type === "JSON") {
    try {
      const doc = JSON.parse(text) as Record<string, unknown>;
      const [root] = Object.keys(doc);
      const body = doc[root];
      if (!root || typeof body !== "object" || body === null) return null;
      const fields = Object.entries(body).filter(([, v]) => typeof v !== "object" || v === null)
        .map(([k, v]) => [k, String(v)] as const);
      return { root, fields };
    } catch {
      return null;
    }
  }
  if (type !== "XML") return null;
  const open = /^\s*(?:<\?xml[^>]*\?>)?\s*<([^\s>/]+)>/.exec(text);
  if (!open) return null;
  const fields: Array<readonly [string, string]> = [];
  const field = /\s*<([^\s>/]+)>([^<]*)<\/\1>/y;
  field.lastIndex = open[0].length;
  for (let m = field.exec(text); m; m = field.exec(text)) fields.push([m[1], m[2]]);
  return { root: open[1], fields };
}

/** A zero-hit search answer shaped like `header`: counts 0, keyword and page echoed, no rows. */
export function zeroResultBody(
  type: "XML" | "JSON",
  header: SearchHeader,
  query: string | null,
  page: string,
): Uint8Array<ArrayBuffer> {
  const fields = header.fields.map(([k, v]): [string, string] => {
    if (k === "totalCnt" || k === "검색결과개수" || k === "numOfRows") return [k, "0"];
    if (k === "키워드") return [k, query ?? "*"];
    if (k === "page") return [k, page];
    return [k, v];
  });
  if (type === "JSON") {
    return enc.encode(JSON.stringify({ [header.root]: Object.fromEntries(fields) }));
  }
  const inner = fields.map(([k, v]) => `<${k}>${xmlEscape(v)}</${k}>`).join("");
  return enc.encode(
    `<?xml version="1.0" encoding="UTF-8"?><${header.root}>${inner}</${header.root}>`,
  );
}

/**
 * Upstream's answer when it cannot verify the caller (no `Referer`, unknown key), as quoted in
 * chrisryugj/korean-law-mcp PR #45 (2026-05-30). Whitespace and the missing XML declaration follow
 * that quote; the exact bytes were never recorded, so this is synthetic.
 */
export function authFailureBody(): Uint8Array<ArrayBuffer> {
  return enc.encode(
    "<Response>\n  <result>사용자 정보 검증에 실패하였습니다.</result>\n" +
      "  <msg>OPEN API 호출 시 사용자 검증을 위하여 정확한 서버장비의 IP주소 및 도메인주소를 등록해 주세요.</msg>\n" +
      "</Response>\n",
  );
}
