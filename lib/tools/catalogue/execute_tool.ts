/**
 * `execute_tool`: call any registered tool by name (or old name) through the same call path as
 * a direct call — the same argument reader, validation and labels — so that tools outside the
 * exposed ten are one step away.
 *
 * @module
 */

import { z } from "zod";
import { defineTool } from "../define.ts";
import { peerNameHint } from "./replacements.ts";
import { DrfError, InputError } from "../../errors.ts";
import type { GeneratedTool } from "../tool_types.gen.ts";

const input = z.object({
  tool: z.string().trim().min(1).max(100).describe("tool name from discover_tools"),
  args: z.record(z.string(), z.unknown()).default({}),
});

const output = z.object({
  tool: z.string().describe("the tool that ran (aliases resolved)"),
  result: z.record(z.string(), z.unknown()).describe("that tool's structuredContent"),
});

/** The `execute_tool` tool. */
export const executeTool: GeneratedTool<"execute_tool"> = defineTool({
  name: "execute_tool",
  title: "도구 실행",
  description: "Run any tool by name with its arguments (find names with discover_tools).",
  input,
  output,
  async handler(args, _ctx, call) {
    const resolved = call.tools.resolve(args.tool);
    if (!resolved) {
      throw new InputError(
        peerNameHint(args.tool) ??
          `'${args.tool}' 도구가 없습니다. discover_tools로 이름을 찾으세요.`,
        "tool",
      );
    }
    const { tool, fixed } = resolved;
    if (tool.name === "execute_tool") {
      throw new InputError("execute_tool은 자기 자신을 부를 수 없습니다.", "tool");
    }
    // The same request context as a direct call (demo mode, budget, signal); the demo banner
    // heads the outer answer only (the registry's nested caller adds none).
    const out = await call.tools.runAny(tool.name, { ...args.args, ...fixed });
    if (!out.ok) {
      // Relabel with the inner call's own class, so the outer answer carries the same code.
      const msg = out.error.message.replace(/^\[[A-Z_]+\] /, "");
      if (out.error.code === "BAD_INPUT") throw new InputError(msg);
      if (out.error.code === "INTERNAL" || out.error.code === "UNKNOWN_TOOL") throw new Error(msg);
      throw new DrfError(out.error.code, msg, {}, out.error.retryable);
    }
    // The inner answer already names its sources (the library and its confirming call).
    return {
      structured: { tool: tool.name, result: out.structured },
      text: out.text,
      sourced: true,
    };
  },
});
