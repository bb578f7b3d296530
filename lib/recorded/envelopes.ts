/**
 * Synthetic DRF envelopes for requests that no recording answers: the lawService "miss"
 * (`Law` + sentence), the zero-hit search header, and the user-verification failure. Shapes are
 * copied from recorded samples where the index has one for the target, so a synthetic answer
 * looks like a real one of the same target; else root, count field and miss sentence are the
 * catalogue's (lib/targets).
 *
 * @module
 */

import type { DrfFormat } from "./types.ts";
import { findTarget } from "../targets/catalogue.ts";

const enc = new TextEncoder();

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

/**
 * Header used when no sample of the target exists: the catalogue's first list root and count
 * field (`LawSearch` and `totalCnt` for a target it does not know), law-list fields.
 */
export function defaultSearchHeader(target: string): SearchHeader {
  const list = findTarget(target)?.search;
  const root = list?.roots[0] ?? "LawSearch";
  const count = list?.count ?? "totalCnt";
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
