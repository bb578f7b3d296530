/**
 * When a tools/call result carries `structuredContent` (and the `resource_link` items read
 * from it) beside its text.
 *
 * The MCP spec (2025-06-18 and later): a tool that declares an `outputSchema` MUST return
 * conforming `structuredContent` and SHOULD return the same data as text; without an output
 * schema, `structuredContent` is optional. Our text is a complete answer (every pointer is
 * printed as a runnable call), and clients that forward both parts pay for the data twice. So:
 *
 * - `listed` (default): exactly when this server's tools/list advertises the tool's output
 *   schema — every tool in the `all` profile, none in the exposed profile (which lists no
 *   output schemas). A tool called by name that the listing does not show gets text only.
 * - `always`: every successful result, whatever the profile (`BEOPMANG_STRUCTURED_CONTENT=always`
 *   or the server option), for clients that read the data rather than the text.
 *
 * `resource_link` items follow the same rule: they repeat, as links, what `structuredContent`
 * names (and the text names as calls). In-process callers (CLI `--json`, web pages) read
 * `runTool`'s `structured` directly and are not affected.
 *
 * @module
 */

import type { ToolProfile } from "./listing.ts";

/** When results carry structured content: see the module documentation. */
export type StructuredPolicy = "listed" | "always";

/** The policy named by `BEOPMANG_STRUCTURED_CONTENT` (`always`), else `listed`. */
export function envStructuredPolicy(): StructuredPolicy {
  try {
    return Deno.env.get("BEOPMANG_STRUCTURED_CONTENT") === "always" ? "always" : "listed";
  } catch {
    return "listed"; // no env permission: the default
  }
}

/** Whether a server with this policy and tools/list profile sends structured content. */
export function sendsStructured(policy: StructuredPolicy, profile: ToolProfile): boolean {
  return policy === "always" || profile === "all";
}
