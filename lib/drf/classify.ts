/**
 * Reading a DRF body: is it the data we asked for, or one of the upstream's HTTP-200 failures?
 *
 * The DRF API answers almost everything with status 200: a key not approved for a target gets an
 * HTML page, a miss gets a tiny `Law` envelope holding a sentence, some committees answer `{}`,
 * and incidents produce empty bodies or maintenance pages. This module decides by content.
 *
 * @module
 */

import { DrfError, ShapeError } from "../errors.ts";
import { XmlParseError, xmlToDrfObject } from "../parse/xml.ts";
import { upstreamMessageError } from "./upstream_message.ts";

/** Output formats of the DRF API. */
export type DrfFormat = "XML" | "JSON" | "HTML";

/** A body that holds data. `data` has the DRF JSON shape whatever the wire format was. */
export type ClassifiedBody =
  | { kind: "data"; data: Record<string, unknown> }
  | { kind: "html"; html: string };

/** The first sentence of the "not approved" page, verbatim. */
export const NOT_APPROVED_MARKER = "미신청된 목록/본문";
/** The upstream's answer when it cannot verify the caller. */
export const KEY_REJECTED_MARKER = "사용자 정보 검증에 실패";

const BLOCKED_MARKERS = ["비정상적인 접근", "자동화된", "captcha", "접근이 차단", "Access Denied"];
const MAINTENANCE_MARKERS = ["점검", "maintenance", "일시적", "서비스 이용이 원활", "잠시 후"];

/** Strips a BOM and the blank lines the upstream sometimes sends before a document. */
function trimStart(body: string): string {
  let i = 0;
  while (i < body.length) {
    const c = body.charCodeAt(i);
    if (c === 0xfeff || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
    else break;
  }
  return i === 0 ? body : body.slice(i);
}

function looksLikeHtml(head: string): boolean {
  const h = head.slice(0, 200).toLowerCase();
  return h.startsWith("<!doctype html") || h.startsWith("<html") ||
    (h.startsWith("<!doctype") && h.includes("html"));
}

/** A `Law` envelope whose value is a sentence is a message, not an English statute. */
function envelopeMessage(data: Record<string, unknown>): string | undefined {
  const keys = Object.keys(data);
  if (keys.length !== 1 || keys[0] !== "Law") return undefined;
  const v = data.Law;
  return typeof v === "string" ? v : undefined;
}

function classifyHtml(html: string, format: DrfFormat, target: string): ClassifiedBody {
  if (html.includes(NOT_APPROVED_MARKER)) {
    throw new DrfError(
      "NOT_APPROVED",
      `이 OC 키는 '${target}' 대상의 ${format} 형식이 신청되지 않았습니다. open.law.go.kr → ` +
        "OPEN API → OPEN API 신청에서 해당 법령종류와 출력 형식(XML/JSON)을 체크하세요. " +
        "같은 페이지는 브라우저 헤더 없이 호출해도 나옵니다 (key not approved for this target/format).",
      { target, format },
    );
  }
  if (BLOCKED_MARKERS.some((m) => html.includes(m))) {
    throw new DrfError(
      "UPSTREAM_BLOCKED",
      "법제처 서버가 이 요청을 자동화된 접근으로 차단했습니다. 잠시 후 다시 시도하세요 " +
        "(upstream anti-bot page).",
      { target, format },
    );
  }
  if (format === "HTML") return { kind: "html", html };
  const maintenance = MAINTENANCE_MARKERS.some((m) => html.includes(m));
  throw new DrfError(
    "UPSTREAM_MAINTENANCE",
    maintenance
      ? "법제처 서버가 점검 중이거나 과부하 상태입니다. 잠시 후 다시 시도하세요 (maintenance page)."
      : `법제처 서버가 ${format} 대신 HTML 페이지를 보냈습니다. 일시적 장애일 수 있습니다 ` +
        "(unexpected HTML page).",
    { target, format },
  );
}

/**
 * Classifies one response body, returning the data or throwing a typed {@link DrfError}.
 *
 * @example
 * ```ts
 * import { classifyBody } from "./classify.ts";
 * classifyBody('{"Law":"일치하는 판례가 없습니다.  판례명을 확인하여 주십시오."}', "JSON", "prec");
 * // throws DrfError NOT_FOUND
 * classifyBody('{"Law":"현재 서비스를 이용할 수 없습니다."}', "JSON", "prec");
 * // throws DrfError UPSTREAM_MAINTENANCE (never a miss)
 * ```
 */
export function classifyBody(body: string, format: DrfFormat, target: string): ClassifiedBody {
  const text = trimStart(body);
  if (text.length === 0) {
    throw new DrfError("UPSTREAM_EMPTY", "법제처 서버가 빈 응답을 보냈습니다 (empty body).", {
      target,
      format,
    });
  }
  if (text.slice(0, 2000).includes(KEY_REJECTED_MARKER)) {
    throw new DrfError(
      "KEY_REJECTED",
      "법제처가 사용자 검증에 실패했습니다: OC 키가 틀렸거나, open.law.go.kr에 호출 서버의 IP·도메인이 " +
        "등록되지 않았거나, 요청에 Referer 헤더가 없습니다. 키와 등록 정보를 확인하세요 (caller not verified).",
      { target, format },
    );
  }
  if (text.charCodeAt(0) === 0x3c /* < */ && looksLikeHtml(text)) {
    return classifyHtml(text, format, target);
  }
  if (format === "HTML") return classifyHtml(text, format, target);

  let data: Record<string, unknown>;
  try {
    data = parseData(text, format);
  } catch (e: unknown) {
    const where = e instanceof XmlParseError ? `: ${(e as Error).message}` : "";
    throw new DrfError(
      "UPSTREAM_MALFORMED",
      `법제처 응답을 ${format}로 읽을 수 없습니다 (잘렸거나 깨진 응답)${where}`,
      { target, format, cause: e instanceof Error ? e.name : undefined },
      true,
    );
  }
  if (Object.keys(data).length === 0) {
    throw new DrfError("NOT_FOUND", "해당 자료가 없습니다 (upstream answered an empty object).", {
      target,
      format,
    });
  }
  const message = envelopeMessage(data);
  // A known miss sentence is NOT_FOUND; any other sentence is the upstream speaking (maintenance,
  // permission, quota, unknown), never a miss.
  if (message !== undefined) throw upstreamMessageError(message, target, format);
  return { kind: "data", data };
}

function parseData(text: string, format: DrfFormat): Record<string, unknown> {
  if (format === "JSON") {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      throw new ShapeError("json", "JSON body is not an object");
    }
    return parsed as Record<string, unknown>;
  }
  return xmlToDrfObject(text);
}
