/**
 * Comparing one answer with a door's envelope: the root, the list's row key and count field, the
 * fields every row or record carries. `doctor --shapes` runs it on live answers (and then the
 * reader, lib/tools/system/shape_check.ts); the catalogue's test runs it on every recording.
 *
 * @module
 */

import { asArray, asNode, type Node } from "../parse/shape.ts";
import type { DrfEndpoint } from "./ids.ts";
import type { BodyDoor, ListDoor } from "./types.ts";

/** How one answer compares with its door. */
export interface EnvelopeVerdict {
  /** ok: as expected; empty: answered without rows to check; drift: see `drift`. */
  status: "ok" | "empty" | "drift";
  /** Rows in the answer (lists). */
  rows?: number;
  /** What differs, one line each: what the answer has, and what the door expects. */
  drift: string[];
}

const TOTAL_KEYS = ["totalCnt", "검색결과개수"];

function objectKeys(node: Node): string[] {
  return Object.keys(node).filter((k) => k !== "Law" && typeof node[k] === "object");
}

function checkList(door: ListDoor, root: Node, drift: string[]): number {
  const rowKey = door.rowKeys.find((k) => root[k] !== undefined);
  const countKey = TOTAL_KEYS.find((k) => root[k] !== undefined);
  if (countKey && countKey !== (door.count ?? "totalCnt")) {
    drift.push(`count: ${countKey} (expected ${door.count ?? "totalCnt"})`);
  }
  const total = countKey === undefined ? undefined : Number(root[countKey]);
  if (!rowKey) {
    // Zero hits carry no row key at all; rows under another key are drift.
    const others = objectKeys(root);
    if (others.length && total !== 0) {
      drift.push(`list key: ${others.join(", ")} (expected ${door.rowKeys.join(" | ")})`);
    }
    return 0;
  }
  const rows = asArray<unknown>(root[rowKey]).map(asNode).filter((r): r is Node => !!r);
  const first = rows[0];
  const missing = first ? door.required.filter((f) => first[f] === undefined) : [];
  if (missing.length) {
    drift.push(
      `row fields missing: ${missing.join(", ")} (row has ${
        Object.keys(first!).slice(0, 8).join(", ")
      })`,
    );
  }
  return rows.length;
}

function checkBody(door: BodyDoor, root: Node, drift: string[]): void {
  const node = door.at ? asNode(root[door.at]) : root;
  if (!node) {
    drift.push(`${door.at} missing (root has ${Object.keys(root).slice(0, 8).join(", ")})`);
    return;
  }
  const missing = door.required.filter((f) => node[f] === undefined);
  if (missing.length) {
    drift.push(`fields missing${door.at ? ` under ${door.at}` : ""}: ${missing.join(", ")}`);
  }
}

/**
 * Compares `data` (an answer in the DRF JSON shape) with the door of `endpoint`.
 *
 * @example
 * ```ts
 * import { checkEnvelope } from "./check.ts";
 * import { targetInfo } from "./catalogue.ts";
 * checkEnvelope("search", targetInfo("law").search!, { LawSearch: { totalCnt: "0" } }).status;
 * // "empty"
 * ```
 */
export function checkEnvelope(
  endpoint: DrfEndpoint,
  door: ListDoor | BodyDoor,
  data: Record<string, unknown>,
): EnvelopeVerdict {
  const drift: string[] = [];
  let rootName = door.roots.find((r) => asNode(data[r]));
  if (!rootName) {
    const found = objectKeys(data);
    drift.push(`root: ${found.join(", ") || "(none)"} (expected ${door.roots.join(" | ")})`);
    // Go on under the body's only object, as the readers do, to report what else differs.
    if (found.length === 1) rootName = found[0];
  }
  const root = rootName ? asNode(data[rootName]) : undefined;
  let rows: number | undefined;
  if (root && endpoint === "search") rows = checkList(door as ListDoor, root, drift);
  else if (root) checkBody(door as BodyDoor, root, drift);
  const status = drift.length ? "drift" : rows === 0 ? "empty" : "ok";
  return { status, ...(rows !== undefined ? { rows } : {}), drift };
}
