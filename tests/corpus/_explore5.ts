import { mcpHarness } from "../_mcp.ts";
import { derivedCalls } from "./_derived.ts";
const BAD = /\bnull\b|\bundefined\b|\bNaN\b|\[object Object\]/;
const DATE8 = /(?<![\d.])(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?![\d])/;
await using h = await mcpHarness();
const calls = derivedCalls();
console.log(calls.length);
const seen = new Set<string>();
let errs = 0;
for (const [name, args] of calls) {
  const r = await h.call(name, args).catch((e) => ({ text: "THROW " + e, structuredContent: undefined, isError: true }));
  if (r.isError) { errs++; console.log("ERR", name, JSON.stringify(args), r.text.slice(0, 120).replace(/\n/g, " ")); }
  const text = r.text.replace(/\b[a-z_]+ \{[^\n]*?\}(?=[\s\]),;.]|$)/g, "<call>");
  for (const l of text.split("\n")) {
    const m = BAD.exec(l) ?? DATE8.exec(l);
    if (m) { const k = name + ":" + l.slice(Math.max(0, m.index - 60), m.index + 40); if (!seen.has(k)) { seen.add(k); console.log("TEXT", name, JSON.stringify(args).slice(0, 80), "|", l.slice(Math.max(0, m.index - 60), m.index + 40)); } }
  }
  const s = JSON.stringify(r.structuredContent ?? {});
  const m2 = /null|"undefined"|"NaN"|\[object Object\]|undefined|NaN/.exec(s);
  if (m2) console.log("STRUCT", name, JSON.stringify(args).slice(0, 80), "|", s.slice(Math.max(0, m2.index - 80), m2.index + 30));
}
console.log("errors", errs);
