/**
 * discover_tools reads its phrases from the tools' own `intents`: the table the catalogue
 * exports is derived from them, and a tool it was never told about ranks by its own phrases.
 */

import assert from "node:assert/strict";
import { z } from "zod";
import { defineTool, TOOLS } from "../../lib/mod.ts";
import { intentRules } from "../../lib/tools/mod.ts";
import { INTENT_RULES, rankTools } from "../../lib/tools/mod.ts";

const probe = defineTool({
  name: "probe_tool",
  title: "시험 도구",
  description: "A probe.",
  intents: ["노랑 부리", { phrases: ["파랑 깃털"], args: { colour: "blue" } }, "초록 발"],
  input: z.object({ colour: z.string().optional() }),
  output: z.object({}),
  handler: () => Promise.resolve({ structured: {}, text: "" }),
});

Deno.test("the intent table is the tools' intents, grouped per tool", () => {
  assert.deepEqual(INTENT_RULES, intentRules(TOOLS));
  assert.deepEqual(intentRules([probe]), [
    { tool: "probe_tool", phrases: ["노랑 부리"] },
    { tool: "probe_tool", phrases: ["파랑 깃털"], args: { colour: "blue" } },
    { tool: "probe_tool", phrases: ["초록 발"] },
  ]);
  const phrases = INTENT_RULES.filter((r) => r.tool === "search_decisions");
  assert.ok(phrases.filter((r) => r.args?.domain).length >= 20, "a group per collection");
});

Deno.test("a new tool ranks by the phrases on its definition, with the arguments they fix", () => {
  const tools = [...TOOLS, probe];
  assert.equal(rankTools("노랑 부리 보여줘", TOOLS)[0]?.tool !== "probe_tool", true);
  assert.deepEqual(rankTools("노랑 부리 보여줘", tools)[0]?.tool, "probe_tool");
  const blue = rankTools("파랑 깃털", tools)[0];
  assert.equal(blue?.tool, "probe_tool");
  assert.deepEqual(blue?.args, { colour: "blue" });
});
