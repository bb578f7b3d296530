import { mcpHarness } from "../_mcp.ts";
const QS = ["퇴직금은 어떻게 계산하나요", "출퇴근하다 다치면 산재 되나요", "주택임대차 보증금 반환과 대항력", "층간소음 때문에 미치겠어요", "뺑소니"];
Deno.test("probe", async () => {
  for (const q of QS) {
    await using m = await mcpHarness();
    const r = await m.call("legal_research", { query: q });
    const s = r.structuredContent as any;
    console.log(q, "calls", m.replay.stats.total, JSON.stringify(m.replay.stats.byTarget), s.understood.route, r.text.split("\n")[0]);
    for (const b of s.branches) console.log("  ", b.id, b.status, b.error?.code ?? "", JSON.stringify(b.call), b.reason ?? "");
  }
});
