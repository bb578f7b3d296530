/**
 * No answer says "null": every tool's example calls (tests/tools/_examples.ts: calls, both
 * sides of each legacy pair, the "more" calls) and a call derived from every fixture index entry
 * a tool can reach (./_derived.ts), over MCP on the replay. Each answer's text — errors too —
 * and its structuredContent are scanned for `null`, `undefined`, `NaN`, `[object Object]`; the
 * text also for raw 8-digit dates (text shows YYYY-MM-DD).
 *
 * Two things are not dates shown to a reader and are left out of the date rule: the calls an
 * answer prints for the next step (`get_law_text {"asOf":"20251204"}` — arguments, which keep
 * the YYYYMMDD every date argument and structured output use) and upstream file names
 * ("[훈령] 514 20071030 ….hwp").
 */

import assert from "node:assert/strict";
import { TOOLS } from "../../lib/mod.ts";
import { mcpHarness } from "../_mcp.ts";
import { EXAMPLES } from "../tools/_examples.ts";
import { type Call, derivedCalls } from "./_derived.ts";

const WORDS = /\b(?:null|undefined|NaN)\b|\[object Object\]/;
/** A plausible calendar date as eight bare digits, not inside a longer number or a 1.2.3 run. */
const RAW_DATE = /(?<![\d.])(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?![\d])/;
/** A call printed in the text: `tool_name {json}`. */
const PRINTED_CALL = /\b[a-z_]+ \{[^\n]*?\}(?=[\s\]),;.]|$)/g;
const FILE_NAME = /\.(?:hwpx?|pdf|docx?|xlsx?|zip)\b/i;

/** What is wrong with one answer, if anything. */
function offences(text: string, structured: unknown): string[] {
  const out: string[] = [];
  const at = (s: string, i: number) => `"${s.slice(Math.max(0, i - 50), i + 30)}"`;
  const w = WORDS.exec(text);
  if (w) out.push(`text ${at(text, w.index)}`);
  for (const line of text.replace(PRINTED_CALL, "<call>").split("\n")) {
    if (FILE_NAME.test(line)) continue;
    const d = RAW_DATE.exec(line);
    if (d) out.push(`raw date in text ${at(line, d.index)}`);
  }
  const json = JSON.stringify(structured ?? {});
  const s = /\bnull\b|"(?:undefined|NaN)"|\[object Object\]|\bundefined\b|\bNaN\b/.exec(json);
  if (s) out.push(`structuredContent ${at(json, s.index)}`);
  return out;
}

/** Every example call of every tool. */
function exampleCalls(): Call[] {
  const out: Call[] = [];
  for (const [name, ex] of Object.entries(EXAMPLES)) {
    out.push(...ex.calls.map((a): Call => [name, a]));
    for (const [old, canonical] of ex.legacy ?? []) out.push([name, old], [name, canonical]);
    out.push(...(ex.more ?? []).map((m): Call => [name, m.args]));
  }
  return out;
}

Deno.test("the scan catches what it looks for, and passes what is fine", () => {
  assert.equal(offences("처분일자: 2019-08-01 · 법령ID 001823", { a: "x" }).length, 0);
  assert.equal(offences('본문: get_law_text {"mst":"266643","asOf":"20251204"}', {}).length, 0);
  assert.equal(offences("- [훈령] 514 20071030 규칙.hwp http://x", {}).length, 0);
  assert.equal(offences("법령키 0018542025100121065 flSeq=46875399", {}).length, 0);
  assert.equal(offences("(20251211) 대법원", {}).length, 1);
  assert.equal(offences("제목: null", {}).length, 1);
  assert.equal(offences("시행 undefined", {}).length, 1);
  assert.equal(offences("NaN건", {}).length, 1);
  assert.equal(offences("[object Object]", {}).length, 1);
  assert.equal(offences("", { title: null }).length, 1);
  assert.equal(offences("", { title: "undefined" }).length, 1);
});

Deno.test("no answer of any tool, on any fixture it reaches, shows null, undefined, NaN or a raw date", async () => {
  const calls = [...exampleCalls(), ...derivedCalls()];
  // Every registered tool is asked at least once.
  const asked = new Set(calls.map(([t]) => t));
  for (const t of TOOLS) assert.ok(asked.has(t.name), `${t.name} is called`);
  assert.ok(calls.length > 600, `${calls.length} calls`);
  await using h = await mcpHarness();
  const findings: string[] = [];
  let answered = 0;
  for (const [tool, args] of calls) {
    const r = await h.call(tool, args);
    if (!r.isError) answered++;
    for (const o of offences(r.text, r.structuredContent)) {
      findings.push(`${tool} ${JSON.stringify(args).slice(0, 100)}: ${o}`);
    }
  }
  // Errors are scanned too, but most calls must answer, or the scan proves little.
  assert.ok(answered > calls.length * 0.9, `${answered} of ${calls.length} answered`);
  assert.deepEqual(findings, []);
});
