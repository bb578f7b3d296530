/**
 * The `resource_link` table is typed by the tool map: a linker that reads a field its tool does
 * not answer, or a tool whose output field is renamed, fails to type-check (the
 * `@ts-expect-error` cases below fail `deno test` if they ever type-check). At run time, real
 * recorded answers still come out as links, through the library and through tools/call.
 */

import assert from "node:assert/strict";
import { callTool, type ToolOutput } from "../../lib/mod.ts";
import { harness } from "../_support.ts";
import { mcpHarness } from "../_mcp.ts";
import { type LinkTable, TOOL_LINKS, toolLinks } from "../../mcp/protocol/tool_links.ts";
import { lawRowLinks } from "../../mcp/protocol/link_targets.ts";

Deno.test("link table: reading a field the tool does not output fails to type-check", () => {
  const wrong: LinkTable = {
    // @ts-expect-error search_law's rows carry no `serial` (that is a rule's)
    search_law: (o) => lawRowLinks(o.rows.map((r) => [r.serial, r.name])),
    // @ts-expect-error get_decision_text answers `decision`, not `law`
    get_decision_text: (o) => lawRowLinks([[o.law.lawId]]),
  };
  // get_law_text's output with `law` renamed: the table's linker no longer accepts it.
  type Renamed = Omit<ToolOutput<"get_law_text">, "law"> & {
    statute: ToolOutput<"get_law_text">["law"];
  };
  // @ts-expect-error the linker reads `law`, which the renamed output lacks
  const renamed: (o: Renamed) => unknown = TOOL_LINKS.get_law_text!;
  assert.equal(typeof wrong.search_law, "function");
  assert.equal(typeof renamed, "function");
});

Deno.test("links of recorded answers: statute, article, annexes, article precedents", async () => {
  await using h = await harness();
  const ctx = () => h.runtime.context();
  const law = await callTool("get_law_text", { lawId: "001823", articles: ["제4조의2"] }, ctx());
  assert.ok(law.ok, law.text);
  assert.deepEqual(toolLinks("get_law_text", law.structured).map((l) => l.uri), [
    "law://001823",
    "law://001823/제4조의2",
  ]);

  // The annex tool names its statute as `subject` (family "law"): the statute and each annex.
  const annexes = await callTool("get_annexes", { lawId: "004950" }, ctx());
  assert.ok(annexes.ok, annexes.text);
  assert.deepEqual(toolLinks("get_annexes", annexes.structured).map((l) => [l.uri, l.title]), [
    ["law://004950", undefined],
    ["annex://004950/별표1", "조정위원회의 설치 및 관할구역(제21조 관련)"],
    ["annex://004950/별표2", "수수료(제33조제1항 관련)"],
  ]);

  // Article precedents are 판례 serials: each row opens as decision://prec/{id}.
  const precs = await callTool(
    "get_article_precedents",
    { name: "건축법", articles: ["제11조"] },
    ctx(),
  );
  assert.ok(precs.ok, precs.text);
  const precLinks = toolLinks("get_article_precedents", precs.structured);
  assert.ok(precs.structured.rows.length > 0);
  assert.deepEqual(
    precLinks.map((l) => [l.uri, l.name]),
    precs.structured.rows.slice(0, 20).map((r) => [`decision://prec/${r.id}`, r.caseName]),
  );
});

Deno.test("links through tools/call: by the tool called, aliases and execute_tool included", async () => {
  await using m = await mcpHarness();
  const uris = (r: { content: { type: string; uri?: string }[] }) =>
    r.content.flatMap((c) => c.type === "resource_link" && c.uri ? [c.uri] : []);
  const annexes = await m.call("get_annexes", { mst: "282351", annex: "별표 3" });
  assert.ok(!annexes.isError, annexes.text);
  assert.deepEqual(uris(annexes), ["law://008480", "annex://008480/별표3"]);

  // execute_tool answers `{tool, result}`: the links are those of the tool it ran.
  const args = { lawId: "001823", articles: ["제4조의2"] };
  const direct = await m.call("get_law_text", args);
  const viaExecute = await m.call("execute_tool", { tool: "get_law_text", args });
  assert.ok(!viaExecute.isError, viaExecute.text);
  assert.deepEqual(uris(viaExecute), uris(direct));
  assert.deepEqual(uris(direct), ["law://001823", "law://001823/제4조의2"]);
});
