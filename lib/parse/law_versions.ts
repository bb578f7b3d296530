/**
 * Versions of one statute (연혁·현행·시행예정): from the `eflaw` list, which has one row per
 * 시행일 slice, and from the `lsHistory` HTML list, which has one row per 공포 (분리시행 collapsed,
 * drf-api.md Q11) and prints dates without zero padding ("2010.1.1", Q7).
 *
 * @module
 */

import { toYmd } from "./dates.ts";
import { normalizeLawName } from "../law/names.ts";
import type { LawSearchRow } from "./search.ts";
import { decodeEntities } from "./shape.ts";
import type { StatuteStatus } from "./statute_types.ts";

/** One version of a statute, readable with `MST` + `efYd`. */
export interface LawVersion {
  /** 법령ID (absent in `lsHistory` rows). */
  lawId?: string;
  /** 법령일련번호 (MST) of the 공포 version. */
  mst: string;
  /** 법령명한글. */
  name: string;
  /** 시행일자 YYYYMMDD (the slice's date for `eflaw`). */
  effectiveDate?: string;
  /** 공포일자 YYYYMMDD. */
  promulgationDate?: string;
  /** 공포번호 without zero padding. */
  promulgationNumber?: string;
  /** 제개정구분명. */
  revisionType?: string;
  /** 현행연혁코드 (absent in `lsHistory` rows). */
  status?: StatuteStatus;
  /** 법령구분명. */
  kind?: string;
  /** 소관부처명. */
  ministry?: string;
  /** The name before this version renamed the statute (제명변경), when it did. */
  renamedFrom?: string;
  /** Set when this version carries a name the statute no longer has. */
  formerName?: boolean;
}

/** A statute's versions taken from search rows, and which statute they belong to. */
export interface VersionPick {
  /** 법령ID of the statute. */
  lawId?: string;
  /** Its name. */
  name?: string;
  /** Its versions, upstream order. */
  versions: LawVersion[];
}

const unpad = (n: string | undefined): string | undefined =>
  n && /^\d+$/.test(n) ? String(Number(n)) : n;

/**
 * Keeps the rows of exactly one statute: by 법령ID when known, else the first row whose name
 * equals `name` (spacing and middle dots aside) decides the 법령ID. A 시행령 never passes for
 * its 법률, and an 일괄개정령 that merely mentions the name is left out.
 */
export function versionsFromRows(
  rows: readonly LawSearchRow[],
  pick: { lawId?: string; name?: string },
): VersionPick {
  let lawId = pick.lawId?.replace(/^0+/, "");
  const want = pick.name ? normalizeLawName(pick.name) : undefined;
  if (!lawId && want) {
    lawId = rows.find((r) => normalizeLawName(r.name) === want)?.lawId.replace(/^0+/, "");
  }
  const mine = lawId ? rows.filter((r) => r.lawId.replace(/^0+/, "") === lawId) : [];
  return {
    lawId: mine[0]?.lawId ?? pick.lawId,
    name: mine.find((r) => r.status === "현행")?.name ?? mine[0]?.name ?? pick.name,
    versions: mine.map((r) => ({
      lawId: r.lawId,
      mst: r.mst,
      name: r.name,
      effectiveDate: r.effectiveDate,
      promulgationDate: r.promulgationDate,
      promulgationNumber: unpad(r.promulgationNumber),
      revisionType: r.revisionType,
      status: r.status,
      kind: r.kind,
      ministry: r.ministry,
    })),
  };
}

/**
 * Marks a renamed statute's versions: the one that brought each new name (`renamedFrom`), and
 * those under a name no longer the statute's (`formerName`). `versions` in any order.
 *
 * @example
 * ```ts
 * import { markRenames } from "./law_versions.ts";
 * const v = markRenames([
 *   { mst: "2", name: "새법", effectiveDate: "20200101" },
 *   { mst: "1", name: "옛법", effectiveDate: "19900101" },
 * ]);
 * v[0].renamedFrom; // "옛법"
 * ```
 */
export function markRenames(versions: readonly LawVersion[]): LawVersion[] {
  const asc = sortVersions([...versions], "asc");
  const current = asc.at(-1)?.name;
  const renamed = new Map<LawVersion, string>();
  asc.forEach((v, i) => {
    if (i > 0 && asc[i - 1].name !== v.name) renamed.set(v, asc[i - 1].name);
  });
  return versions.map((v) => ({
    ...v,
    ...(renamed.has(v) ? { renamedFrom: renamed.get(v) } : {}),
    ...(v.name !== current ? { formerName: true } : {}),
  }));
}

/** Newest 시행일 first; same date → later 공포 first (it consolidates the earlier one). */
export function sortVersions(versions: LawVersion[], order: "asc" | "desc"): LawVersion[] {
  const key = (v: LawVersion) =>
    `${v.effectiveDate ?? "00000000"}${v.promulgationDate ?? "00000000"}${
      (v.promulgationNumber ?? "0").padStart(8, "0")
    }`;
  const sorted = [...versions].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return order === "asc" ? sorted : sorted.reverse();
}

/**
 * `2010.1.1`, `2010. 1. 1.`, `2010-01-01` or `20100101` → `20100101`; anything else undefined.
 *
 * @example
 * ```ts
 * import { dottedToYmd } from "./law_versions.ts";
 * dottedToYmd("2010.1.1"); // "20100101"
 * ```
 */
export function dottedToYmd(s: string | undefined): string | undefined {
  return toYmd(s);
}

const REVISION =
  /^(제정|일부개정|전부개정|폐지제정|폐지|타법개정|타법폐지|일괄개정|일괄폐지|개정)$/;

function cellText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ").trim();
}

/**
 * Reads the `lsHistory` HTML list: every table row with a `MST=` link is a version; the
 * `efYd` of the link is its 시행일, `제N호` its 공포번호, the first date cell its 공포일자.
 */
export function parseLsHistoryHtml(html: string): { total: number; rows: LawVersion[] } {
  const rows: LawVersion[] = [];
  for (const tr of html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/gi)) {
    const body = tr[1];
    const link = /MST=(\d+)(?:[^"'>]*?efYd=(\d{8}))?/i.exec(body);
    const anchor = /<a\b[^>]*>([\s\S]*?)<\/a>/i.exec(body);
    if (!link || !anchor) continue;
    const name = cellText(anchor[1]);
    if (!name) continue;
    const cells = [...body.matchAll(/<td\b[^>]*>([\s\S]*?)<\/td>/gi)].map((c) => cellText(c[1]));
    const dates = cells.map(dottedToYmd).filter((d): d is string => !!d);
    const number = cells.map((c) => /^제\s*(\d+)\s*호$/.exec(c)?.[1]).find((n) => n);
    rows.push({
      mst: link[1],
      name,
      effectiveDate: link[2] ?? dates[1],
      promulgationDate: dates[0],
      promulgationNumber: unpad(number),
      revisionType: cells.find((c) => REVISION.test(c)),
    });
  }
  const total = /<strong>\s*([\d,]+)\s*<\/strong>\s*건/.exec(html)?.[1];
  return { total: total ? Number(total.replace(/,/g, "")) : rows.length, rows };
}
