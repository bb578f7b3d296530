/**
 * Local governments in a query: 시·도 by full, short or former name (서울, 경기, 강원도) and
 * 시·군·구 by name (광진구, 수원시). A bare name several 시·도 share ("중구") takes the 시·도
 * named in the same query, else it is reported with every candidate.
 *
 * @module
 */

import { REGION_TABLE, SIDO_SHORT_NAMES, sidoName, SIGUNGU_INDEX } from "./regions.ts";
import type { RegionMention } from "./types.ts";

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const AFTER = String.raw`(?=$|[^가-힣]|(?:의|에서|에|은|는|내|관내)(?:$|[^가-힣]))`;
const SIDO = new RegExp(
  `(?<![가-힣])(${
    [...Object.keys(REGION_TABLE), ...Object.keys(SIDO_SHORT_NAMES)].sort((a, b) =>
      b.length - a.length
    )
      .map(escape).join("|")
  })${AFTER}`,
  "g",
);
const SIGUNGU = new RegExp(
  `(?<![가-힣])(?:(${Object.keys(REGION_TABLE).map(escape).join("|")})\\s?)?(${
    [...SIGUNGU_INDEX.keys()].sort((a, b) => b.length - a.length).map(escape).join("|")
  })${AFTER}`,
  "g",
);
// Stems ("강남", "수원") only where the query is plainly about local rules: "예산" or "화성"
// are everyday words otherwise.
const STEMS: ReadonlyMap<string, string> = (() => {
  const count = new Map<string, string[]>();
  for (const name of SIGUNGU_INDEX.keys()) {
    const stem = name.slice(0, -1);
    if (stem.length >= 2 && !sidoName(stem)) count.set(stem, [...(count.get(stem) ?? []), name]);
  }
  return new Map([...count].filter(([, v]) => v.length === 1).map(([k, v]) => [k, v[0]]));
})();
const STEM = new RegExp(
  `(?<![가-힣])(${[...STEMS.keys()].map(escape).join("|")})(?=\\s)`,
  "g",
);

/**
 * Every local government in `text`.
 *
 * @example
 * ```ts
 * import { extractRegions } from "./extract_places.ts";
 * extractRegions("광진구 주차장 조례")[0].name; // "서울특별시 광진구"
 * ```
 */
export function extractRegions(text: string): RegionMention[] {
  const out: RegionMention[] = [];
  let rest = text;
  const masked = (i: number, len: number) => {
    rest = rest.slice(0, i) + " ".repeat(len) + rest.slice(i + len);
  };
  const sidos = [...text.matchAll(SIDO)].map((m) => sidoName(m[1])!);
  const push = (index: number, written: string, sigungu: string, sido?: string) => {
    const all = SIGUNGU_INDEX.get(sigungu) ?? [];
    const pick = sido && all.includes(sido)
      ? sido
      : all.length === 1
      ? all[0]
      : all.find((x) => sidos.includes(x));
    out.push({
      text: written,
      index,
      ...(pick ? { sido: pick } : {}),
      sigungu,
      name: pick ? `${pick} ${sigungu}` : sigungu,
      ...(pick ? {} : { candidates: all.map((x) => `${x} ${sigungu}`) }),
    });
    masked(index, written.length);
  };
  for (const m of [...rest.matchAll(SIGUNGU)]) push(m.index!, m[0], m[2], m[1]);
  if (/조례|자치법규|규칙/.test(text)) {
    for (const m of [...rest.matchAll(STEM)]) push(m.index!, m[0], STEMS.get(m[1])!);
  }
  for (const m of [...rest.matchAll(SIDO)]) {
    const sido = sidoName(m[1])!;
    // A 시·도 already carried by one of its 시·군·구 is not a second region.
    const carrier = out.find((r) => r.sido === sido && r.index > m.index!);
    if (carrier) {
      // "서울 중구": the 시·도 word becomes part of the 시·군·구 mention's span.
      const gap = text.slice(m.index! + m[0].length, carrier.index);
      if (/^\s*$/.test(gap)) {
        carrier.text = text.slice(m.index!, carrier.index + carrier.text.length);
        carrier.index = m.index!;
      }
      continue;
    }
    out.push({ text: m[0], index: m.index!, sido, name: sido });
    masked(m.index!, m[0].length);
  }
  return out.sort((a, b) => a.index - b.index);
}
