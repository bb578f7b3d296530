/**
 * `applicable_law`: which version of a statute was in force on a date, what 부칙 적용례 and
 * 경과조치 say about the article in question, and whether the law was not yet in force or
 * repealed then. Versions come from list_law_versions; when that list cannot be had, the current
 * version is only used if it already applied on the date (said so in the answer).
 *
 * @module
 */

import { showDate } from "../vocab/dates.ts";
import {
  type AnalysisEnv,
  type Answer,
  attempt,
  type BranchFailure,
  clip,
  sameLawName,
} from "./run.ts";
import { type TransitionalRule, transitionalRules } from "./supplements.ts";
import { josa } from "../korean/mod.ts";

/** Standing of the law on the date. */
export type LawStanding = "in_force" | "not_yet_in_force" | "repealed" | "could_not_check";

/** A version of the statute. */
export interface VersionRef {
  /** 법령일련번호. */
  mst: string;
  /** 시행일자 YYYYMMDD. */
  effectiveDate?: string;
  /** 공포일자. */
  promulgationDate?: string;
  /** 제개정구분. */
  revisionType?: string;
  /** 현행/시행예정/연혁. */
  status?: string;
}

/** The answer. */
export interface ApplicableLaw {
  /** Law name (as found) and ID. */
  law: { name: string; lawId?: string };
  /** The date asked about. */
  date: string;
  /** Standing on that date. */
  standing: LawStanding;
  /** Version in force on the date. */
  version?: VersionRef;
  /** How the version was chosen. */
  basis?: "version-list" | "current-only";
  /** Versions effective after the date (later amendments, 시행예정). */
  later: VersionRef[];
  /** The article asked about, from that version. */
  article?: { label: string; title?: string; text: string };
  /** 적용례·경과조치 that may change the answer. */
  transitional: TransitionalRule[];
  /** Branches that failed. */
  unchecked: BranchFailure[];
  /** One-line explanation. */
  summary: string;
}

type VersionRow = Answer<"list_law_versions">["rows"][number];

/** Finds the version of `name` in force on `date` (YYYYMMDD), with its transitional rules. */
export async function applicableLaw(
  env: AnalysisEnv,
  q: { name?: string; lawId?: string; date: string; article?: string },
): Promise<ApplicableLaw> {
  const unchecked: BranchFailure[] = [];
  const label = q.name ?? q.lawId ?? "";
  const list = await attempt(env.tools, "list_law_versions", {
    ...(q.name ? { name: q.name } : { lawId: q.lawId }),
  });
  let versions: VersionRow[] = [];
  if (list.ok) versions = list.data.rows;
  else unchecked.push(list.failure);
  if (q.name) versions = versions.filter((v) => sameLawName(v.name, q.name));
  versions.sort((a, b) => (b.effectiveDate ?? "").localeCompare(a.effectiveDate ?? ""));
  let law = { name: versions[0]?.name ?? label, lawId: versions[0]?.lawId ?? q.lawId };
  let version: VersionRef | undefined;
  let basis: ApplicableLaw["basis"];
  let standing: LawStanding = "could_not_check";
  const later: VersionRef[] = [];
  const pick = (v: VersionRef): VersionRef => ({
    mst: v.mst,
    effectiveDate: v.effectiveDate,
    promulgationDate: v.promulgationDate,
    revisionType: v.revisionType,
    status: v.status,
  });
  if (versions.length) {
    basis = "version-list";
    const inForce = versions.find((v) => v.effectiveDate && v.effectiveDate <= q.date);
    later.push(...versions.filter((v) => v.effectiveDate && v.effectiveDate > q.date).map(pick));
    const more = list.ok && (list.data.next !== undefined || list.data.complete === false);
    if (!inForce && more) {
      // Older versions are on later pages: "not yet in force" would be a guess.
      unchecked.push({
        tool: "list_law_versions",
        code: "PARTIAL",
        message: `첫 쪽에 ${showDate(q.date)} 이전 판이 없습니다; 다음 쪽(page: 2)을 보세요`,
      });
    } else if (!inForce) standing = "not_yet_in_force";
    else {
      version = pick(inForce);
      standing = /폐지/.test(inForce.revisionType ?? "") ? "repealed" : "in_force";
    }
  } else {
    // No version list: the current version answers only if it already applied on the date.
    const found = await attempt(env.tools, "search_law", { query: label, display: 20 });
    if (!found.ok) unchecked.push(found.failure);
    else {
      const row = found.data.rows.find((r) =>
        sameLawName(r.name, label) || sameLawName(r.abbreviation, label)
      );
      if (row) {
        law = { name: row.name, lawId: row.lawId };
        // A partial demo row has no MST: it names no version to answer the date with.
        const { mst, effectiveDate } = row;
        if (mst && effectiveDate && effectiveDate <= q.date) {
          version = pick({ ...row, mst });
          basis = "current-only";
          standing = "in_force";
        } else if (mst && effectiveDate) later.push(pick({ ...row, mst }));
      } else {
        unchecked.push({
          tool: "search_law",
          code: "NOT_FOUND",
          message: `'${label}' 일치 법령 없음`,
        });
      }
    }
  }
  let article: ApplicableLaw["article"];
  let transitional: TransitionalRule[] = [];
  if (version && standing !== "repealed") {
    const current = version.status === "현행" || basis === "current-only";
    const loc = law.lawId ? { lawId: law.lawId } : { name: law.name };
    const body = await attempt(env.tools, "get_law_text", {
      ...loc,
      ...(current ? {} : { asOf: q.date }),
      ...(q.article ? { articles: [q.article] } : {}),
      include: ["supplements"],
    });
    if (!body.ok) unchecked.push(body.failure);
    else {
      const a = body.data.articles[0];
      if (q.article && a) {
        article = {
          label: a.label,
          ...(a.title ? { title: a.title } : {}),
          text: clip([a.text, ...a.paragraphs.map((p) => p.text)].join(" "), 600),
        };
      }
      const missing = body.data.missing[0];
      if (q.article && missing) {
        unchecked.push({
          tool: "get_law_text",
          code: "NOT_FOUND",
          message: `${missing.requested} 없음 (가까운 조문: ${missing.nearest.join(", ")})`,
        });
      }
      transitional = transitionalRules(body.data.supplements ?? [], q.article);
      if (q.article) transitional = transitional.filter((t) => t.mentionsArticle);
    }
  }
  const summary = standing === "in_force"
    ? `${showDate(q.date)}에는 ${law.name} 시행 ${
      showDate(version?.effectiveDate) || "?"
    } 판(MST ${version?.mst})이 적용됩니다` +
      (basis === "current-only"
        ? " (판 목록을 못 받아 현행판이 그날 이미 시행 중이었음만 확인)"
        : "") +
      (transitional.length ? `; 부칙 적용례·경과조치 ${transitional.length}건 확인 필요.` : ".")
    : standing === "not_yet_in_force"
    ? `${showDate(q.date)}에는 ${josa(law.name, "이/가")} 아직 시행 전이었습니다 (최초 시행 ${
      showDate(later.at(-1)?.effectiveDate) || "?"
    }).`
    : standing === "repealed"
    ? `${showDate(q.date)}에는 ${josa(law.name, "이/가")} 폐지된 상태였습니다 (폐지 시행 ${
      showDate(version?.effectiveDate) || "?"
    }).`
    : `${showDate(q.date)}에 적용되던 판을 확인하지 못했습니다 (${
      unchecked.map((u) => `${u.tool}: ${u.code}`).join(", ") || "판 목록 없음"
    }).`;
  return {
    law,
    date: q.date,
    standing,
    ...(version ? { version } : {}),
    ...(basis ? { basis } : {}),
    later,
    ...(article ? { article } : {}),
    transitional,
    unchecked,
    summary,
  };
}
