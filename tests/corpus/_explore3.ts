import { mcpHarness } from "../_mcp.ts";
import { bodyEntries, readRecording } from "./_recordings.ts";
const es = bodyEntries().filter((e) => e.target === "law");
await using h = await mcpHarness();
const t0 = performance.now();
let calls = 0, bad = 0;
for (const e of es) {
  const { raw } = readRecording(e);
  const loc = e.params.ID ? { lawId: e.params.ID } : { mst: e.params.MST };
  for (const a of raw.articles) {
    const r = await h.call("get_law_text", { ...loc, articles: [a.label] }); calls++;
    const sc = r.structuredContent as any;
    if (r.isError || sc.articles.length !== 1 || sc.articles[0].label !== a.label) { bad++; if (bad < 10) console.log(raw.name, a.label, r.text.slice(0, 300)); }
  }
}
console.log("calls", calls, bad, Math.round(performance.now() - t0), "ms");
