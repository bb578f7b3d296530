import { mcpHarness } from "../_mcp.ts";
import { EXAMPLES } from "../tools/_examples.ts";
const BAD = /\bnull\b|\bundefined\b|\bNaN\b|\[object Object\]/;
const DATE8 = /(?<![\d.])(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?![\d])/;
await using h = await mcpHarness();
const calls: [string, Record<string, unknown>][] = [];
for (const [name, ex] of Object.entries(EXAMPLES)) {
  for (const a of ex.calls) calls.push([name, a]);
  for (const [o, c] of ex.legacy ?? []) calls.push([name, o], [name, c]);
  for (const m of ex.more ?? []) calls.push([name, m.args]);
}
let n = 0;
const seen = new Set<string>();
for (const [name, args] of calls) {
  const r = await h.call(name, args).catch((e) => ({ text: "THROW " + e, structuredContent: undefined, isError: true }));
  n++;
  const lines = r.text.split("\n");
  for (const l of lines) {
    const m = BAD.exec(l) ?? DATE8.exec(l);
    if (m) { const k = name + ":" + l.slice(Math.max(0, m.index - 60), m.index + 40); if (!seen.has(k)) { seen.add(k); console.log("TEXT", name, JSON.stringify(args).slice(0, 80), "|", l.slice(Math.max(0, m.index - 60), m.index + 40)); } }
  }
  const s = JSON.stringify(r.structuredContent ?? {});
  const m2 = /null|"undefined"|"NaN"|\[object Object\]|undefined|NaN/.exec(s);
  if (m2) console.log("STRUCT", name, JSON.stringify(args).slice(0, 80), "|", s.slice(Math.max(0, m2.index - 80), m2.index + 30));
}
console.log("calls", n);
