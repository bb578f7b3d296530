/**
 * Annex (별표·서식) notation: the one place that reads and writes "별표 1의2", "[별표 3]",
 * "별표1-2", "서식 2", "별지 제1호의2서식" and the 6-digit code the DRF API uses (별표번호 4 digits
 * + 가지번호 2 digits: 별표 1의2 → `000102`; bodies append a kind letter, `000100E` 별표 /
 * `000100F` 서식).
 *
 * Matching is exact: 별표 1의2 is never 별표 1, and 별표 1 is never 별표 10. 서식 and 별지 are one
 * family, because law bodies file "[별지 제1호서식]" under 별표구분 "서식".
 *
 * A law with a single annex prints it without a number — "[별표]", "[서식]", "[별지 서식]" —
 * and its 별표단위 says 별표번호 `0000` (별표키 `000000E`). That is number 0 here: written
 * "별표" (never "별표 0"), read back from "별표" and "[별표]", code `000000`.
 *
 * @module
 */

/** Kinds of annex the upstream names (별표구분, 별표종류). */
export type AnnexKind = "별표" | "서식" | "별지" | "별도" | "부록" | "별첨";

/** The kinds, in the order the guide lists them. */
export const ANNEX_KINDS: readonly AnnexKind[] = ["별표", "서식", "별지", "별도", "부록", "별첨"];

/** One annex's identity within its law. */
export interface AnnexRef {
  /** 별표 / 서식 / 별지 …. */
  kind: AnnexKind;
  /** 별표번호, 1..9999; 0 for the one unnumbered annex ("[별표]", 별표번호 0000). */
  number: number;
  /** 가지번호: 2 for 별표 1의2, 0 for none. */
  branch: number;
}

/** Families that match each other: 별지 forms are filed as 서식. */
export type AnnexFamily = "별표" | "서식" | "별도" | "부록" | "별첨";

/** The matching family of a kind. */
export function annexFamily(kind: AnnexKind): AnnexFamily {
  return kind === "별지" ? "서식" : kind;
}

/** Whether `s` is a known kind. */
export function isAnnexKind(s: string): s is AnnexKind {
  return (ANNEX_KINDS as readonly string[]).includes(s);
}

const MAX_NUMBER = 9999;
const MAX_BRANCH = 99;

function ok(kind: AnnexKind, number: number, branch: number): AnnexRef | undefined {
  if (!Number.isInteger(number) || number < 0 || number > MAX_NUMBER) return undefined;
  if (!Number.isInteger(branch) || branch < 0 || branch > MAX_BRANCH) return undefined;
  // The unnumbered annex has no branches: "별표 0의2" is no notation.
  if (number === 0 && branch > 0) return undefined;
  return { kind, number, branch };
}

// 별지 제1호의2서식, 별지 제1호 서식, [별지 1], 제2호서식 (kind 서식).
const FORM = /^(별지)?\s*제?\s*(\d{1,4})\s*호?\s*(?:의\s*(\d{1,2}))?\s*(?:호)?\s*(서식)?$/;
// 별표 1, 별표1의2, 별표 1-2, 서식 3, 부록 2, 별표 제1호; a bare 별표 / 서식 is the unnumbered one.
const PLAIN =
  /^(별표|서식|별지|별도|부록|별첨)(?:\s*제?\s*(\d{1,4})\s*호?\s*(?:(?:의|-|－|‐)\s*(\d{1,2}))?)?$/;
// 별지 서식: the unnumbered form.
const BARE_FORM = /^별지\s*서식$/;

/**
 * Reads one annex notation; undefined when it is not one.
 *
 * @example
 * ```ts
 * import { parseAnnexRef } from "./annex.ts";
 * parseAnnexRef("[별표 1의2]"); // { kind: "별표", number: 1, branch: 2 }
 * parseAnnexRef("별지 제3호의2서식"); // { kind: "별지", number: 3, branch: 2 }
 * parseAnnexRef("별표1-2"); // { kind: "별표", number: 1, branch: 2 }
 * parseAnnexRef("[별표]"); // { kind: "별표", number: 0, branch: 0 } — the unnumbered one
 * ```
 */
export function parseAnnexRef(text: string): AnnexRef | undefined {
  if (typeof text !== "string") return undefined;
  const s = text.normalize("NFC").trim().replace(/^[[【〔(]\s*/, "").replace(/\s*[\]】〕)]$/, "")
    .trim();
  const plain = PLAIN.exec(s);
  if (plain) {
    // Only the bare word is the unnumbered annex: "별표 0" is no notation a law prints.
    if (plain[2] !== undefined && Number(plain[2]) === 0) return undefined;
    return ok(plain[1] as AnnexKind, Number(plain[2] ?? 0), Number(plain[3] ?? 0));
  }
  if (BARE_FORM.test(s)) return { kind: "별지", number: 0, branch: 0 };
  const form = FORM.exec(s);
  if (form && (form[1] || form[4])) {
    return ok(form[1] ? "별지" : "서식", Number(form[2]), Number(form[3] ?? 0));
  }
  return undefined;
}

/**
 * Writes the notation laws print: "별표 1의2", "서식 2", "별지 제1호의2서식".
 *
 * @example
 * ```ts
 * import { formatAnnexRef } from "./annex.ts";
 * formatAnnexRef({ kind: "별표", number: 1, branch: 2 }); // "별표 1의2"
 * formatAnnexRef({ kind: "별지", number: 1, branch: 0 }); // "별지 제1호서식"
 * formatAnnexRef({ kind: "별표", number: 0, branch: 0 }); // "별표"
 * ```
 */
export function formatAnnexRef(ref: AnnexRef): string {
  if (ref.number === 0) return ref.kind === "별지" ? "별지 서식" : ref.kind;
  const branch = ref.branch ? `의${ref.branch}` : "";
  if (ref.kind === "별지") return `별지 제${ref.number}호${branch}서식`;
  return `${ref.kind} ${ref.number}${branch}`;
}

/**
 * The notation without spaces, for paths and URIs: "별표1의2", "별지1", "별표" (unnumbered).
 *
 * @example
 * ```ts
 * import { compactAnnexRef } from "./annex.ts";
 * compactAnnexRef({ kind: "별표", number: 1, branch: 2 }); // "별표1의2"
 * compactAnnexRef({ kind: "별표", number: 0, branch: 0 }); // "별표"
 * ```
 */
export function compactAnnexRef(ref: AnnexRef): string {
  if (ref.number === 0) return ref.kind;
  return `${ref.kind}${ref.number}${ref.branch ? `의${ref.branch}` : ""}`;
}

/**
 * The API's 6-digit code (별표번호 4 digits + 가지번호 2 digits).
 *
 * @example
 * ```ts
 * import { annexCode } from "./annex.ts";
 * annexCode({ number: 1, branch: 2 }); // "000102" (별표1의2)
 * ```
 */
export function annexCode(ref: Pick<AnnexRef, "number" | "branch">): string {
  return String(ref.number).padStart(4, "0") + String(ref.branch).padStart(2, "0");
}

/**
 * Reads a 별표키 or code: "000102" → 1의2; "000100E" → 별표 1, "000100F" → 서식 1 (the
 * letter, when present, gives the kind); "000000E" → the unnumbered 별표.
 *
 * @example
 * ```ts
 * import { parseAnnexCode } from "./annex.ts";
 * parseAnnexCode("000200F"); // { number: 2, branch: 0, kind: "서식" }
 * ```
 */
export function parseAnnexCode(
  code: string,
): { number: number; branch: number; kind?: AnnexKind } | undefined {
  const m = /^(\d{4})(\d{2})([EF])?$/.exec(code?.trim() ?? "");
  if (!m) return undefined;
  const number = Number(m[1]);
  if (number < 1 && m[2] !== "00") return undefined;
  const kind: AnnexKind | undefined = m[3] === "E" ? "별표" : m[3] === "F" ? "서식" : undefined;
  return { number, branch: Number(m[2]), ...(kind ? { kind } : {}) };
}

/**
 * Exact identity: same family, number and branch (별표 1의2 ≠ 별표 1; 별지 제1호서식 = 서식 1).
 *
 * @example
 * ```ts
 * import { sameAnnex } from "./annex.ts";
 * sameAnnex({ kind: "별표", number: 1, branch: 2 }, { kind: "별표", number: 1, branch: 0 }); // false
 * ```
 */
export function sameAnnex(a: AnnexRef, b: AnnexRef): boolean {
  return annexFamily(a.kind) === annexFamily(b.kind) && a.number === b.number &&
    a.branch === b.branch;
}

/**
 * The notation a title starts with, and the rest: "[별표 1] 선서문" → 별표 1 + "선서문".
 *
 * @example
 * ```ts
 * import { splitAnnexTitle } from "./annex.ts";
 * splitAnnexTitle("[별표 1] 선서문"); // { ref: { kind: "별표", number: 1, branch: 0 }, rest: "선서문" }
 * ```
 */
export function splitAnnexTitle(title: string): { ref?: AnnexRef; rest: string } {
  const m = /^\s*[[【]([^\]】]{1,30})[\]】]\s*/.exec(title ?? "");
  if (m) {
    const ref = parseAnnexRef(m[1]);
    if (ref) return { ref, rest: title.slice(m[0].length).trim() };
  }
  return { rest: (title ?? "").trim() };
}

/**
 * The article an annex title says it belongs to: "…(제3조제1항 관련)" → "제3조제1항". Titles
 * may name several ("제4조 및 제6조 관련"): all are returned.
 *
 * @example
 * ```ts
 * import { delegatingArticles } from "./annex.ts";
 * delegatingArticles("최저임금 적용 제외의 인가 기준(제3조제1항 관련)"); // ["제3조제1항"]
 * ```
 */
export function delegatingArticles(title: string): string[] {
  const m = /[(（]([^()（）]*?)\s*관련\s*[)）]/.exec(title ?? "");
  if (!m) return [];
  return [
    ...m[1].matchAll(/제\s*\d+\s*조(?:\s*의\s*\d+)?(?:\s*제\s*\d+\s*항)?(?:\s*제\s*\d+\s*호)?/g),
  ]
    .map((x) => x[0].replace(/\s+/g, ""));
}
