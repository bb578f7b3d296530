/**
 * discover_tools' phrase table, read from the tools' own `intents` (each tool definition says
 * what practitioners call it), so a new tool brings its phrases with it.
 *
 * @module
 */

import type { ToolDef, ToolIntent } from "../define.ts";

/** One phrase rule. */
export interface IntentRule {
  /** Phrases that, found in an intent, point at the tool. */
  phrases: readonly string[];
  /** Tool name. */
  tool: string;
  /** Arguments to suggest with it. */
  args?: Record<string, unknown>;
}

/**
 * The rules of `tools`, in their order: a run of plain phrases of one tool is one rule, and a
 * group with arguments is one rule of its own.
 *
 * @example
 * ```ts
 * import { z } from "zod";
 * import { defineTool } from "../define.ts";
 * import { intentRules } from "./intents.ts";
 * const echo = defineTool({
 *   name: "echo", title: "메아리", description: "Echo.",
 *   intents: ["따라 말하기", { phrases: ["크게"], args: { loud: true } }],
 *   input: z.object({ s: z.string() }), output: z.object({ s: z.string() }),
 *   handler: (args) => Promise.resolve({ structured: args, text: args.s }),
 * });
 * intentRules([echo]); // [{ tool: "echo", phrases: ["따라 말하기"] }, { tool: "echo", phrases: ["크게"], args: { loud: true } }]
 * ```
 */
export function intentRules(tools: readonly ToolDef[]): IntentRule[] {
  const out: IntentRule[] = [];
  for (const t of tools) {
    let plain: string[] | undefined;
    for (const i of t.intents ?? [] as readonly ToolIntent[]) {
      if (typeof i === "string") {
        if (!plain) out.push({ tool: t.name, phrases: plain = [] });
        plain.push(i);
      } else {
        plain = undefined;
        out.push({ tool: t.name, phrases: i.phrases, args: { ...i.args } });
      }
    }
  }
  return out;
}
