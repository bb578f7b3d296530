/**
 * Tool calls as MCP sees them: the result shape (text, `resource_link` items, structured
 * content, a response-size cap) and a client wrapper that reports each upstream call, which
 * drives progress notifications and the per-request log.
 *
 * @module
 */

import type { DrfClient, ToolContext, ToolOutcome } from "../../lib/mod.ts";
import { resultLinks } from "./tool_links.ts";
import type { CallToolResult } from "./sdk.ts";
import { DEFAULT_LEGACY_VERSION, RESOURCE_LINK_SINCE } from "./versions.ts";

/** A context whose client reports each upstream call (for progress notifications). */
export function observed(ctx: ToolContext, onCall: () => void): ToolContext {
  const target = ctx.client;
  const client = new Proxy(target, {
    get(t, p) {
      if (p === "call" || p === "download") {
        const fn = Reflect.get(t, p, t) as (...a: unknown[]) => Promise<unknown>;
        return async (...a: unknown[]) => {
          try {
            return await fn.apply(t, a);
          } finally {
            onCall();
          }
        };
      }
      const v = Reflect.get(t, p, t);
      return typeof v === "function" ? v.bind(t) : v;
    },
  }) as DrfClient;
  return { ...ctx, client };
}

/** The labelled error text of an answer over the cap. */
export function tooLarge(size: number, cap: number): string {
  return `[RESPONSE_TOO_LARGE] 답이 ${size}바이트로 이 서버의 상한 ${cap}바이트를 넘습니다. ` +
    "조문을 나눠(articles, offset) 요청하세요 (answer exceeds the server's response cap).";
}

/**
 * The MCP result of tool `tool`'s outcome (the name or alias called): its text, and — when `structured` (see `structured.ts`) —
 * its structured content and the resource links read from it. `protocol` is the version the
 * request speaks: `resource_link` items exist from 2025-06-18 on, so clients of an earlier
 * version get the text and structured content only.
 */
export function toolResult(
  tool: string,
  out: ToolOutcome,
  maxBytes?: number,
  protocol: string = DEFAULT_LEGACY_VERSION,
  structured = true,
): CallToolResult {
  // Keys in the order the SDK server's result schema gives them back (content, structuredContent,
  // isError): the stdio server sends this object as it is, the SDK server as it parsed it, and
  // both must be the same bytes.
  if (!out.ok) return { content: [{ type: "text", text: out.text }], isError: true };
  const text = { type: "text" as const, text: out.text };
  const links = structured && protocol >= RESOURCE_LINK_SINCE
    ? resultLinks(tool, out.structured)
    : [];
  const result: CallToolResult = structured
    ? { content: [text, ...links], structuredContent: out.structured }
    : { content: [text] };
  if (maxBytes) {
    const size = JSON.stringify(result).length;
    if (size > maxBytes) {
      return { content: [{ type: "text", text: tooLarge(size, maxBytes) }], isError: true };
    }
  }
  return result;
}
