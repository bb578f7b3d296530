/**
 * The rule table names tools by the tool map: a rule or a fallback naming no tool fails to
 * type-check (the `@ts-expect-error` lines stop compiling if it ever type-checks), and a routed
 * call is typed by the tool it names.
 */

import assert from "node:assert/strict";
import { findTool, routeQuery, type ToolName } from "../../lib/mod.ts";
import type { RouteRule } from "../../lib/route/mod.ts";

Deno.test("a route rule naming a non-tool fails to type-check", () => {
  const rule: RouteRule = {
    id: "typo",
    priority: 1,
    // @ts-expect-error no tool is called search_everything
    tool: "search_everything",
    build: (x) => ({ query: x.text }),
    confidence: 0.1,
    explain: "없는 도구",
    fallback: {
      // @ts-expect-error nor search_laws (the tool is search_law)
      tool: "search_laws",
      build: (x) => ({ query: x.text }),
      explain: "없는 대체 도구",
    },
  };
  // What the type check keeps out: the registry knows neither name.
  assert.equal(findTool(rule.tool), undefined);
  assert.equal(findTool(rule.fallback!.tool), undefined);
});

Deno.test("a routed call names a tool of the tool map", () => {
  const tool: ToolName = routeQuery("민법 제750조").tool;
  assert.equal(tool, "get_law_text");
  // @ts-expect-error a route's tool is a tool name, not any string
  const other: "no_such_tool" = routeQuery("민법").tool;
  assert.equal(other, "search_law");
});
