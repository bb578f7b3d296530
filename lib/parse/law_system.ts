/**
 * Normalising the 법령 체계도 (`lsStmd` body, root `법령체계도`): the statute family
 * 법률 → 시행령 → 시행규칙 with the 행정규칙 hanging off each level, and the 관련법령.
 *
 * The real body nests `상하위법/법률/시행령[]/시행규칙[]` and puts `행정규칙/{훈령|예규|고시|공고…}[]`
 * beside the 기본정보 of each level; a 시행규칙 may hang off the 법률 directly (e.g. 관세법 제68조에
 * 따른 … 규칙). The tree is flattened into rows with a `parentMst` so that every consumer (and
 * every output schema) stays non-recursive.
 *
 * @module
 */

import { lawTier } from "../law/names.ts";
import { asNode, type Node, str, withAttr } from "./shape.ts";
import { lawIdentity, nodes } from "./structure_shared.ts";
import { ShapeError } from "../errors.ts";

/** One statute of the family. */
export interface LawSystemStatute {
  /** 법률, 시행령 or 시행규칙 (the level in the tree, not the 법종구분). */
  tier: "법률" | "시행령" | "시행규칙";
  /** 법령ID. */
  lawId: string;
  /** 법령일련번호 (MST). */
  mst: string;
  /** 법령명. */
  name: string;
  /** 법종구분 (법률, 대통령령, 기획재정부령 …). */
  kind?: string;
  /** 공포일자 YYYYMMDD. */
  promulgationDate?: string;
  /** 공포번호. */
  promulgationNumber?: string;
  /** 시행일자 YYYYMMDD. */
  effectiveDate?: string;
  /** 제개정구분. */
  revisionType?: string;
  /** MST of the statute this one sits under (absent for the 법률). */
  parentMst?: string;
}

/** One 행정규칙 under a statute. */
export interface LawSystemAdminRule {
  /** 훈령, 예규, 고시, 공고 … (the element name). */
  kind: string;
  /** 행정규칙ID. */
  adminRuleId: string;
  /** 행정규칙일련번호 (what admrul bodies take as ID). */
  serial: string;
  /** 행정규칙명. */
  name: string;
  /** 발령일자 YYYYMMDD. */
  issuedDate?: string;
  /** 발령번호. */
  issuedNumber?: string;
  /** 시행일자 YYYYMMDD. */
  effectiveDate?: string;
  /** MST of the statute it belongs to. */
  parentMst: string;
}

/** A whole 체계도. */
export interface LawSystem {
  /** The statute the 체계도 was asked for. */
  base: LawSystemStatute;
  /** The family, top-down, 법률 first. */
  statutes: LawSystemStatute[];
  /** 행정규칙 of every level. */
  adminRules: LawSystemAdminRule[];
  /** 관련법령. */
  related: LawSystemStatute[];
}

function statute(
  info: Node | undefined,
  tier: LawSystemStatute["tier"],
  parentMst?: string,
): LawSystemStatute {
  const id = lawIdentity(info);
  return {
    tier,
    ...id,
    lawId: id.lawId ?? "",
    mst: id.mst ?? "",
    name: id.name ?? "",
    kind: withAttr(info, "법종구분", "법종구분코드")[0],
    ...(parentMst ? { parentMst } : {}),
  };
}

function adminRules(level: Node, parentMst: string, out: LawSystemAdminRule[]): void {
  for (const group of nodes(level["행정규칙"])) {
    for (const [kind, v] of Object.entries(group)) {
      for (const rule of nodes(v)) {
        const info = asNode(rule["기본정보"]) ?? rule;
        out.push({
          kind,
          adminRuleId: str(info, "행정규칙ID") ?? "",
          serial: str(info, "행정규칙일련번호") ?? "",
          name: str(info, "행정규칙명") ?? "",
          issuedDate: str(info, "발령일자"),
          issuedNumber: str(info, "발령번호"),
          effectiveDate: str(info, "시행일자"),
          parentMst,
        });
      }
    }
  }
}

function walk(
  level: Node,
  tier: LawSystemStatute["tier"],
  parentMst: string | undefined,
  sys: LawSystem,
): void {
  const s = statute(asNode(level["기본정보"]), tier, parentMst);
  sys.statutes.push(s);
  adminRules(level, s.mst, sys.adminRules);
  if (tier === "법률") { for (const d of nodes(level["시행령"])) walk(d, "시행령", s.mst, sys); }
  if (tier !== "시행규칙") {
    for (const r of nodes(level["시행규칙"])) walk(r, "시행규칙", s.mst, sys);
  }
}

/**
 * Parses an `lsStmd` body.
 *
 * @example
 * ```ts
 * import { parseLawSystem } from "./law_system.ts";
 * const body = {
 *   법령체계도: {
 *     기본정보: { 법령명: "관세법", 법령일련번호: "1" },
 *     상하위법: {
 *       법률: {
 *         기본정보: { 법령명: "관세법", 법령일련번호: "1" },
 *         시행령: { 기본정보: { 법령명: "관세법 시행령", 법령일련번호: "2" } },
 *       },
 *     },
 *   },
 * };
 * parseLawSystem(body).statutes.map((s) => s.name); // ["관세법", "관세법 시행령"]
 * ```
 */
export function parseLawSystem(data: Record<string, unknown>): LawSystem {
  const root = asNode(data["법령체계도"]);
  if (!root) {
    throw new ShapeError(
      "law_system",
      `법령 체계도 형식이 아닙니다 (root: ${Object.keys(data).slice(0, 3).join(",")}).`,
    );
  }
  const baseInfo = asNode(root["기본정보"]);
  const sys: LawSystem = {
    base: statute(baseInfo, "법률"),
    statutes: [],
    adminRules: [],
    related: [],
  };
  const family = asNode(root["상하위법"]);
  for (const law of nodes(family?.["법률"])) walk(law, "법률", undefined, sys);
  const base = sys.statutes.find((s) => s.mst === sys.base.mst);
  if (base) sys.base = base;
  for (const group of nodes(root["관련법령"])) {
    for (const c of nodes(group["conlaw"])) {
      sys.related.push(statute(c, lawTier(str(c, "법령명") ?? "")));
    }
  }
  return sys;
}
