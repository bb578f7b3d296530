/**
 * Normalising the term dictionaries: the classic 법령용어 list and body (`lstrm`), and the
 * knowledge-base indexes of 법령용어 (`lstrmAI`) and 일상용어 (`dlytrm`).
 *
 * Two quirks matter here. The `lstrm` body is column-oriented: every field is a parallel array
 * (one element per dictionary sense) or a bare scalar when there is one sense, and the arrays
 * need not be equally long. And knowledge-base rows carry their serial number only inside link
 * fields templated with `OC=…` (drf-api.md Q9), so the number is extracted and the link dropped.
 *
 * @module
 */

import { ShapeError } from "../errors.ts";
import { type ListPage, parseListPage } from "./search.ts";
import { asArray, asNode, type Node, str, textOf } from "./shape.ts";

/** 사전구분코드 / 법령용어코드 → dictionary name (drf-api.md 3.7). */
export const TERM_DICTIONARIES: Readonly<Record<string, string>> = {
  "011401": "법령용어사전",
  "011402": "법령정의사전",
  "011403": "법령한영사전",
};

/** The serial number a knowledge-base link points at (`…&MST=572531`), without the link. */
export function serialOfLink(link: string | undefined): string | undefined {
  return link ? /[?&]MST=(\d+)/.exec(link)?.[1] : undefined;
}

/** Splits the comma-joined id/code lists of `lstrm` rows ("20388,5009349"). */
function commaList(v: string | undefined): string[] {
  return v ? v.split(",").map((s) => s.trim()).filter(Boolean) : [];
}

/** A row of the classic 법령용어 list. */
export interface LegalTermRow {
  /** 법령용어명. */
  name: string;
  /** 법령용어ID — one per dictionary sense (the row may join several). */
  termIds: string[];
  /** 사전구분코드 per sense (011401 용어사전, 011402 정의사전, 011403 한영사전). */
  dictionaryCodes: string[];
  /** 법령종류코드 (010101 법령, 010102 행정규칙), as given. */
  lawKindCodes: string[];
}

/** Parses a `lstrm` list page (root `LsTrmSearch`, rows `lstrm`). */
export function parseLegalTermList(data: Record<string, unknown>): ListPage<LegalTermRow> {
  return parseListPage(data, { roots: ["LsTrmSearch"], rowKey: "lstrm" }, (r: Node) => ({
    name: str(r, "법령용어명") ?? "",
    termIds: commaList(str(r, "법령용어ID")),
    dictionaryCodes: commaList(str(r, "사전구분코드")),
    lawKindCodes: commaList(str(r, "법령종류코드")),
  }));
}

/** One dictionary sense of a 법령용어. */
export interface LegalTermSense {
  /** 법령용어 일련번호. */
  seq?: string;
  /** 법령용어명_한글. */
  name: string;
  /** 법령용어명_한자 (or the English term in the 한영사전). */
  nameHanja?: string;
  /** 법령용어코드 (dictionary). */
  dictionaryCode?: string;
  /** 법령용어코드명, e.g. 법령정의사전. */
  dictionary?: string;
  /** 법령용어정의. */
  definition: string;
  /** 출처 (the statute or rule the definition comes from). */
  source?: string;
}

function cleanDefinition(s: string): string {
  return s.replace(/<br\s*\/?>/gi, "\n").replace(/<[^>]+>/g, "").trim();
}

/**
 * Parses a `lstrm` body (root `LsTrmService`) into senses by zipping its parallel columns.
 * A body without that root is malformed (misses were already turned into NOT_FOUND upstream).
 */
export function parseLegalTermBody(data: Record<string, unknown>): LegalTermSense[] {
  const root = asNode(data.LsTrmService);
  if (!root) {
    throw new ShapeError(
      "lstrm",
      `법령용어 본문 형식을 알 수 없습니다 (root ${Object.keys(data).slice(0, 3).join(",")}).`,
    );
  }
  const col = (k: string) => asArray(root[k]).map((v) => textOf(v).trim());
  const seq = col("법령용어일련번호").length ? col("법령용어일련번호") : col("법령용어 일련번호");
  const names = col("법령용어명_한글");
  const hanja = col("법령용어명_한자");
  const codes = col("법령용어코드");
  const codeNames = col("법령용어코드명");
  const defs = col("법령용어정의");
  const sources = col("출처");
  const n = Math.max(names.length, defs.length, seq.length);
  const out: LegalTermSense[] = [];
  for (let i = 0; i < n; i++) {
    const code = codes[i] || undefined;
    out.push({
      seq: seq[i] || undefined,
      name: names[i] || names[0] || "",
      nameHanja: hanja[i] || undefined,
      dictionaryCode: code,
      dictionary: codeNames[i] || (code ? TERM_DICTIONARIES[code] : undefined),
      definition: cleanDefinition(defs[i] ?? ""),
      source: sources[i] || undefined,
    });
  }
  return out;
}

/** A row of the knowledge-base 법령용어 index (`lstrmAI`). */
export interface KbTermRow {
  /** 법령용어명. */
  name: string;
  /** Knowledge-base serial number (from the link fields). */
  termId?: string;
  /** 동음이의어존재여부 = Y. */
  homonym: boolean;
  /** 비고. */
  note?: string;
}

/** Parses a `lstrmAI` list (root `lstrmAISearch`, rows `법령용어`, count `검색결과개수`). */
export function parseKbTermList(data: Record<string, unknown>): ListPage<KbTermRow> {
  return parseListPage(data, { roots: ["lstrmAISearch"], rowKey: "법령용어" }, (r: Node) => ({
    name: str(r, "법령용어명") ?? "",
    termId: serialOfLink(str(r, "용어간관계링크")) ?? serialOfLink(str(r, "조문간관계링크")),
    homonym: str(r, "동음이의어존재여부") === "Y",
    note: str(r, "비고"),
  }));
}

/** A row of the knowledge-base 일상용어 index (`dlytrm`). */
export interface DailyTermRow {
  /** 일상용어명. */
  name: string;
  /** Knowledge-base serial number (from the link field). */
  termId?: string;
  /** 출처. */
  source?: string;
}

/** Parses a `dlytrm` list (root `dlytrmSearch`, rows `일상용어`). */
export function parseDailyTermList(data: Record<string, unknown>): ListPage<DailyTermRow> {
  return parseListPage(data, { roots: ["dlytrmSearch"], rowKey: "일상용어" }, (r: Node) => ({
    name: str(r, "일상용어명") ?? "",
    termId: serialOfLink(str(r, "용어간관계링크")),
    source: str(r, "출처"),
  }));
}
