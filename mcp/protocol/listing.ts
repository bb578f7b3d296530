/**
 * Tool listings for tools/list, from the tools' briefs (JSON Schemas generated from the zod
 * definitions by `deno task gen`), so that listing evaluates no tool; built once per profile
 * (HTTP builds a server per request, so the listing must not be rebuilt each time).
 *
 * @module
 */

import {
  EXPOSED_TOOL_NAMES,
  type JsonSchemaObject,
  loadOutputSchemas,
  TOOL_BRIEFS,
  type ToolBrief,
} from "../../lib/serve/mod.ts";
import type { Tool } from "./sdk.ts";

/** Bounds and patterns the server enforces anyway (zod validates every call). */
const ENFORCED_KEYS = new Set([
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "maxItems",
  "minItems",
  "pattern",
  "additionalProperties",
  "propertyNames",
]);

/**
 * Fields the exposed listing leaves out: narrow filters and orderings, and the paging fields that every
 * answer's "더 보기" line (its more pointer) spells out with their exact values. All stay accepted
 * (the advertised schemas do not forbid extra properties) and appear in the `all` profile.
 */
const ADVANCED_FILTERS = new Set([
  // source: "live" is the call that confirms a library answer, printed on that answer.
  "source",
  "page",
  "display",
  "offset",
  "sort",
  "history",
  "subOrg",
  "field",
  "dateField",
  "appealType",
  "dispositionDate",
  "inquirer",
  "answerer",
  "bylSeq",
]);

/**
 * A long enum in words: its values, except that a run of ids sharing one camel-case suffix (the
 * 39 부처 해석 collections `moelCgmExpc` …, the 4 특별행정심판 `ttSpecialDecc` …) is named once by
 * that suffix and its first id. The listing then
 * costs a fifth of the spelled-out enum; validation still holds the full list, and a wrong value
 * is answered with every allowed one.
 */
function enumSummary(values: readonly string[]): string {
  const groups = new Map<string, string[]>();
  for (const v of values) {
    const suffix = /[A-Z][a-z]+[A-Z][a-z]+$/.exec(v)?.[0];
    if (suffix) groups.set(suffix, [...groups.get(suffix) ?? [], v]);
  }
  const runs = [...groups].filter(([, vs]) => vs.length >= 4);
  const folded = new Set(runs.flatMap(([, vs]) => vs));
  const named = values.filter((v) => !folded.has(v));
  const tail = runs.map(([suffix, vs]) => `, …${suffix} (${vs.length}: ${vs[0]} …)`);
  return `one of ${named.join(", ")}${tail.join("")}`;
}

/**
 * The advertised form of an input schema: what a model needs to call the tool (names, types,
 * enums, defaults, required, short descriptions) without the limits the server enforces anyway.
 * Old argument names are not properties at all (the alias table reads them). This is what keeps the exposed tools/list under half of
 * korean-law-mcp's; the full schemas stay in the `all` profile.
 */
export function compactSchema(node: unknown, seenEnums?: Map<string, string>, where = ""): unknown {
  if (Array.isArray(node)) return node.map((x) => compactSchema(x, seenEnums, where));
  if (!node || typeof node !== "object") return node;
  const src = node as Record<string, unknown>;
  // A long enum (the 59 decision domains) is spelled out once per listing; later tools point
  // back to it. Validation still uses the full enum everywhere.
  if (seenEnums && Array.isArray(src.enum) && src.enum.length > 20) {
    const key = JSON.stringify(src.enum);
    const first = seenEnums.get(key);
    if (first) return { type: src.type, description: `one of the values of ${first}` };
    seenEnums.set(key, where);
    const said = typeof src.description === "string" ? `${src.description}; ` : "";
    return { type: src.type, description: said + enumSummary(src.enum.map(String)) };
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(src)) {
    // Defaults apply when a field is omitted, which is what a model does anyway.
    if (ENFORCED_KEYS.has(k) || k === "default") continue;
    if (k === "properties" && v && typeof v === "object") {
      const props: Record<string, unknown> = {};
      for (const [pk, pv] of Object.entries(v as Record<string, Record<string, unknown>>)) {
        if (ADVANCED_FILTERS.has(pk)) continue;
        props[pk] = compactSchema(pv, seenEnums, where ? `${where}.${pk}` : pk);
      }
      out[k] = props;
      continue;
    }
    out[k] = compactSchema(v, seenEnums, where);
  }
  return out;
}

/**
 * Annotations without what the spec already implies: openWorldHint defaults to true, and
 * destructiveHint/idempotentHint are meaningful only when readOnlyHint is false.
 */
function annotations(t: ToolBrief, full: boolean): Tool["annotations"] {
  if (full) return { ...t.annotations };
  const a = t.annotations;
  return {
    readOnlyHint: a.readOnlyHint,
    ...(a.readOnlyHint
      ? {}
      : { destructiveHint: a.destructiveHint, idempotentHint: a.idempotentHint }),
    ...(a.openWorldHint ? {} : { openWorldHint: false }),
  };
}

/**
 * The MCP `Tool` listing of one tool's brief; `output` (its output schema) makes it the full
 * listing, with the unabridged input schema. `seenEnums` carries long enums already spelled
 * out by earlier tools of the same listing.
 */
export function toolListing(
  t: ToolBrief,
  output?: JsonSchemaObject,
  seenEnums?: Map<string, string>,
): Tool {
  // Copies: a listing is handed to the SDK and to clients; the briefs stay as generated.
  const input = structuredClone(t.input) as Tool["inputSchema"];
  const full = output !== undefined;
  return {
    name: t.name,
    title: t.title,
    description: t.description,
    inputSchema: full ? input : compactSchema(input, seenEnums, t.name) as Tool["inputSchema"],
    ...(full ? { outputSchema: structuredClone(output) as Tool["outputSchema"] } : {}),
    annotations: annotations(t, full),
  };
}

/**
 * Which tools tools/list shows: the catalogue's exposed profile, every tool, or the connector
 * pair (`search`/`fetch`, mcp/connector, listed by `server.ts`) — which is then also all that
 * tools/call answers.
 */
export type ToolProfile = "exposed" | "all" | "connector";

let exposed: Tool[] | undefined;
let all: Promise<Tool[]> | undefined;

/**
 * The exposed profile's listing, built once (HTTP builds a server per request): compact, since
 * it is the per-conversation tax, and from the briefs alone, so the stdio server gives it
 * before anything else has loaded. Every tool stays callable by name either way.
 */
export function exposedListing(): Tool[] {
  if (!exposed) {
    const picked = EXPOSED_TOOL_NAMES.length === 0
      ? TOOL_BRIEFS
      : EXPOSED_TOOL_NAMES.map((n) => TOOL_BRIEFS.find((t) => t.name === n)).filter((t) => !!t);
    const seen = new Map<string, string>();
    exposed = picked.map((t) => toolListing(t, undefined, seen));
  }
  return exposed;
}

/**
 * The listing of a profile: the exposed one, or every tool in full (for inspection: output
 * schemas, unabridged inputs), built once.
 */
export function toolListings(profile: Exclude<ToolProfile, "connector">): Promise<Tool[]> {
  if (profile === "exposed") return Promise.resolve(exposedListing());
  return all ??= loadOutputSchemas().then((outputs) =>
    TOOL_BRIEFS.map((t) => toolListing(t, outputs[t.name]))
  );
}

/** The profile named by `BEOPMANG_TOOL_PROFILE` (`all`, `connector`), else the exposed one. */
export function envProfile(): ToolProfile {
  try {
    const named = Deno.env.get("BEOPMANG_TOOL_PROFILE");
    return named === "all" || named === "connector" ? named : "exposed";
  } catch {
    return "exposed"; // no env permission: the default
  }
}
