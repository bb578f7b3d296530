/**
 * Where the web app reads each document of the demo catalogue: a {@link DemoDoc}'s ids mapped to
 * the reader routes of `app.tsx`, using the same identifiers its recorded call used — so the page
 * asks the tools exactly what was recorded and opens without a `NOT_RECORDED` notice.
 *
 * @module
 */

import {
  type DemoDoc,
  type DemoGroup,
  pinRecorded,
  type ToolInput,
  type ToolName,
} from "../lib/mod.ts";
import { segment } from "./location.ts";

/** How each kind is titled on the home page, in the order it is listed. */
export const DEMO_GROUP_TITLES: Readonly<Record<DemoGroup, string>> = {
  law: "법령",
  decision: "판례·결정",
  rule: "행정규칙",
  ordinance: "자치법규",
  oldAndNew: "신구법 비교",
  other: "그 밖의 자료",
};

const seg = segment;

/**
 * The reader page of a recorded call of tool `N`, from its string arguments (`arg` reads one by
 * the tool's own argument names, so a renamed argument fails the type check here).
 */
type Reader<N extends ToolName> = (
  arg: (name: keyof ToolInput<N> & string) => string | undefined,
  ids: DemoDoc["ids"],
) => string | undefined;

/** The tools whose recorded calls have a reader page, keyed by the tool map's names. */
const READERS: { readonly [N in ToolName]?: Reader<N> } = {
  get_law_text: (arg, ids) => {
    // Recorded by MST: the page pins that version (its path still names the law).
    const lawId = arg("lawId"), mst = arg("mst");
    if (lawId) return `/law/${seg(lawId)}`;
    return mst ? `/law/${seg(ids.lawId ?? mst)}?mst=${seg(mst)}` : undefined;
  },
  get_decision_text: (arg) => {
    const domain = arg("domain"), id = arg("id");
    return domain && id ? `/decision/${seg(domain)}/${seg(id)}` : undefined;
  },
  get_admin_rule: (arg) => {
    const id = arg("id");
    return id ? `/admin-rule/${seg(id)}` : undefined;
  },
  get_ordinance: (arg) => {
    const mst = arg("mst");
    return mst ? `/ordinance/${seg(mst)}` : undefined;
  },
  compare_old_new: (arg) => {
    const lawId = arg("lawId"), mst = arg("mst");
    if (lawId) return `/law/${seg(lawId)}/changes`;
    return mst ? `/changes/${seg(mst)}` : undefined;
  },
  get_english_law: (arg) => {
    const lawId = arg("lawId");
    return lawId ? `/english/${seg(lawId)}` : undefined;
  },
};

const hasReader = (tool: string): tool is keyof typeof READERS => Object.hasOwn(READERS, tool);

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
  const { tool, arguments: args } = doc.call;
  if (!hasReader(tool)) return undefined;
  const arg = (name: string) => {
    const v = args[name];
    return typeof v === "string" ? v : undefined;
  };
  return READERS[tool]?.(arg, doc.ids);
}

/**
 * Where a search row opens in demo mode: the reader page of the recording that holds it (pinned
 * the way it was recorded, e.g. a law recorded by MST gets `?mst=`), or undefined when the demo
 * does not hold it — the row then says so and carries no link.
 *
 * @example
 * ```ts
 * import { recordedHref } from "./demo_links.ts";
 * recordedHref({ tool: "get_law_text", arguments: { lawId: "003058" } }); // "/law/003058?mst=270551"
 * ```
 */
export function recordedHref(call: DemoDoc["call"]): string | undefined {
  const pinned = pinRecorded(call);
  if (!pinned?.recorded) return undefined;
  const ids: Record<string, string> = {};
  for (const [k, v] of Object.entries(call.arguments)) if (typeof v === "string") ids[k] = v;
  return demoHref({ group: "other", title: "", call: pinned.call, ids });
}
