/**
 * The catalogue: every DRF target the tools call, one entry each, and the look-ups the DRF
 * client's neighbours use — the doors (`lawSearch.do` / `lawService.do`) with their envelopes,
 * the miss sentence.
 *
 * @module
 */

import { josa } from "../korean/josa.ts";
import { LAW_MISS } from "./build.ts";
import { DECISIONS } from "./decisions.ts";
import { type DrfEndpoint, type DrfTarget, isDrfTarget } from "./ids.ts";
import { RULES } from "./rules.ts";
import { STATUTES } from "./statutes.ts";
import { TERMS } from "./terms.ts";
import type { BodyDoor, ListDoor, TargetInfo } from "./types.ts";

/** Every entry: statutes, rules, terms and treaties, then the decision targets. */
export const TARGETS: readonly TargetInfo[] = [...STATUTES, ...RULES, ...TERMS, ...DECISIONS];

const BY_ID: ReadonlyMap<string, TargetInfo> = new Map(TARGETS.map((t) => [t.target, t]));

/**
 * The entry of a target.
 *
 * @example
 * ```ts
 * import { targetInfo } from "./catalogue.ts";
 * targetInfo("ordin").search?.rowKeys; // ["law", "ordin"]
 * targetInfo("prec").service?.roots; // ["PrecService"]
 * ```
 */
export function targetInfo(target: DrfTarget): TargetInfo {
  return BY_ID.get(target)!;
}

/** The entry of a string that may name a target (a URL's, a recording's), if it does. */
export function findTarget(target: string): TargetInfo | undefined {
  return isDrfTarget(target) ? BY_ID.get(target) : undefined;
}

/** One endpoint of one target: a list or a body, with the target it belongs to. */
export type TargetDoor =
  | { readonly target: DrfTarget; readonly endpoint: "search"; readonly door: ListDoor }
  | { readonly target: DrfTarget; readonly endpoint: "service"; readonly door: BodyDoor };

/** Every door of every target, lists before bodies per family, in catalogue order. */
export const DOORS: readonly TargetDoor[] = TARGETS.flatMap((t): TargetDoor[] => [
  ...(t.search ? [{ target: t.target, endpoint: "search" as const, door: t.search }] : []),
  ...(t.service ? [{ target: t.target, endpoint: "service" as const, door: t.service }] : []),
]);

/** The door of (endpoint, target), when the target is served there. */
export function doorOf(endpoint: DrfEndpoint, target: string): ListDoor | BodyDoor | undefined {
  const t = findTarget(target);
  return endpoint === "search" ? t?.search : t?.service;
}

/**
 * What `lawService.do` says when no record of `target` matches; the statutes' sentence for a
 * target the catalogue does not know. Note the double space between the sentences.
 *
 * @example
 * ```ts
 * import { missSentence } from "./catalogue.ts";
 * missSentence("prec"); // "일치하는 판례가 없습니다.  판례명을 확인하여 주십시오."
 * ```
 */
export function missSentence(target: string): string {
  const { noun, check } = findTarget(target)?.miss ?? LAW_MISS;
  return `일치하는 ${josa(noun, "이/가")} 없습니다.  ${josa(check, "을/를")} 확인하여 주십시오.`;
}

/**
 * A target's list envelope as the list readers take it: its roots and its first row key.
 *
 * @example
 * ```ts
 * import { listEnvelope } from "./catalogue.ts";
 * listEnvelope("admbyl"); // { roots: ["admRulBylSearch", "AdmRulBylSearch"], rowKey: "admrulbyl" }
 * ```
 */
export function listEnvelope(target: DrfTarget): { roots: string[]; rowKey: string } {
  const list = targetInfo(target).search;
  if (!list?.rowKeys.length) throw new Error(`lib/targets: ${target} has no list envelope`);
  return { roots: [...list.roots], rowKey: list.rowKeys[0] };
}
