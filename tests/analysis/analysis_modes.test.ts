/**
 * legal_analysis modes precedent_status, applicable_law and impact_map against the replay, each
 * with a labelled partial or miss case.
 */

import assert from "node:assert/strict";
import { mcpHarness } from "../_mcp.ts";

type S = Record<string, unknown>;
const part = (r: { structuredContent?: unknown }, key: string): S =>
  (r.structuredContent as S)[key] as S;

Deno.test("precedent_status: holdings quoted, later lists searched, misses and outages told apart", async () => {
  await using m = await mcpHarness();
  // cite_check is the peer's name; a sentence around the number is accepted.
  const r = await m.call("cite_check", { caseNumber: "대법원 2021다248190 판결은 아직 유효한가" });
  assert.ok(!r.isError, r.text);
  const p = part(r, "precedent");
  assert.equal(p.caseNumber, "2021다248190");
  assert.equal(p.verdict, "no_change_found");
  assert.deepEqual((p.decision as S).id, "614373");
  assert.match(p.holdings as string, /통상임금에 해당하는지 판단하는 기준/);
  assert.match(p.provisions as string, /근로기준법 제2조/);
  assert.match(r.text, /판시사항: .*통상임금/);

  const miss = await m.call("legal_analysis", {
    mode: "precedent_status",
    caseNumber: "2099다99999",
  });
  assert.equal(part(miss, "precedent").verdict, "not_found");

  m.replay.setFaults({ fault: { kind: "status", status: 503 } });
  const down = await m.call("cite_check", { caseNumber: "2021다248190" });
  const d = part(down, "precedent");
  assert.equal(d.verdict, "could_not_check");
  assert.match(down.text, /확인할 수 없습니다/);
});

Deno.test("applicable_law: current version with 부칙 적용례·경과조치 for the article", async () => {
  await using m = await mcpHarness();
  // korean-law-mcp's names (lawName, date, jo) through the alias table
  const r = await m.call("applicable_law", { lawName: "건축법", date: "2026-01-01", jo: "제11조" });
  assert.ok(!r.isError, r.text);
  const a = part(r, "applicable");
  assert.equal(a.standing, "in_force");
  assert.equal((a.version as S).mst, "276925");
  // No version list for 건축법 in the recordings: the answer says it used the current version only.
  assert.equal(a.basis, "current-only");
  assert.match((a.article as S).label as string, /^제11조$/);
  const rules = a.transitional as { kind: string; text: string; mentionsArticle: boolean }[];
  assert.ok(rules.length >= 3 && rules.every((t) => t.mentionsArticle));
  assert.ok(rules.some((t) => t.kind === "적용례" && /제11조제10항의 개정규정/.test(t.text)));
  assert.ok(rules.some((t) => t.kind === "경과조치"));
  assert.match(r.text, /현행판이 그날 이미 시행 중이었음만 확인/);
  // the same call in vocabulary names answers the same
  const v = await m.call("legal_analysis", {
    mode: "applicable_law",
    name: "건축법",
    asOf: "20260101",
    articles: ["제11조"],
  });
  const { meta: _a, ...same } = v.structuredContent as S;
  const { meta: _b, ...peer } = r.structuredContent as S;
  assert.deepEqual(same, peer);
});

Deno.test("applicable_law: version list picks the old version, labels 시행예정, names the missing body", async () => {
  await using m = await mcpHarness();
  const r = await m.call("legal_analysis", {
    mode: "applicable_law",
    name: "자동차관리법",
    asOf: "2025-09-01",
  });
  const a = part(r, "applicable");
  assert.equal(a.standing, "in_force");
  assert.equal(a.basis, "version-list");
  assert.deepEqual(a.version, {
    mst: "260419",
    effectiveDate: "20250814",
    promulgationDate: (a.version as S).promulgationDate,
    revisionType: "일부개정",
    status: "연혁",
  });
  const later = a.later as S[];
  assert.ok(later.some((v) => v.status === "시행예정" && v.effectiveDate === "20251204"));
  assert.match(r.text, /아직 시행 전/);
  // text answers show dates as YYYY-MM-DD; structured output keeps YYYYMMDD
  assert.match(r.text, /2025-09-01에는 자동차관리법 시행 2025-08-14 판/);
  assert.match(r.text, /그 뒤 판: 시행 2025-12-04/);
  // The 2025-08-14 body was never recorded: a labelled gap, not an error.
  const gaps = a.unchecked as S[];
  assert.ok(gaps.some((g) => g.tool === "get_law_text"), JSON.stringify(gaps));
  // Before every listed version, with more pages upstream: not called "not yet in force".
  const early = await m.call("applicable_law", { lawName: "자동차관리법", date: "19900101" });
  const e = part(early, "applicable");
  assert.equal(e.standing, "could_not_check");
  assert.ok((e.unchecked as S[]).some((u) => u.code === "PARTIAL"));
  const miss = await m.call("applicable_law", { lawName: "없는법률", date: "20250101" });
  assert.equal(part(miss, "applicable").standing, "could_not_check");
  const bad = await m.call("applicable_law", { name: "건축법" });
  assert.ok(bad.isError);
  assert.match(bad.text, /BAD_INPUT.*applicable_law needs asOf/);
  const feb = await m.call("applicable_law", { name: "건축법", asOf: "2025-02-30" });
  assert.match(feb.text, /BAD_INPUT.*2월에는 30일이 없습니다/);
});

Deno.test("impact_map: delegated rules as a tree with Mermaid; failed branches named", async () => {
  await using m = await mcpHarness();
  // korean-law-mcp's jo "4" is read by the article reader as 제4조
  const r = await m.call("impact_map", { lawId: "000900", jo: "4", includeMermaid: true });
  assert.ok(!r.isError, r.text);
  const i = part(r, "impact");
  const tree = i.tree as { label: string; children: { label: string; ref?: string }[] }[];
  const decree = tree.find((b) => b.label === "위임 시행령")!;
  assert.ok(
    decree.children.some((c) => /초ㆍ중등교육법 시행령 제2조\(학교의 설립기준\)/.test(c.label)),
  );
  assert.match(i.mermaid as string, /^graph LR\n {2}R\["초ㆍ중등교육법 제4조"\]/);
  assert.match(r.text, /```mermaid/);
  // No body of 000900 was recorded, so the precedent branch is named as unchecked.
  assert.ok((i.unchecked as S[]).some((u) => u.tool === "get_article_precedents"));

  const b = await m.call("legal_analysis", {
    mode: "impact_map",
    name: "건축법",
    articles: ["11조"],
  });
  const bi = part(b, "impact");
  const precs = (bi.tree as { label: string; children: { label: string }[] }[])
    .find((x) => x.label === "이 조문을 인용한 판례")!;
  assert.deepEqual(precs.children.map((c) => c.label.split(" ")[0]), [
    "2023두12345",
    "2021두67890",
  ]);
  assert.ok((bi.unchecked as S[]).some((u) => u.tool === "get_delegated_laws"));
  assert.equal(bi.mermaid, undefined);
  assert.match(b.text, /확인 못 함 — get_delegated_laws/);

  assert.equal(bi.root, "건축법 제11조");
  const bad = await m.call("impact_map", { name: "건축법" });
  assert.ok(bad.isError);
  assert.match(bad.text, /impact_map needs articles/);
  const two = await m.call("impact_map", { name: "건축법", articles: ["제11조", "제12조"] });
  assert.match(two.text, /BAD_INPUT.*articles/);
  const unread = await m.call("impact_map", { name: "건축법", articles: ["열한번째"] });
  assert.match(unread.text, /BAD_INPUT.*'열한번째'에서 조문을 읽지 못했습니다/);
});
