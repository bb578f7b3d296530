/**
 * Small constructors the family tables share, so that an entry reads as one line per door,
 * and the field lists several targets' rows have in common.
 *
 * @module
 */

import type { DrfTarget } from "./ids.ts";
import type { BodyDoor, ListDoor, MissWords, Probe, TargetInfo } from "./types.ts";

/** A list door: roots, row keys, the fields each row carries, the probe (and extras). */
export function list(
  roots: readonly string[],
  rowKeys: readonly string[],
  required: readonly string[],
  probe?: Probe,
  extra: Pick<ListDoor, "count"> = {},
): ListDoor {
  return { roots, rowKeys, required, ...(probe ? { probe } : {}), ...extra };
}

/** A list answered as an HTML page (lsHistory, drlaw): nothing to compare. */
export const HTML_LIST: ListDoor = { roots: [], rowKeys: [], required: [], html: true };

/** A body door: roots, the fields the record carries (under `at`), the probe. */
export function body(
  roots: readonly string[],
  required: readonly string[],
  probe?: Probe,
  at?: string,
): BodyDoor {
  return { roots, required, ...(probe ? { probe } : {}), ...(at ? { at } : {}) };
}

/** The miss words, marked recorded when a recording of the target's miss says them. */
export function miss(noun: string, check: string, recorded?: "recorded"): MissWords {
  return { noun, check, ...(recorded ? { recorded: true as const } : {}) };
}

/** The miss words of every statute target (and of any target that says nothing else). */
export const LAW_MISS: MissWords = miss("법령", "법령명");

/** One entry; `miss` defaults to the statutes' words. */
export function entry(
  target: DrfTarget,
  name: string,
  doors: { search?: ListDoor; service?: BodyDoor; miss?: MissWords },
): TargetInfo {
  return {
    target,
    name,
    ...(doors.search ? { search: doors.search } : {}),
    ...(doors.service ? { service: doors.service } : {}),
    miss: doors.miss ?? LAW_MISS,
  };
}

/** Fields of a statute list row. */
export const LAW_ROW: readonly string[] = ["법령일련번호", "법령명한글", "법령ID"];
/** Fields of a 행정규칙 (and 학칙·공단) list row. */
export const RULE_ROW: readonly string[] = ["행정규칙일련번호", "행정규칙명"];
/** Fields of a 자치법규 list row. */
export const ORDIN_ROW: readonly string[] = ["자치법규일련번호", "자치법규명"];
