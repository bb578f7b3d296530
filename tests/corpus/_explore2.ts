import { mcpHarness } from "../_mcp.ts";
import { bodyEntries, readRecording } from "./_recordings.ts";
const es = bodyEntries().filter((e) => e.target === "law");
await using h = await mcpHarness();
const t0 = performance.now();
let calls = 0;
for (const e of es) {
  const { raw } = readRecording(e);
  const loc = e.params.ID ? { lawId: e.params.ID } : { mst: e.params.MST };
  let offset = 0; const labels: string[] = [];
  for (;;) {
    const r = await h.call("get_law_text", { ...loc, offset }); calls++;
    if (r.isError) { console.log("ERR", raw.name, r.text.slice(0, 200)); break; }
    const sc = r.structuredContent as any;
    labels.push(...sc.articles.map((a: any) => a.label));
    if (!sc.truncated) break;
    offset = sc.truncated.next?.arguments?.offset ?? sc.truncated.nextOffset;
    if (calls > 2000) break;
  }
  const ra = await h.call("get_annexes", { ...loc, display: 100 }); calls++;
  const sa = ra.structuredContent as any;
  console.log(raw.name, raw.articles.length, labels.length, raw.annexes.length, ra.isError ? "ERR " + ra.text.slice(0, 100) : sa.total);
}
console.log("calls", calls, Math.round(performance.now() - t0), "ms");
