/**
 * Comparing one answer with the envelope its reader expects (`shape_table.ts`): the root, the
 * list's row key, the fields every row or record carries — and whether the reader itself takes
 * it. The readers are lenient on purpose (a renamed root is read as the body's only object), so
 * an answer can read fine and still have drifted: that is what a key holder wants to know before
 * a reader's fallback stops covering it.
 *
 * @module
 */

import { asArray, asNode, type Node } from "../../parse/shape.ts";
import { ShapeError } from "../../errors.ts";
import type { TargetShape } from "./shape_table.ts";

/** How one answer compares. */
export interface ShapeVerdict {
  /** ok: as expected; empty: answered without rows to check; drift: see `drift`. */
  status: "ok" | "empty" | "drift";
  /** Rows in the answer (lists). */
  rows?: number;
  /** What differs, one line each: the key the reader did not expect, and what it expected. */
  drift: string[];
}

const TOTAL_KEYS = ["totalCnt", "검색결과개수"];

function objectKeys(node: Node): string[] {
  return Object.keys(node).filter((k) => k !== "Law" && typeof node[k] === "object");
}

function checkList(shape: TargetShape, root: Node, drift: string[]): number | undefined {
  const rowKey = shape.rowKeys?.find((k) => root[k] !== undefined);
  const totalRaw = TOTAL_KEYS.map((k) => root[k]).find((v) => v !== undefined);
  const total = totalRaw === undefined ? undefined : Number(totalRaw);
  if (!rowKey) {
    // Zero hits carry no row key at all; rows under another key are drift.
    const others = objectKeys(root);
    if (others.length && total !== 0) {
      drift.push(`list key: ${others.join(", ")} (expected ${shape.rowKeys?.join(" | ")})`);
    }
    return 0;
  }
  const rows = asArray<unknown>(root[rowKey]).map(asNode).filter((r): r is Node => !!r);
  const first = rows[0];
  if (first) {
    const missing = shape.required.filter((f) => first[f] === undefined);
    if (missing.length) {
      drift.push(
        `row fields missing: ${missing.join(", ")} (row has ${
          Object.keys(first).slice(0, 8).join(", ")
        })`,
      );
    }
  }
  return rows.length;
}

function checkBody(shape: TargetShape, root: Node, drift: string[]): void {
  const node = shape.at ? asNode(root[shape.at]) : root;
  if (!node) {
    drift.push(`${shape.at} missing (root has ${Object.keys(root).slice(0, 8).join(", ")})`);
    return;
  }
  const missing = shape.required.filter((f) => node[f] === undefined);
  if (missing.length) {
    drift.push(`fields missing${shape.at ? ` under ${shape.at}` : ""}: ${missing.join(", ")}`);
  }
}

/**
 * Compares `data` (an answer in the DRF JSON shape) with `shape`.
 *
 * @example
 * ```ts
 * import { checkShape } from "./shape_check.ts";
 * import { shapeOf } from "./shape_table.ts";
 * checkShape(shapeOf("search", "law")!, { LawSearch: { totalCnt: "0" } }).status; // "empty"
 * ```
 */
export function checkShape(shape: TargetShape, data: Record<string, unknown>): ShapeVerdict {
  const drift: string[] = [];
  let rootName = shape.roots.find((r) => asNode(data[r]));
  if (!rootName) {
    const found = objectKeys(data);
    drift.push(`root: ${found.join(", ") || "(none)"} (expected ${shape.roots.join(" | ")})`);
    // Go on under the body's only object, as the readers do, to report what else differs.
    if (found.length === 1) rootName = found[0];
  }
  const root = rootName ? asNode(data[rootName]) : undefined;
  let rows: number | undefined;
  if (root && shape.endpoint === "search") rows = checkList(shape, root, drift);
  else if (root) checkBody(shape, root, drift);
  try {
    shape.read(data);
  } catch (e) {
    const why = e instanceof ShapeError
      ? e.message
      : `${(e as Error)?.name}: ${(e as Error)?.message}`;
    drift.push(`reader refused it: ${why}`);
  }
  const status = drift.length ? "drift" : rows === 0 ? "empty" : "ok";
  return { status, ...(rows !== undefined ? { rows } : {}), drift };
}
