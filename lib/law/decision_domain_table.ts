/**
 * The entries of the courts, the Constitutional Court, 법제처, 행정심판, the special tribunals and
 * the committees (the ministries are generated from `decision_ministries.ts`). Kept apart from
 * `decision_domains.ts` because it is data: names, practitioner words, id fields and list envelopes. The
 * domain types live here too, beside the ids they are built on, so this file imports nothing
 * of `decision_domains.ts` (which re-exports them).
 *
 * @module
 */

import type { MinistryTarget } from "./decision_ministries.ts";

/** The non-ministry domain ids, in listing order. */
export const CORE_IDS = [
  "prec",
  "detc",
  "expc",
  "decc",
  "ttSpecialDecc",
  "kmstSpecialDecc",
  "acrSpecialDecc",
  "adapSpecialDecc",
  "ppc",
  "eiac",
  "ftc",
  "acr",
  "fsc",
  "nlrc",
  "kcc",
  "iaciac",
  "oclt",
  "ecc",
  "sfc",
  "nhrck",
] as const;

/** A decision domain id, which is also its DRF `target`. */
export type DecisionDomainId = typeof CORE_IDS[number] | MinistryTarget;

/** What kind of body a domain has; decides section order and list field defaults. */
export type DecisionFamily =
  | "court"
  | "constitutional"
  | "interpretation"
  | "adminAppeal"
  | "tribunal"
  | "committee"
  | "ministry";

/** Where a list keeps its rows. `confirmed` is false where no real sample shows the names. */
export interface DecisionListEnvelope {
  /** Root key candidates, confirmed one first. */
  readonly roots: readonly string[];
  /** Row key candidates. */
  readonly rowKeys: readonly string[];
  /** A recorded response shows this root and row key. */
  readonly confirmed: boolean;
}

/** One decision domain. */
export interface DecisionDomain {
  /** Domain id = DRF target. */
  readonly id: DecisionDomainId;
  /** DRF `target` for lawSearch.do and lawService.do. */
  readonly target: DecisionDomainId;
  /** Body family. */
  readonly family: DecisionFamily;
  /** Korean name of the collection, e.g. 판례, 조세심판원 재결례. */
  readonly name: string;
  /** Deciding or answering body, e.g. 법원, 조세심판원, 고용노동부. */
  readonly agency: string;
  /** Short label for compact text, e.g. 판례, 조심, 공정위. */
  readonly short: string;
  /** Practitioner words that mean this domain (resolved by `findDecisionDomain` in `decision_domains.ts`). */
  readonly words: readonly string[];
  /** korean-law-mcp `domain` value meaning the same collection. */
  readonly peerDomain?: string;
  /** List field holding the 일련번호 passed as `ID` to lawService.do. */
  readonly idField: string;
  /** Body fields that echo the 일련번호. */
  readonly bodyIdFields: readonly string[];
  /** List envelope. */
  readonly list: DecisionListEnvelope;
  /** Body root candidates (unconfirmed except NlrcService); any single object root is accepted. */
  readonly bodyRoots: readonly string[];
  /** The decisive date's name (선고일자, 종국일자, 해석일자, 의결일자 …). */
  readonly dateLabel: string;
  /** Search parameter taking `YYYYMMDD~YYYYMMDD` on that date, where documented. */
  readonly dateParam?: "prncYd" | "edYd" | "explYd" | "rslYd";
  /** Search parameter taking a case/안건 number, where documented. */
  readonly numberParam?: "nb" | "itmno";
  /** Whether `curt` (법원명) filters the list. */
  readonly courtParam: boolean;
  /** Whether `cls` (재결구분코드) and `dpaYd` (처분일자) filter the list. */
  readonly appealFilters: boolean;
  /** Whether `inq`/`rpl` (질의/회신기관 code) filter the list. */
  readonly agencyFilters: boolean;
}

/** A domain entry before the derived fields. */
export type Core = Omit<
  DecisionDomain,
  "id" | "target" | "courtParam" | "appealFilters" | "agencyFilters"
>;

const cap = (s: string): string => s[0].toUpperCase() + s.slice(1);

function committee(
  target: string,
  agency: string,
  short: string,
  words: string[],
  peerDomain?: string,
): Core {
  return {
    family: "committee",
    name: `${agency} 결정문`,
    agency,
    short,
    words,
    peerDomain,
    idField: "결정문일련번호",
    bodyIdFields: ["결정문일련번호"],
    list: { roots: [cap(target)], rowKeys: [target], confirmed: false },
    bodyRoots: [`${cap(target)}Service`],
    dateLabel: "의결일자",
  };
}

function tribunal(
  target: string,
  agency: string,
  short: string,
  words: string[],
  peerDomain?: string,
): Core {
  return {
    family: "tribunal",
    name: `${agency} 재결례`,
    agency,
    short,
    words,
    peerDomain,
    idField: "특별행정심판재결례일련번호",
    bodyIdFields: ["특별행정심판재결례일련번호"],
    // Guide rows are "decc id"; the root is unrecorded (the real decc list uses Decc/decc).
    list: {
      roots: [cap(target), "SpecialDecc", "Decc", "LawSearch"],
      rowKeys: ["decc", target],
      confirmed: false,
    },
    bodyRoots: [`${cap(target)}Service`, "SpecialDeccService", "DeccService"],
    dateLabel: "의결일자",
    dateParam: "rslYd",
  };
}

/** The non-ministry entries. */
export const CORE: Readonly<Record<typeof CORE_IDS[number], Core>> = {
  prec: {
    family: "court",
    name: "판례",
    agency: "법원",
    short: "판례",
    words: ["판결", "대법원", "대법원 판례", "법원 판례", "precedent"],
    peerDomain: "precedent",
    idField: "판례일련번호",
    bodyIdFields: ["판례정보일련번호", "판례일련번호"],
    list: { roots: ["PrecSearch"], rowKeys: ["prec"], confirmed: true },
    bodyRoots: ["PrecService"],
    dateLabel: "선고일자",
    dateParam: "prncYd",
    numberParam: "nb",
  },
  detc: {
    family: "constitutional",
    name: "헌재결정례",
    agency: "헌법재판소",
    short: "헌재",
    words: ["헌재", "헌재결정", "헌법재판", "헌법재판소 결정", "constitutional"],
    peerDomain: "constitutional",
    idField: "헌재결정례일련번호",
    bodyIdFields: ["헌재결정례일련번호"],
    list: { roots: ["DetcSearch"], rowKeys: ["Detc", "detc"], confirmed: true },
    bodyRoots: ["DetcService"],
    dateLabel: "종국일자",
    dateParam: "edYd",
    numberParam: "nb",
  },
  expc: {
    family: "interpretation",
    name: "법령해석례",
    agency: "법제처",
    short: "법제처 해석",
    words: ["법제처", "법령해석", "법제처 해석", "법제처 법령해석", "해석례", "interpretation"],
    peerDomain: "interpretation",
    idField: "법령해석례일련번호",
    bodyIdFields: ["법령해석례일련번호"],
    list: { roots: ["Expc"], rowKeys: ["expc"], confirmed: true },
    bodyRoots: ["ExpcService"],
    dateLabel: "해석일자",
    dateParam: "explYd",
    numberParam: "itmno",
  },
  decc: {
    family: "adminAppeal",
    name: "행정심판례",
    agency: "행정심판위원회",
    short: "행심",
    words: ["행정심판", "행심", "중앙행정심판위원회", "중앙행심위", "재결례", "admin_appeal"],
    peerDomain: "admin_appeal",
    idField: "행정심판재결례일련번호",
    bodyIdFields: ["행정심판례일련번호", "행정심판재결례일련번호"],
    list: { roots: ["Decc"], rowKeys: ["decc"], confirmed: true },
    // Clients disagree whether the decc body root is DeccService or PrecService (drf-api.md).
    bodyRoots: ["DeccService", "PrecService"],
    dateLabel: "의결일자",
    dateParam: "rslYd",
  },
  ttSpecialDecc: tribunal("ttSpecialDecc", "조세심판원", "조심", [
    "조심원",
    "조세심판",
    "조세심판원 재결",
    "조심",
    "국심",
    "국세심판원",
    "세금심판",
    "tax_tribunal",
  ], "tax_tribunal"),
  kmstSpecialDecc: tribunal("kmstSpecialDecc", "해양안전심판원", "해심원", [
    "해심원",
    "해양안전심판",
    "해양사고 심판",
  ]),
  acrSpecialDecc: tribunal("acrSpecialDecc", "국민권익위원회 특별행정심판", "권익위 심판", [
    "권익위 행정심판",
    "권익위 특별행정심판",
    "권익위심판",
    "acr_special",
  ], "acr_special"),
  adapSpecialDecc: tribunal("adapSpecialDecc", "인사혁신처 소청심사위원회", "소청", [
    "소청심사위원회",
    "소청심사위",
    "소청심사",
    "소청",
    "appeal_review",
  ], "appeal_review"),
  ppc: committee("ppc", "개인정보보호위원회", "개인정보위", [
    "개인정보위",
    "개보위",
    "개인정보보호위",
    "pipc",
  ], "pipc"),
  eiac: committee("eiac", "고용보험심사위원회", "고용보험심사위", [
    "고용보험심사위",
    "고용보험 심사",
  ]),
  ftc: committee("ftc", "공정거래위원회", "공정위", ["공정위", "공정거래위"], "ftc"),
  acr: committee("acr", "국민권익위원회", "권익위", ["권익위", "국민권익위"], "acr"),
  fsc: committee("fsc", "금융위원회", "금융위", ["금융위"]),
  nlrc: committee("nlrc", "노동위원회", "노동위", [
    "노동위",
    "중노위",
    "지노위",
    "중앙노동위원회",
    "지방노동위원회",
  ], "nlrc"),
  kcc: committee("kcc", "방송미디어통신위원회", "방미통위", [
    "방송통신위원회",
    "방통위",
    "방미통위",
  ]),
  iaciac: committee("iaciac", "산업재해보상보험재심사위원회", "산재재심사위", [
    "산재재심사위",
    "산재보험재심사위원회",
    "산재재심사",
  ]),
  oclt: committee("oclt", "중앙토지수용위원회", "중토위", [
    "중토위",
    "토지수용위원회",
    "토지수용위",
  ]),
  ecc: committee("ecc", "중앙환경분쟁조정위원회", "환경분쟁조정위", [
    "환경분쟁조정위원회",
    "환경분쟁조정위",
    "환조위",
  ]),
  sfc: committee("sfc", "증권선물위원회", "증선위", ["증선위"]),
  nhrck: committee("nhrck", "국가인권위원회", "인권위", ["인권위", "국가인권위"]),
};
