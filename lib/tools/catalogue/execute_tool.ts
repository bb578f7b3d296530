/**
 * `execute_tool`: call any registered tool by name (or old name) with the same validation, so
 * that tools outside the exposed ten are one step away.
 *
 * @module
 */

import { z } from "zod";
import { defineTool, READ_ONLY, type ToolDef } from "../define.ts";
import { describeInputError, resolveTool } from "../registry.ts";
import { peerNameHint } from "./replacements.ts";

const input = z.object({
  tool: z.string().trim().min(1).max(100).describe("tool name from discover_tools"),
  args: z.record(z.string(), z.unknown()).default({}),
});

const output = z.object({
  tool: z.string().describe("the tool that ran (aliases resolved)"),
  result: z.record(z.string(), z.unknown()).describe("that tool's structuredContent"),
});

/** The `execute_tool` tool. */
export const executeTool: ToolDef<typeof input, typeof output> = defineTool({
  name: "execute_tool",
  title: "도구 실행",
  description: "Run any tool by name with its arguments (find names with discover_tools).",
  input,
  output,
  annotations: READ_ONLY,
  legacyArgs: (a) => ({
    tool: a.tool ?? a.tool_name,
    args: a.args ?? a.params ?? {},
  }),
  async handler(args, ctx) {
    const resolved = resolveTool(args.tool);
    if (!resolved) {
      throw new TypeError(
        peerNameHint(args.tool) ??
          `'${args.tool}' 도구가 없습니다. discover_tools로 이름을 찾으세요.`,
      );
    }
    const { tool, fixed } = resolved;
    if (tool.name === "execute_tool") {
      throw new TypeError("execute_tool은 자기 자신을 부를 수 없습니다.");
    }
    const raw = { ...args.args, ...fixed };
    const parsed = tool.input.safeParse(tool.legacyArgs ? tool.legacyArgs(raw) : raw);
    if (!parsed.success) {
      throw new TypeError(`${tool.name}: ${describeInputError(parsed.error)}`);
    }
    const res = await tool.handler(parsed.data, ctx);
    return {
      structured: { tool: tool.name, result: res.structured as Record<string, unknown> },
      text: res.text,
    };
  },
});
