/**
 * Where the web app reads each document of the demo catalogue: a {@link DemoDoc}'s ids mapped to
 * the reader routes of `app.tsx`, using the same identifiers its recorded call used — so the page
 * asks the tools exactly what was recorded and opens without a `NOT_RECORDED` notice.
 *
 * @module
 */

import type { DemoDoc, DemoGroup } from "../lib/mod.ts";

/** How each kind is titled on the home page, in the order it is listed. */
export const DEMO_GROUP_TITLES: Readonly<Record<DemoGroup, string>> = {
  law: "법령",
  decision: "판례·결정",
  rule: "행정규칙",
  ordinance: "자치법규",
  oldAndNew: "신구법 비교",
  other: "그 밖의 자료",
};

const seg = encodeURIComponent;

/**
 * The reader page of a demo document, or undefined when the web app has no reader for it (위임
 * 법령 and 체계도 lists are read through their tools).
 *
 * @example
 * ```ts
 * import { demoHref } from "./demo_links.ts";
 * demoHref({ group: "law", title: "민법", call: { tool: "get_law_text", arguments: { lawId: "001706" } }, ids: { lawId: "001706" } });
 * // "/law/001706"
 * ```
 */
export function demoHref(doc: DemoDoc): string | undefined {
  const args = doc.call.arguments as Record<string, string | undefined>;
  const ids = doc.ids;
  switch (doc.call.tool) {
    case "get_law_text":
      // Recorded by MST: the page pins that version (its path still names the law).
      if (args.lawId) return `/law/${seg(args.lawId)}`;
      return args.mst ? `/law/${seg(ids.lawId ?? args.mst)}?mst=${seg(args.mst)}` : undefined;
    case "get_decision_text":
      return args.domain && args.id ? `/decision/${seg(args.domain)}/${seg(args.id)}` : undefined;
    case "get_admin_rule":
      return args.id ? `/admin-rule/${seg(args.id)}` : undefined;
    case "get_ordinance":
      return args.mst ? `/ordinance/${seg(args.mst)}` : undefined;
    case "compare_old_new":
      if (args.lawId) return `/law/${seg(args.lawId)}/changes`;
      return args.mst ? `/changes/${seg(args.mst)}` : undefined;
    case "get_english_law":
      return args.lawId ? `/english/${seg(args.lawId)}` : undefined;
  }
  return undefined;
}
