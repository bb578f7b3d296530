/**
 * Which stored version of a law answers on a date: the one in force (newest 시행일자 on or before
 * it) and a newer promulgated one not yet in force, with the labels both carry.
 *
 * @module
 */

import type { StatuteStatus } from "../parse/statute_types.ts";
import type { LibraryLawRow, PendingVersion } from "./types.ts";

/** A `laws` row as stored. */
export interface VersionRow {
  /** Row id. */
  id: number;
  /** 법령ID. */
  law_id: string;
  /** 법령MST. */
  mst: string;
  /** 제목. */
  name: string;
  /** 법령구분. */
  kind: string;
  /** 0 법률, 1 대통령령, 2 the rest. */
  tier: number;
  /** 소관부처 as a JSON list. */
  ministries: string;
  /** 공포일자 `YYYY-MM-DD`. */
  promulgated: string;
  /** 공포번호. */
  promulgation_number: string | null;
  /** 시행일자 `YYYY-MM-DD`. */
  effective: string;
  /** 1 repeal stub, 2 superseded by a newer 법령ID of the same name. */
  repealed: number;
  /** Corpus path. */
  path: string;
  /** Text before any article. */
  preamble: string;
  /** StoredHeading[] as JSON. */
  headings: string;
  /** AnnexUnit[] as JSON. */
  annexes: string;
  /** Supplement[] as deflated JSON (left out of most reads). */
  supplements?: Uint8Array | string;
}

/** The version a read settles on, with its labels. */
export interface Choice {
  /** The stored version. */
  chosen: VersionRow;
  /** in_force, pending or repealed on the date asked. */
  status: LibraryLawRow["status"];
  /** The same in the statute model's words (현행, 시행예정, 연혁). */
  infoStatus: StatuteStatus;
  /** A newer version not in force on the date. */
  pending?: PendingVersion;
}

/** Today in Korea as `YYYY-MM-DD` (statutes take effect at 00:00 KST). *
 * @example
 * ```ts
 * import { todayKstIso } from "./versions.ts";
 * todayKstIso(new Date("2026-06-04T15:30:00Z")); // "2026-06-05"
 * ```
 */
export function todayKstIso(now: Date = new Date()): string {
  return new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}

/** A date as `YYYY-MM-DD` (from `YYYYMMDD` too); today in Korea when absent. */
export function isoDate(d: string | undefined): string {
  if (!d) return todayKstIso();
  return /^\d{8}$/.test(d) ? `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}` : d;
}

/** `YYYY-MM-DD` → `YYYYMMDD`. */
export const compact = (d: string) => d.replaceAll("-", "");

/** The version in force on `asOf` and the newest promulgated one after it, of one law. *
 * @example
 * ```ts
 * import { pickVersions, type VersionRow } from "./versions.ts";
 * const v = (mst: string, effective: string) => ({ mst, effective, promulgated: effective }) as VersionRow;
 * pickVersions([v("1", "2025-10-01"), v("2", "2027-01-01")], "2026-06-05"); // inForce 1, pending 2
 * ```
 */
export function pickVersions(
  versions: readonly VersionRow[],
  asOf: string,
): { inForce?: VersionRow; pending?: VersionRow } {
  let inForce: VersionRow | undefined;
  let pending: VersionRow | undefined;
  for (const v of versions) {
    if (v.effective <= asOf) {
      if (
        !inForce || v.effective > inForce.effective ||
        (v.effective === inForce.effective && v.promulgated > inForce.promulgated)
      ) inForce = v;
    } else if (!pending || v.promulgated > pending.promulgated) pending = v;
  }
  return { inForce, pending };
}

/** The list row of a stored version. */
export function lawRow(v: VersionRow, status: LibraryLawRow["status"]): LibraryLawRow {
  return {
    lawId: v.law_id,
    mst: v.mst,
    name: v.name,
    kind: v.kind,
    ministries: JSON.parse(v.ministries),
    promulgated: v.promulgated,
    effective: v.effective,
    status,
    path: v.path,
  };
}

/** The 시행 예정 label of a stored version. */
export function pendingOf(v: VersionRow): PendingVersion {
  return {
    mst: v.mst,
    effective: v.effective,
    promulgated: v.promulgated,
    label: v.effective.startsWith("9999")
      ? "시행 예정 (시행일 미정)"
      : `시행 예정 (${v.effective})`,
  };
}
