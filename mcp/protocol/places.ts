/**
 * Local governments (광역·기초자치단체) for completing municipality arguments: the 17 시·도 and
 * their 226 자치구·시·군 (as of 2024: 대구광역시 군위군, 강원특별자치도, 전북특별자치도).
 * Only the names: ordinances are searched by name upstream.
 *
 * @module
 */

import { REGION_TABLE } from "../../lib/route/mod.ts";

// The single region table lives in lib (the router needs it too).
const TABLE = REGION_TABLE;

/** Every 시·도 name, then every "시·도 시·군·구" name, in the table's order. */
export const MUNICIPALITIES: readonly string[] = [
  ...Object.keys(TABLE),
  ...Object.entries(TABLE).flatMap(([sido, list]) =>
    list ? list.split(" ").map((x) => `${sido} ${x}`) : []
  ),
];

/**
 * Municipalities matching what was typed: the typed text may be any part ("수원", "경기 수원",
 * "강남구"); names starting with it come first.
 */
export function matchMunicipalities(value: string): string[] {
  const q = value.replace(/\s+/g, "");
  if (!q) return [...MUNICIPALITIES];
  const squash = (s: string) => s.replace(/\s+/g, "");
  const starts: string[] = [];
  const contains: string[] = [];
  for (const m of MUNICIPALITIES) {
    const parts = m.split(" ");
    const last = parts.at(-1)!;
    if (last.startsWith(q) || squash(m).startsWith(q)) starts.push(m);
    else if (squash(m).includes(q) || looseSido(parts[0], q, parts[1])) contains.push(m);
  }
  return [...starts, ...contains];
}

/** "경기 수원" or "서울강남" → the 시·도 written short, then the 시·군·구. */
function looseSido(sido: string, q: string, rest?: string): boolean {
  const short = sido.replace(/(특별자치시|특별자치도|특별시|광역시|도)$/, "");
  const shortAlt = short.length === 3 ? short[0] + short[2] : short; // 충청북(도) → 충북
  for (const s of new Set([short, shortAlt])) {
    if (!q.startsWith(s)) continue;
    const tail = q.slice(s.length);
    if (!tail) return !rest;
    if (rest?.startsWith(tail)) return true;
  }
  return false;
}
