/**
 * Case numbers (사건번호): the single source of their formats. Court cases are year + 사건부호 +
 * serial (2023다12345, 96누1234 — two-digit years before 2000), Constitutional Court cases use
 * 헌가/헌나/헌다/헌라/헌마/헌바/헌사/헌아, and the tax tribunal numbers claims 조심 YYYY + region +
 * serial (조심 2020서1234; 국심 for the former 국세심판원). Parsing tells which decision domain a
 * number belongs to, so a router can send "2021헌마123" to 헌재 and "조심 2020서1234" to 조세심판원.
 *
 * @module
 */

/** Which numbering system a case number follows. */
export type CaseNumberKind = "court" | "constitutional" | "taxTribunal";

/** Meaning of one 사건부호. */
export interface CaseCodeInfo {
  /** 민사, 가사, 형사, 행정, 특허, 선거, 도산, 헌법. */
  readonly category: string;
  /** Instance or proceeding, e.g. 1심 합의, 항소, 상고, 헌법소원(68조1항). */
  readonly proceeding: string;
}

const c = (category: string, proceeding: string): CaseCodeInfo => ({ category, proceeding });

/** Court 사건부호 (대법원 재판예규 「사건별 부호문자의 부여에 관한 예규」, main ones). */
export const COURT_CODES: Readonly<Record<string, CaseCodeInfo>> = {
  가합: c("민사", "1심 합의"),
  가단: c("민사", "1심 단독"),
  가소: c("민사", "소액"),
  나: c("민사", "항소"),
  다: c("민사", "상고"),
  라: c("민사", "항고"),
  마: c("민사", "재항고"),
  그: c("민사", "특별항고"),
  머: c("민사", "조정"),
  차: c("민사", "지급명령"),
  카합: c("민사", "신청(합의)"),
  카단: c("민사", "신청(단독)"),
  카기: c("민사", "기타 신청"),
  타경: c("민사", "부동산경매"),
  드합: c("가사", "1심 합의"),
  드단: c("가사", "1심 단독"),
  드: c("가사", "1심"),
  르: c("가사", "항소"),
  므: c("가사", "상고"),
  브: c("가사", "항고"),
  스: c("가사", "재항고"),
  느합: c("가사", "비송(합의)"),
  느단: c("가사", "비송(단독)"),
  너: c("가사", "조정"),
  고합: c("형사", "1심 합의"),
  고단: c("형사", "1심 단독"),
  고정: c("형사", "정식재판"),
  고약: c("형사", "약식"),
  노: c("형사", "항소"),
  도: c("형사", "상고"),
  로: c("형사", "항고"),
  모: c("형사", "재항고"),
  오: c("형사", "비상상고"),
  초: c("형사", "신청"),
  초기: c("형사", "기타 신청"),
  감도: c("형사", "치료감호 상고"),
  전도: c("형사", "부착명령 상고"),
  구합: c("행정", "1심 합의"),
  구단: c("행정", "1심 단독"),
  구: c("행정", "1심(1998년 이전 고등법원)"),
  누: c("행정", "항소"),
  두: c("행정", "상고"),
  루: c("행정", "항고"),
  무: c("행정", "재항고"),
  아: c("행정", "신청"),
  허: c("특허", "특허법원 1심"),
  후: c("특허", "상고"),
  수: c("선거", "선거소송"),
  회합: c("도산", "회생(합의)"),
  회단: c("도산", "회생(단독)"),
  하합: c("도산", "파산(합의)"),
  하단: c("도산", "파산(단독)"),
  하면: c("도산", "면책"),
  개회: c("도산", "개인회생"),
};

/** Constitutional Court 사건부호. */
export const CONSTITUTIONAL_CODES: Readonly<Record<string, CaseCodeInfo>> = {
  헌가: c("헌법", "위헌법률심판"),
  헌나: c("헌법", "탄핵심판"),
  헌다: c("헌법", "정당해산심판"),
  헌라: c("헌법", "권한쟁의심판"),
  헌마: c("헌법", "헌법소원(68조1항)"),
  헌바: c("헌법", "헌법소원(68조2항)"),
  헌사: c("헌법", "가처분 등 신청"),
  헌아: c("헌법", "재심"),
};

/** Tax tribunal region letters of a claim number (조심 2020서1234). */
export const TAX_TRIBUNAL_REGIONS: Readonly<Record<string, string>> = {
  서: "서울",
  중: "중부",
  부: "부산",
  광: "광주",
  전: "대전",
  인: "인천",
  구: "대구",
  지: "지방세",
};

/** A parsed case number. */
export interface CaseNumber {
  /** Numbering system. */
  kind: CaseNumberKind;
  /** Four-digit year. */
  year: number;
  /** 사건부호 (다, 헌마) or tax-tribunal region letter (서). */
  code: string;
  /** Serial number. */
  serial: number;
  /** 조심 or 국심 (tax tribunal only). */
  prefix?: string;
  /** Court named before the number (대법원-2025-두-34107, 서울고법 2020누1234), if any. */
  court?: string;
  /**
   * Serials of the cases joined to this one, as a list writes them after the first number
   * ("2016다244224, 244231": the first number is the case, 244231 the joined 2016다244231).
   */
  joined?: number[];
  /** Category and proceeding of the code. */
  info: CaseCodeInfo;
  /** Decision domain (DRF target) that holds cases of this kind. */
  domain: "prec" | "detc" | "ttSpecialDecc";
}

const DOMAIN: Readonly<Record<CaseNumberKind, CaseNumber["domain"]>> = {
  court: "prec",
  constitutional: "detc",
  taxTribunal: "ttSpecialDecc",
};

const TAX = /^(조심|국심)\s*(\d{4})\s*([서중부광전인구지])\s*0*(\d{1,6})$/;
const DASHED = /^([가-힣]*(?:법원|고법|지법))\s*-\s*(\d{4})\s*-\s*([가-힣]{1,3})\s*-\s*(\d{1,7})$/;
const PLAIN =
  /^(?:([가-힣]*(?:법원|고법|지법|재판소))\s*)?(\d{2}|\d{4})\s*([가-힣]{1,3})\s*(\d{1,7})$/;

function fullYear(y: string): number {
  const n = Number(y);
  return y.length === 2 ? 1900 + n : n;
}

function courtCase(
  year: number,
  code: string,
  serial: string,
  court?: string,
): CaseNumber | undefined {
  const con = CONSTITUTIONAL_CODES[code];
  const info = con ?? COURT_CODES[code];
  // Serial 0 is a masked number ("2020나0000" in published texts), not a case.
  if (!info || year < 1948 || year > 2100 || Number(serial) < 1) return undefined;
  const kind: CaseNumberKind = con ? "constitutional" : "court";
  return {
    kind,
    year,
    code,
    serial: Number(serial),
    ...(court ? { court } : {}),
    info,
    domain: DOMAIN[kind],
  };
}

/**
 * Parses one case number; undefined when the text is not one.
 *
 * @example
 * ```ts
 * import { parseCaseNumber } from "./case_numbers.ts";
 * parseCaseNumber("2023다12345")?.domain; // "prec"
 * parseCaseNumber("2021헌마123")?.domain; // "detc"
 * parseCaseNumber("조심 2020서1234")?.domain; // "ttSpecialDecc"
 * ```
 */
export function parseCaseNumber(text: string): CaseNumber | undefined {
  const whole = text.normalize("NFC").trim().replace(/\s*(?:호|사건)$/, "");
  // Joined cases are listed after the first number: "2016다244224, 244231" (same year and code).
  const joined = /^(.*?\d)((?:\s*,\s*\d{1,7})+)$/.exec(whole);
  const t = joined ? joined[1] : whole;
  const n = parseOne(t);
  if (!joined || !n) return n;
  if (n.kind === "taxTribunal") return undefined; // no joined claims written this way
  return { ...n, joined: joined[2].match(/\d+/g)!.map(Number) };
}

/**
 * The court a case number names, when it names one: 대법원-2026-두-31028 → 대법원,
 * 서울행정법원2025구합54182 → 서울행정법원. Rows from 국세법령정보시스템 leave 법원명 empty and
 * carry the court only in the number.
 *
 * @example
 * ```ts
 * import { courtOfCaseNumber } from "./case_numbers.ts";
 * courtOfCaseNumber("수원고등법원-2025-누-984"); // "수원고등법원"
 * courtOfCaseNumber("2025두30615"); // undefined
 * ```
 */
export function courtOfCaseNumber(text: string | undefined): string | undefined {
  return text ? parseCaseNumber(text)?.court : undefined;
}

function parseOne(t: string): CaseNumber | undefined {
  const tax = TAX.exec(t);
  if (tax) {
    const [, prefix, y, region, serial] = tax;
    return {
      kind: "taxTribunal",
      year: Number(y),
      code: region,
      serial: Number(serial),
      prefix,
      info: { category: "조세", proceeding: `심판청구(${TAX_TRIBUNAL_REGIONS[region]})` },
      domain: "ttSpecialDecc",
    };
  }
  const dashed = DASHED.exec(t);
  if (dashed) return courtCase(Number(dashed[2]), dashed[3], dashed[4], dashed[1]);
  const plain = PLAIN.exec(t);
  if (plain) return courtCase(fullYear(plain[2]), plain[3], plain[4], plain[1]);
  return undefined;
}

/**
 * Writes a case number the way courts and DRF lists do: 2023다12345, 96누1234, 2021헌마123,
 * 조심 2020서1234 (serial padded to four digits); `compact` drops the space after 조심.
 */
export function formatCaseNumber(n: CaseNumber, opts: { compact?: boolean } = {}): string {
  if (n.kind === "taxTribunal") {
    const serial = String(n.serial).padStart(4, "0");
    return `${n.prefix ?? "조심"}${opts.compact ? "" : " "}${n.year}${n.code}${serial}`;
  }
  const year = n.year < 2000 ? String(n.year % 100).padStart(2, "0") : String(n.year);
  return `${year}${n.code}${n.serial}`;
}

/**
 * A case number as every face shows it: one form whatever the source wrote (국세법령정보시스템's
 * "대법원-2026-두-31028" reads "2026두31028", the court being the row's own part; see
 * {@link courtOfCaseNumber}); a text that is not a case number comes back trimmed.
 *
 * @example
 * ```ts
 * import { displayCaseNumber } from "./case_numbers.ts";
 * displayCaseNumber("대법원-2026-두-31028"); // "2026두31028"
 * displayCaseNumber("2023두 41055"); // "2023두41055"
 * ```
 */
export function displayCaseNumber(text: string): string {
  const n = parseCaseNumber(text);
  if (!n) return text.trim();
  const one = formatCaseNumber(n);
  return n.joined ? [one, ...n.joined].join(", ") : one;
}

/**
 * The key two rows of one case share, whatever the format: court (given, or read from the
 * number) and number. Undefined when the text is not a case number.
 *
 * @example
 * ```ts
 * import { caseKey } from "./case_numbers.ts";
 * caseKey("대법원-2023-두-41055") === caseKey("2023두41055", "대법원"); // true
 * ```
 */
export function caseKey(text: string, court?: string): string | undefined {
  const n = parseCaseNumber(text);
  if (!n) return undefined;
  return `${court || n.court || ""}|${formatCaseNumber(n, { compact: true })}`;
}

/** Whether two texts name the same case (spacing, padding, court prefix and 호 ignored). */
export function sameCaseNumber(a: string, b: string): boolean {
  const x = parseCaseNumber(a);
  const y = parseCaseNumber(b);
  return !!x && !!y && formatCaseNumber(x, { compact: true }) ===
      formatCaseNumber(y, { compact: true });
}

const SCAN =
  /(?:(조심|국심)\s*(\d{4})\s*([서중부광전인구지])\s*(\d{1,6}))|(?<![\d가-힣])(\d{4}|\d{2})\s?([가-힣]{1,3})\s?(\d{1,7})(?!\d)/g;

/** A case number found in a text, where it stands. */
export interface FoundCaseNumber {
  /** The parsed number. */
  number: CaseNumber;
  /** Offset of {@link FoundCaseNumber.text} in the (NFC) text. */
  index: number;
  /** The number as written. */
  text: string;
}

/**
 * Every case number in a free text with its place, in order of appearance (for linking them).
 * Offsets are into `text.normalize("NFC")`.
 *
 * @example
 * ```ts
 * import { scanCaseNumbers } from "./case_numbers.ts";
 * scanCaseNumbers("대법원 2023다12345 판결")[0].index; // 4
 * ```
 */
export function scanCaseNumbers(text: string): FoundCaseNumber[] {
  const out: FoundCaseNumber[] = [];
  for (const m of text.normalize("NFC").matchAll(SCAN)) {
    const n = m[1]
      ? parseCaseNumber(`${m[1]} ${m[2]}${m[3]}${m[4]}`)
      : courtCase(fullYear(m[5]), m[6], m[7]);
    if (n) out.push({ number: n, index: m.index!, text: m[0] });
  }
  return out;
}

/**
 * Every case number in a free text, in order of appearance (for citation checks).
 *
 * @example
 * ```ts
 * import { findCaseNumbers, formatCaseNumber } from "./case_numbers.ts";
 * findCaseNumbers("대법원 2023다12345 판결과 2021헌마123 결정").map((n) => formatCaseNumber(n));
 * // ["2023다12345", "2021헌마123"]
 * ```
 */
export function findCaseNumbers(text: string): CaseNumber[] {
  return scanCaseNumbers(text).map((f) => f.number);
}
