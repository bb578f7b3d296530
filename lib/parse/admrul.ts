/**
 * Normalising 행정규칙 (`admrul`) lists and bodies — and the 학칙·공단·공공기관 규정 targets
 * (`school`, `public`, `pi`), whose rows and bodies reuse the admrul field names (drf-api.md 3.8).
 *
 * Body quirks handled here (drf-api.md 3.2): `조문내용` is a repeated element (one string per
 * article or block, JSON array) or, when `조문형식여부=N`, one long blob; `첨부파일` holds parallel
 * `첨부파일명`/`첨부파일링크` lists; annex links are relative (`/LSW/flDownload.do?flSeq=…`).
 *
 * @module
 */

import { asArray, asNode, type Node, str, textOf } from "./shape.ts";
import { type ListPage, parseListPage } from "./search.ts";
import { ShapeError } from "../errors.ts";

/** Upstream keys of the 발령 facts of an admin rule. */
export const ISSUED_KEYS = { issuedDate: "발령일자", issuedNumber: "발령번호" } as const;
/** Upstream keys of the 공포 facts of an ordinance or statute. */
export const PROMULGATION_KEYS = {
  promulgationDate: "공포일자",
  promulgationNumber: "공포번호",
} as const;
/** Upstream keys of the revision facts every rule record carries. */
export const REVISION_KEYS = { effectiveDate: "시행일자", revisionType: "제개정구분명" } as const;

/** Text fields of a node by upstream key (`{ name: "행정규칙명" }`); absent ones are left out. */
export function strings<K extends string>(
  node: Node | undefined,
  keys: Readonly<Record<K, string>>,
): { [k in K]?: string } {
  const out: { [k in K]?: string } = {};
  for (const k of Object.keys(keys) as K[]) {
    const v = str(node, keys[k]);
    if (v !== undefined) out[k] = v;
  }
  return out;
}

/** One row of an admin-rule (or institution-rule) list. */
export interface AdminRuleRow {
  /** 행정규칙일련번호 (13 digits; the body's `ID`). */
  serial: string;
  /** 행정규칙ID (the body's `LID`). */
  ruleId?: string;
  /** 행정규칙명. */
  name: string;
  /** 행정규칙종류 (훈령, 예규, 고시 …). */
  kind?: string;
  /** 발령일자 (YYYYMMDD). */
  issuedDate?: string;
  /** 발령번호. */
  issuedNumber?: string;
  /** 소관부처명 (or the institution). */
  ministry?: string;
  /** 현행연혁구분 (현행 | 연혁). */
  status?: string;
  /** 제개정구분명. */
  revisionType?: string;
  /** 시행일자 (YYYYMMDD; 99991231 = not fixed). */
  effectiveDate?: string;
  /** 법령분류명 (school/public/pi lists). */
  classification?: string;
}

/** Keys an admin-rule list row and body share. */
const RULE_KEYS = {
  ruleId: "행정규칙ID",
  kind: "행정규칙종류",
  ministry: "소관부처명",
  ...ISSUED_KEYS,
  ...REVISION_KEYS,
} as const;

/** Roots of the admin-rule lists; school/public/pi are assumed to share them (3.8 ✗). */
const ADMRUL_LIST = { roots: ["AdmRulSearch", "admRulSearch"], rowKey: "admrul" };

/** Maps one list row. */
export function adminRuleRow(r: Node): AdminRuleRow {
  return {
    serial: str(r, "행정규칙일련번호") ?? "",
    name: str(r, "행정규칙명") ?? "",
    ...strings(r, { ...RULE_KEYS, status: "현행연혁구분", classification: "법령분류명" }),
  };
}

/** Parses an admin-rule (or school/public/pi) list page. */
export function parseAdminRuleSearch(data: Record<string, unknown>): ListPage<AdminRuleRow> {
  return parseListPage(data, ADMRUL_LIST, adminRuleRow);
}

/** Identity and dates of one admin-rule version. */
export interface AdminRuleInfo {
  /** 행정규칙일련번호. */
  serial: string;
  /** 행정규칙ID. */
  ruleId?: string;
  /** 행정규칙명. */
  name: string;
  /** 행정규칙종류. */
  kind?: string;
  /** 행정규칙종류코드 (B0001 …). */
  kindCode?: string;
  /** 발령일자. */
  issuedDate?: string;
  /** 발령번호. */
  issuedNumber?: string;
  /** 제개정구분명. */
  revisionType?: string;
  /** 조문형식여부: true = the text is split into articles, false = one block / attachment. */
  articleForm: boolean;
  /** 소관부처명. */
  ministry?: string;
  /** 소관부처코드. */
  ministryCode?: string;
  /** 담당부서기관명. */
  department?: string;
  /** 전화번호. */
  phone?: string;
  /** 현행여부. */
  current?: boolean;
  /** 시행일자. */
  effectiveDate?: string;
}

/** An annex (별표·서식) of an admin rule or ordinance. */
export interface RuleAnnex {
  /** e.g. "별표 1", "서식 2의2". */
  label: string;
  /** 별표제목. */
  title?: string;
  /** Download link (absolute). */
  fileLink?: string;
  /** PDF link (absolute), when given. */
  pdfLink?: string;
  /** Whether the body carries the annex text itself (별표내용). */
  hasText: boolean;
}

/** A whole admin-rule body. */
export interface AdminRule {
  /** Identity and dates. */
  info: AdminRuleInfo;
  /** 조문내용 blocks, in order (one per article when `articleForm`). */
  blocks: string[];
  /** 부칙. */
  supplements: { promulgationDate?: string; promulgationNumber?: string; text: string }[];
  /** 별표·서식. */
  annexes: RuleAnnex[];
  /** 첨부파일 (the original documents). */
  attachments: { name: string; link?: string }[];
  /** 제개정이유. */
  revisionReason?: string;
}

const BASE = "https://www.law.go.kr";

/** Makes the upstream's relative download links absolute. */
export function absoluteLink(link: string | undefined): string | undefined {
  if (!link) return undefined;
  return link.startsWith("/") ? BASE + link : link;
}

/** "별표 1", "서식 2의3" from 구분, 번호 (4 digits) and 가지번호 (2 digits). */
export function annexLabel(node: Node): string {
  const kind = str(node, "별표구분") ?? "별표";
  const no = Number(str(node, "별표번호") ?? "0");
  const branch = Number(str(node, "별표가지번호") ?? "0");
  return `${kind} ${no}${branch > 0 ? `의${branch}` : ""}`;
}

/** A rule body's 부칙 and 제개정이유 (admin rules and ordinances name them alike). */
export function ruleParts(root: Node): {
  supplements: AdminRule["supplements"];
  revisionReason?: string;
} {
  const supplements = asArray<Node>(root["부칙"]).filter(asNode).map((s) => ({
    promulgationDate: str(s, "부칙공포일자"),
    promulgationNumber: str(s, "부칙공포번호"),
    text: textOf(s["부칙내용"]),
  }));
  const reason = textOf(asNode(root["제개정이유"])?.["제개정이유내용"]).trim();
  return { supplements, ...(reason ? { revisionReason: reason } : {}) };
}

/** A rule body's 별표단위; `linkKey` is where the file link is (ordinances: 별표첨부파일명). */
export function ruleAnnexes(root: Node, linkKey: string): RuleAnnex[] {
  return asArray<Node>(asNode(root["별표"])?.["별표단위"]).filter(asNode).map((a) => {
    const pdfLink = absoluteLink(str(a, "별표서식PDF파일링크"));
    return {
      label: annexLabel(a),
      title: str(a, "별표제목"),
      fileLink: absoluteLink(str(a, linkKey)),
      ...(pdfLink ? { pdfLink } : {}),
      hasText: textOf(a["별표내용"]).trim() !== "",
    };
  });
}

/** Parses an admin-rule body (`AdmRulService`; school/public/pi assumed the same). */
export function parseAdminRule(data: Record<string, unknown>): AdminRule {
  const root = asNode(data.AdmRulService) ?? asNode(data.admRulService);
  const base = asNode(root?.["행정규칙기본정보"]);
  if (!root || !base) {
    throw new ShapeError(
      "admin_rule",
      `행정규칙 본문 형식을 알 수 없습니다 (got ${Object.keys(data).slice(0, 3).join(",")}).`,
    );
  }
  const current = str(base, "현행여부");
  const info: AdminRuleInfo = {
    serial: str(base, "행정규칙일련번호") ?? "",
    name: str(base, "행정규칙명") ?? "",
    ...strings(base, {
      ...RULE_KEYS,
      kindCode: "행정규칙종류코드",
      ministryCode: "소관부처코드",
      department: "담당부서기관명",
      phone: "전화번호",
    }),
    articleForm: str(base, "조문형식여부") !== "N",
    ...(current ? { current: current === "Y" } : {}),
  };
  const blocks = asArray(root["조문내용"]).map((b) => textOf(b)).filter((t) => t.trim() !== "");
  const { supplements, revisionReason } = ruleParts(root);
  const annexes = ruleAnnexes(root, "별표서식파일링크");
  const att = asNode(root["첨부파일"]);
  const names = asArray(att?.["첨부파일명"]).map((n) => textOf(n).trim());
  const links = asArray(att?.["첨부파일링크"]).map((n) => textOf(n).trim());
  const attachments = names.map((name, i) => ({ name, link: absoluteLink(links[i] || undefined) }));
  return {
    info,
    blocks,
    supplements,
    annexes,
    attachments,
    ...(revisionReason ? { revisionReason } : {}),
  };
}
