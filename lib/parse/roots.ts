/**
 * List envelopes whose root name is undocumented (targets with no recorded sample): the known
 * candidates first, then whatever single object the body holds, so a differently named root
 * still parses while a body of another shape still fails loudly in {@link parseListPage}.
 *
 * @module
 */

import { asArray, asNode, type Node } from "./shape.ts";
import type { ListShape } from "./search.ts";

/** A {@link ListShape} with `known` roots first and the body's own object keys after them. */
export function shapeFor(
  data: Record<string, unknown>,
  known: readonly string[],
  rowKeys: readonly string[],
): ListShape {
  const extra = Object.keys(data).filter((k) => k !== "Law" && asNode(data[k]));
  const roots = [...new Set([...known, ...extra])];
  const root = roots.map((r) => asNode(data[r])).find((n) => n);
  const rowKey = rowKeys.find((k) => root && root[k] !== undefined) ?? rowKeys[0];
  return { roots, rowKey };
}

/** The object nodes under `key` of `node` (one object or an array; Q5). */
export function nodesAt(node: Node | undefined, key: string): Node[] {
  return asArray<unknown>(node?.[key]).map(asNode).filter((n): n is Node => !!n);
}
