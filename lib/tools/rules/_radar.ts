/**
 * The judgement behind ordinance_radar: is an ordinance older than its parent law's latest
 * revision? Pure functions, so the ranking is testable without the upstream.
 *
 * @module
 */

import { showDate } from "../../vocab/dates.ts";

/** A parent law's identity and latest revision. */
export interface ParentLaw {
  /** 법령ID. */
  lawId: string;
  /** 법령명. */
  name: string;
  /** 법령구분명. */
  kind?: string;
  /** 공포일자 of the latest revision. */
  promulgationDate?: string;
  /** 시행일자 of that revision. */
  effectiveDate?: string;
  /** 제개정구분명 of that revision. */
  revisionType?: string;
}

/** One ordinance's facts. */
export interface OrdinanceFacts {
  /** 자치법규일련번호. */
  serial: string;
  /** 자치법규명. */
  name: string;
  /** 자치법규종류. */
  kind?: string;
  /** 공포일자 of its latest version. */
  promulgationDate?: string;
  /** 시행일자. */
  effectiveDate?: string;
  /** 제개정구분명. */
  revisionType?: string;
}

/** How urgent a row is: review > check > unknown > ok. */
export type RadarStatus = "review" | "check" | "unknown" | "ok";

/** One ranked (ordinance, parent law) pair. */
export interface RadarRow extends OrdinanceFacts {
  /** The parent law compared against. */
  parentLawId: string;
  /** Its name. */
  parentName: string;
  /** Linked articles, e.g. "시행령 제5조의5 → 제6조". */
  links: string[];
  /** The verdict. */
  status: RadarStatus;
  /** Days between the ordinance's and the parent's latest 공포 (positive = ordinance older). */
  lagDays?: number;
  /** Why, in one sentence. */
  reason: string;
}

const RANK: Record<RadarStatus, number> = { review: 0, check: 1, unknown: 2, ok: 3 };

function days(a: string, b: string): number {
  const d = (s: string) => Date.UTC(+s.slice(0, 4), +s.slice(4, 6) - 1, +s.slice(6, 8));
  return Math.round((d(b) - d(a)) / 86_400_000);
}

/** Judges one pair. 타법개정 of the parent is a weaker signal (often only wording elsewhere). */
export function judge(
  ord: OrdinanceFacts,
  parent: ParentLaw,
  links: string[],
  today: string,
): RadarRow {
  const base = { ...ord, parentLawId: parent.lawId, parentName: parent.name, links };
  const p = parent.promulgationDate;
  const o = ord.promulgationDate;
  if (!p || !o || !/^\d{8}$/.test(p) || !/^\d{8}$/.test(o)) {
    return { ...base, status: "unknown", reason: "공포일자가 없어 비교하지 못했습니다." };
  }
  const lag = days(o, p);
  const upcoming = parent.effectiveDate && parent.effectiveDate > today
    ? ` (상위법령 개정 시행 예정 ${showDate(parent.effectiveDate)})`
    : "";
  if (lag <= 0) {
    return {
      ...base,
      status: "ok",
      lagDays: lag,
      reason: `조례 공포 ${showDate(o)}가 ${parent.name} 최근 개정 공포 ${showDate(p)} 이후입니다.`,
    };
  }
  const other = parent.revisionType === "타법개정";
  return {
    ...base,
    status: other ? "check" : "review",
    lagDays: lag,
    reason: `${parent.name}이 ${showDate(p)} ${parent.revisionType ?? "개정"}된 뒤 ` +
      `이 조례는 개정되지 않았습니다 (조례 공포 ${showDate(o)}, ${lag}일 앞섬)${upcoming}` +
      (other ? ". 타법개정이라 조례 정비가 필요 없을 수도 있습니다." : ". 정비 검토 대상입니다."),
  };
}

/** Orders rows: most urgent status first, then the longest lag. */
export function rank(rows: RadarRow[]): RadarRow[] {
  return [...rows].sort((a, b) =>
    RANK[a.status] - RANK[b.status] || (b.lagDays ?? 0) - (a.lagDays ?? 0) ||
    a.name.localeCompare(b.name, "ko")
  );
}

/** 「…」 citations in an ordinance text, in order, without duplicates. */
export function citedLaws(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/「([^」]{2,80})」/g)) {
    const name = m[1].trim();
    if (!out.includes(name)) out.push(name);
  }
  return out;
}
