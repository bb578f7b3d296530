/**
 * The connector profile (`BEOPMANG_TOOL_PROFILE=connector`): exactly two tools, `search` and
 * `fetch`, for clients built around that pair (ChatGPT connectors and deep research, and any
 * agent that only knows "find, then open"). Each answers with one text item whose text is JSON:
 * `search` → `{"results":[{"id","title","url"}]}`, `fetch` → `{"id","title","text","url",
 * "metadata"}`. Both run the registered tools underneath; nothing here talks to the upstream.
 *
 * @module
 */

import { z } from "zod";
import type { ToolContext } from "../../lib/mod.ts";
import type { CallToolResult, Tool } from "../protocol/sdk.ts";
import { connectorSearch } from "./search.ts";
import { connectorFetch } from "./fetch.ts";
import { FetchInput, SearchInput } from "./schemas.ts";

export { FetchInput, FetchOutput, SearchInput, SearchOutput } from "./schemas.ts";
export { formatConnectorId, parseConnectorId } from "./ids.ts";
export type { ConnectorId } from "./ids.ts";

const READ_ONLY = { readOnlyHint: true } as const;

function inputSchema(schema: z.ZodType): Tool["inputSchema"] {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: "input" }) as Record<
    string,
    unknown
  >;
  return rest as Tool["inputSchema"];
}

// Built on first read (the connector profile's tools/list), not when the server module loads:
// every other profile imports this module for callConnector and never lists these two.
const schemaOf = (schema: z.ZodType): () => Tool["inputSchema"] => {
  let built: Tool["inputSchema"] | undefined;
  return () => built ??= inputSchema(schema);
};
const searchSchema = schemaOf(SearchInput);
const fetchSchema = schemaOf(FetchInput);

/**
 * The profile's tools/list entries.
 *
 * @example
 * ```ts
 * import { CONNECTOR_TOOLS } from "./mod.ts";
 * CONNECTOR_TOOLS.map((t) => t.name); // ["search", "fetch"]
 * ```
 */
export const CONNECTOR_TOOLS: readonly Tool[] = [
  {
    name: "search",
    title: "법령·판례 검색",
    description:
      "Search Korean law (law.go.kr): statutes, articles (민법 제750조), case numbers, " +
      "admin rules, local ordinances, annexes, or plain words. Returns ids for fetch.",
    get inputSchema() {
      return searchSchema();
    },
    annotations: READ_ONLY,
  },
  {
    name: "fetch",
    title: "본문 열기",
    description: "Full text of one search result by its id (law:001706:제750조, law:001706, " +
      "prec:622257, admrul:…, ordin:…, annex:004950:별표1), with its law.go.kr URL and metadata.",
    get inputSchema() {
      return fetchSchema();
    },
    annotations: READ_ONLY,
  },
];

const text = (t: string, isError = false): CallToolResult => ({
  content: [{ type: "text", text: t }],
  ...(isError ? { isError: true } : {}),
});

function badInput(tool: string, issues: readonly { path: PropertyKey[]; message: string }[]) {
  const what = issues.map((i) => `${i.path.map(String).join(".") || "arguments"}: ${i.message}`);
  return text(`[BAD_INPUT] ${tool}: ${what.join("; ")}`, true);
}

/**
 * Whether a tools/call name is one of the profile's.
 *
 * @example
 * ```ts
 * import { isConnectorTool } from "./mod.ts";
 * isConnectorTool("fetch"); // true
 * ```
 */
export function isConnectorTool(name: string): boolean {
  return name === "search" || name === "fetch";
}

/**
 * Answers a `search` or `fetch` call: JSON in one text item, or a labelled error (`isError`).
 * Unknown arguments are refused, never dropped.
 *
 * @example
 * ```ts
 * import { callConnector } from "./mod.ts";
 * import { createRuntime } from "../../lib/mod.ts";
 * const r = await callConnector("search", { query: "민법" }, (await createRuntime()).context());
 * ```
 */
export async function callConnector(
  name: string,
  args: unknown,
  ctx: ToolContext,
): Promise<CallToolResult> {
  if (name === "search") {
    const parsed = SearchInput.safeParse(args ?? {});
    if (!parsed.success) return badInput(name, parsed.error.issues);
    const r = await connectorSearch(parsed.data.query, ctx);
    return r.ok ? text(JSON.stringify(r.answer)) : text(r.text, true);
  }
  const parsed = FetchInput.safeParse(args ?? {});
  if (!parsed.success) return badInput(name, parsed.error.issues);
  const r = await connectorFetch(parsed.data.id, ctx);
  return r.ok ? text(JSON.stringify(r.answer)) : text(r.text, true);
}

/**
 * The label of an error result (`BAD_INPUT`, `NOT_RECORDED` …), for the request log.
 *
 * @example
 * ```ts
 * import { errorCode } from "./mod.ts";
 * errorCode({ isError: true, content: [{ type: "text", text: "[BAD_INPUT] x" }] }); // "BAD_INPUT"
 * ```
 */
export function errorCode(r: CallToolResult): string | undefined {
  const first = r.content[0];
  return r.isError && first?.type === "text" ? /^\[([A-Z_]+)\]/.exec(first.text)?.[1] : undefined;
}
