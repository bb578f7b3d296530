/**
 * Annex entries from every place the upstream lists them: the 별표단위 of a statute, admin rule
 * or ordinance body, and the `licbyl` / `admbyl` / `ordinbyl` lists. One shape for all, with the
 * notation read through `lib/law/annex.ts` only.
 *
 * @module
 */

import {
  annexCode,
  type AnnexKind,
  delegatingArticles,
  formatAnnexRef,
  isAnnexKind,
  parseAnnexCode,
  parseAnnexRef,
  sameAnnex,
  splitAnnexTitle,
} from "../../law/annex.ts";
import type { AnnexUnit } from "../../parse/statute_types.ts";
import { type ListPage, type ListShape, parseListPage } from "../../parse/search.ts";
import { asArray, asNode, type Node, str, textOf } from "../../parse/shape.ts";
import { listEnvelope as listShape } from "../../targets/mod.ts";

/** Which family of documents an annex belongs to. */
export type AnnexFamily = "law" | "admrul" | "ordin";

/** One annex, from a body or an index list. */
export interface AnnexEntry {
  /** 별표 / 서식 / 별지 …. */
  kind: AnnexKind;
  /** 별표번호. */
  number: number;
  /** 가지번호 (0 = none). */
  branch: number;
  /** The notation as printed: "별표 1의2", "별지 제1호서식". */
  label: string;
  /** 6-digit API code (별표번호 + 가지번호). */
  code: string;
  /** Title without the leading notation. */
  title?: string;
  /** Articles the title says it belongs to ("제3조제1항 관련"). */
  articles: string[];
  /** HWP/HWPX download link. */
  fileLink?: string;
  /** PDF download link. */
  pdfLink?: string;
  /** Where the entry (and its links) came from. */
  source: "body" | "index";
  /** 별표일련번호 of the index row, when one matched. */
  indexSeq?: string;
  /** The index row's own link, when it differs from the body's (stale index). */
  staleIndexLink?: string;
  /** 별표내용: the body's box-drawing text rendering, when given. */
  text?: string;
}

function entry(
  ref: { kind: AnnexKind; number: number; branch: number },
  rawTitle: string | undefined,
  extra: Omit<AnnexEntry, "kind" | "number" | "branch" | "label" | "code" | "articles">,
  label?: string,
): AnnexEntry {
  // Strip a leading "[별표 1]" only when it names this annex ("[별지 제2호서식]으로 이동" stays).
  const split = splitAnnexTitle(rawTitle ?? "");
  const own = split.ref && sameAnnex(split.ref, ref);
  const title = (own ? split.rest : (rawTitle ?? "").trim()) || undefined;
  return {
    ...ref,
    label: label ?? formatAnnexRef(ref),
    code: annexCode(ref),
    ...(title ? { title } : {}),
    articles: delegatingArticles(title ?? ""),
    ...extra,
  };
}

/** The notation the text's first line prints, when it names this same annex ("[별지 제1호서식]"). */
function printedLabel(
  text: string | undefined,
  ref: { kind: AnnexKind; number: number; branch: number },
) {
  const head = (text ?? "").split("\n", 1)[0];
  for (const m of head.matchAll(/\[([^\]]{1,30})\]/g)) {
    const printed = parseAnnexRef(m[1]);
    if (printed && sameAnnex(printed, ref)) return formatAnnexRef(printed);
  }
  return undefined;
}

/**
 * Entries from a statute body's 별표 units — the unnumbered "[별표]" (별표번호 0000) included:
 * a law whose body lists one has an annex.
 */
export function fromStatuteUnits(units: readonly AnnexUnit[]): AnnexEntry[] {
  return units.filter((u) => u.number >= 0).map((u) => {
    const kind: AnnexKind = isAnnexKind(u.kind) ? u.kind : "별표";
    const ref = { kind, number: u.number, branch: u.branch };
    return entry(ref, u.title, {
      source: "body",
      ...(u.fileLink ? { fileLink: u.fileLink } : {}),
      ...(u.pdfLink ? { pdfLink: u.pdfLink } : {}),
      ...(u.text ? { text: u.text } : {}),
    }, printedLabel(u.text, ref));
  });
}

/**
 * Entries from the 별표단위 of an admin rule (`AdmRulService`) or ordinance (`LawService`) body.
 * Ordinance units file "[별표 1] 선서문" under 별표구분 "서식": the printed notation in the
 * title wins, and their link is the absolute `별표첨부파일명`.
 */
export function fromRuleBody(data: Record<string, unknown>, target: "admrul" | "ordin"): {
  name?: string;
  entries: AnnexEntry[];
} {
  const root = asNode(data[target === "admrul" ? "AdmRulService" : "LawService"]) ?? {};
  const info = asNode(root[target === "admrul" ? "행정규칙기본정보" : "자치법규기본정보"]);
  const name = str(info, target === "admrul" ? "행정규칙명" : "자치법규명");
  const units = asArray<Node>(asNode(root["별표"])?.["별표단위"]).filter((u) => asNode(u));
  const entries: AnnexEntry[] = [];
  for (const u of units) {
    const number = Number(str(u, "별표번호") ?? "0");
    if (!(number >= 0)) continue; // 0000 is the unnumbered "[별표]"
    const branch = Number(str(u, "별표가지번호") ?? "0") || 0;
    const rawTitle = str(u, "별표제목");
    const printed = splitAnnexTitle(rawTitle ?? "").ref;
    const declared = str(u, "별표구분") ?? "별표";
    const kind: AnnexKind = printed && printed.number === number && printed.branch === branch
      ? printed.kind
      : isAnnexKind(declared)
      ? declared
      : "별표";
    const text = textOf(u["별표내용"]).trim() || undefined;
    const fileLink = str(u, "별표서식파일링크") ?? str(u, "별표첨부파일명");
    const pdfLink = str(u, "별표서식PDF파일링크");
    entries.push(entry({ kind, number, branch }, rawTitle, {
      source: "body",
      ...(fileLink ? { fileLink } : {}),
      ...(pdfLink ? { pdfLink } : {}),
      ...(text ? { text } : {}),
    }, printedLabel(text, { kind, number, branch })));
  }
  return { name, entries };
}

/** The three annex lists and their envelopes (the catalogue's; `ordinbyl` root unconfirmed). */
export const ANNEX_LISTS: Readonly<
  Record<AnnexFamily, { list: "licbyl" | "admbyl" | "ordinbyl"; shape: ListShape }>
> = {
  law: { list: "licbyl", shape: listShape("licbyl") },
  admrul: { list: "admbyl", shape: listShape("admbyl") },
  ordin: { list: "ordinbyl", shape: listShape("ordinbyl") },
};

/** One index row: an entry plus the law it belongs to. */
export interface IndexRow {
  /** The annex. */
  entry: AnnexEntry;
  /** 관련법령명 / 관련행정규칙명 / 관련자치법규명. */
  lawName: string;
  /** 관련법령일련번호 (MST) / 관련행정규칙일련번호 / 관련자치법규일련번호. */
  lawSeq?: string;
  /** 관련법령ID, when given. */
  lawId?: string;
}

const NAME_FIELD: Record<AnnexFamily, [string, string]> = {
  law: ["관련법령명", "관련법령일련번호"],
  admrul: ["관련행정규칙명", "관련행정규칙일련번호"],
  ordin: ["관련자치법규명", "관련자치법규일련번호"],
};

/** Reads the 별표번호 of an index row: "0001", "000102", "1의2" or "1-2". */
function rowRef(r: Node, kind: AnnexKind, title: string | undefined) {
  const raw = str(r, "별표번호") ?? "";
  const printed = splitAnnexTitle(title ?? "").ref;
  if (/^\d{1,4}$/.test(raw)) {
    const number = Number(raw);
    const branch = printed && printed.number === number ? printed.branch : 0;
    return number >= 0 ? { kind, number, branch: number ? branch : 0 } : undefined;
  }
  const code = parseAnnexCode(raw);
  if (code) return { kind, number: code.number, branch: code.branch };
  const parsed = parseAnnexRef(`${kind} ${raw}`);
  return parsed ? { ...parsed, kind } : printed;
}

/** Parses one page of an annex list. */
export function parseAnnexList(
  data: Record<string, unknown>,
  family: AnnexFamily,
): ListPage<IndexRow | undefined> {
  const [nameKey, seqKey] = NAME_FIELD[family];
  return parseListPage(data, ANNEX_LISTS[family].shape, (r): IndexRow | undefined => {
    const declared = str(r, "별표종류") ?? "별표";
    const title = str(r, "별표명");
    const kind: AnnexKind = isAnnexKind(declared) ? declared : "별표";
    const ref = rowRef(r, kind, title);
    if (!ref) return undefined;
    const fileLink = str(r, "별표서식파일링크");
    const pdfLink = str(r, "별표서식PDF파일링크");
    const seq = str(r, "별표일련번호");
    return {
      entry: entry(ref, title, {
        source: "index",
        ...(seq ? { indexSeq: seq } : {}),
        ...(fileLink ? { fileLink } : {}),
        ...(pdfLink ? { pdfLink } : {}),
      }),
      lawName: str(r, nameKey) ?? "",
      lawSeq: str(r, seqKey),
      lawId: str(r, "관련법령ID"),
    };
  });
}

/**
 * Merges index rows into body entries. The body is the current text, so its links win; an
 * index row whose link differs is kept as `staleIndexLink`, and rows the body lacks are added
 * with source "index".
 */
export function crossCheck(body: AnnexEntry[], index: AnnexEntry[]): AnnexEntry[] {
  const out = body.map((e) => ({ ...e }));
  for (const row of index) {
    const hit = out.find((e) => sameAnnex(e, row) && e.source === "body");
    if (!hit) {
      out.push(row);
      continue;
    }
    if (row.indexSeq) hit.indexSeq = row.indexSeq;
    if (row.fileLink && hit.fileLink && row.fileLink !== hit.fileLink) {
      hit.staleIndexLink = row.fileLink;
    }
  }
  return out;
}
