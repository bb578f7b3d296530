/**
 * The real decision recordings of passes 3 and 4 (MANIFEST-pass34.md rows 800–804, 810–820),
 * read through the tools: list roots PrecSearch / DetcSearch (rows `Detc`) / Expc, the expc list's
 * 회신기관명/회신일자 beside the body's 해석기관명/해석일자, rows of 국세법령정보시스템 (empty 법원명,
 * the court only in the number), letter-spaced headings (`【주    문】`), empty CDATA, CRLF inside
 * CDATA, and joined case numbers ("2016다244224, 244231").
 */

import assert from "node:assert/strict";
import {
  courtOfCaseNumber,
  formatCaseNumber,
  parseCaseNumber,
  runToolByName,
  sameCaseNumber,
  type ToolContext,
} from "../../lib/mod.ts";
import { splitByHeadings } from "../../lib/parse/mod.ts";
import { harness } from "../_support.ts";

type Row = {
  id: string;
  title: string;
  caseNumber?: string;
  date?: string;
  org?: string;
  source?: string;
};
type Body = {
  decision: Row & { facts: { key: string; value: string }[] };
  sections: { key: string; text: string }[];
};

/** The eleven real 판례 bodies (판례일련번호 → 사건번호). */
const PREC_BODIES: Record<string, string> = {
  "622257": "2025두30615",
  "144864": "2008다39786",
  "194009": "2004다54633",
  "233893": "2019다232277",
  "193797": "2005다4529",
  "194367": "2002다52657",
  "211709": "2016다244224, 244231",
  "239521": "2023다236566, 236573",
  "194093": "2004다29736",
  "205749": "2015도15317",
  "618511": "2025다214123",
};

Deno.test("prec list (PrecSearch): 국세법령정보시스템 rows show the court their number names", async () => {
  await using h = await harness();
  const out = await runToolByName(
    "search_decisions",
    { domain: "prec", query: "상속세" },
    h.runtime.context(),
  );
  assert.ok(out.ok, out.text);
  const s = out.structured as { total: number; rows: Row[] };
  assert.equal(s.total, 720);
  assert.equal(s.rows.length, 20);
  const byId = new Map(s.rows.map((r) => [r.id, r]));
  assert.deepEqual(JSON.parse(JSON.stringify(byId.get("622625"))), {
    domain: "prec",
    id: "622625",
    title: "상속세부과처분취소",
    caseNumber: "대법원-2026-두-31028",
    date: "20260716",
    org: "대법원",
    source: "국세법령정보시스템",
    kind: "일반행정",
  });
  assert.equal(byId.get("621213")!.org, "수원고등법원");
  assert.equal(byId.get("619781")!.org, "서울행정법원", "서울행정법원2025구합54182");
  // A court's own row: the court, no separate source.
  assert.equal(byId.get("622257")!.org, "대법원");
  assert.equal(byId.get("622257")!.source, undefined);
  // Never the data source in the court's place.
  assert.ok(s.rows.every((r) => r.org !== "국세법령정보시스템"), "no data source as court");
  assert.equal(s.rows.filter((r) => r.source === "국세법령정보시스템").length, 16);
  assert.match(
    out.text,
    // The number reads as every number does; the court stays the row's own part.
    /2026두31028 · 2026-07-16 · 대법원 · 일반행정 · 출처 국세법령정보시스템/,
  );
  // The two listings of 2023두41055 are the same case by number.
  assert.ok(sameCaseNumber(byId.get("617779")!.caseNumber!, byId.get("621923")!.caseNumber!));
});

Deno.test("detc list (DetcSearch, rows Detc) and expc list (Expc, 회신기관명/회신일자)", async () => {
  await using h = await harness();
  const detc = await runToolByName(
    "search_decisions",
    { domain: "detc", query: "상속세", display: 3 },
    h.runtime.context(),
  );
  assert.ok(detc.ok, detc.text);
  const d = detc.structured as { total: number; rows: Row[] };
  assert.equal(d.total, 123);
  assert.deepEqual(d.rows.map((r) => [r.id, r.caseNumber, r.date, r.org]), [
    ["175599", "2019헌바410", "20220721", "헌법재판소"],
    ["4988", "2002헌바64", "20031030", "헌법재판소"],
    ["45854", "2011헌바177", "20150430", "헌법재판소"],
  ]);
  const expc = await runToolByName(
    "search_decisions",
    { domain: "expc", query: "상속세", display: 3 },
    h.runtime.context(),
  );
  assert.ok(expc.ok, expc.text);
  const e = expc.structured as { total: number; rows: Row[] };
  assert.equal(e.total, 5);
  assert.deepEqual(JSON.parse(JSON.stringify(e.rows[0])), {
    domain: "expc",
    id: "328843",
    title:
      "감사원 - 성실공익법인등의 요건인 공익법인등의 전용계좌 개설 및 사용의 의미(「상속세 및 증여세법」 제16조제2항 등 관련)",
    caseNumber: "20-0359",
    date: "20200928",
    org: "법제처",
  });
});

/**
 * A decision read whole: the first answer (summaries, the 주문) and, when it points to the full
 * text, that call's sections in place of the partial one.
 */
async function readWhole(
  h: { runtime: { context(o?: { maxChars?: number }): ToolContext } },
  args: Record<string, unknown>,
): Promise<{ ok: boolean; text: string; b: Body }> {
  const ctx = () => h.runtime.context({ maxChars: 200_000 });
  const first = await runToolByName("get_decision_text", args, ctx());
  if (!first.ok) return { ok: false, text: first.text, b: {} as Body };
  const b = first.structured as Body & {
    sections: (Body["sections"][number] & { partial?: boolean })[];
    truncated?: { next: { tool: string; arguments: Record<string, unknown> } };
  };
  if (!b.truncated) return { ok: true, text: first.text, b };
  const rest = await runToolByName(b.truncated.next.tool, b.truncated.next.arguments, ctx());
  assert.ok(rest.ok, rest.text);
  const more = (rest.structured as Body).sections;
  return {
    ok: true,
    text: `${first.text}\n${rest.text}`,
    b: { ...b, sections: [...b.sections.filter((x) => !("partial" in x && x.partial)), ...more] },
  };
}

Deno.test("the eleven real prec bodies: headings written once, empty CDATA dropped", async () => {
  await using h = await harness();
  for (const [id, number] of Object.entries(PREC_BODIES)) {
    const { ok, text, b } = await readWhole(h, { domain: "prec", id });
    const out = { ok, text };
    assert.ok(out.ok, `${id}: ${out.text}`);
    assert.equal(b.decision.id, id);
    assert.equal(b.decision.caseNumber, number, id);
    assert.equal(b.decision.org, "대법원", id);
    assert.match(b.decision.date ?? "", /^\d{8}$/, id);
    const keys = b.sections.map((s) => s.key);
    assert.equal(keys.at(-1), "판례내용", id);
    assert.equal(keys[0], "판시사항", id);
    for (const s of b.sections) {
      assert.ok(s.text.trim(), `${id}: empty section ${s.key}`);
      assert.doesNotMatch(s.text, /【(?:[가-힣][ \t\u3000]+)+[가-힣]】|\r|<br/, `${id} ${s.key}`);
    }
    const full = b.sections.at(-1)!.text;
    const parts = splitByHeadings(full).map((p) => p.heading);
    assert.ok(parts.includes("주문") && parts.includes("이유"), `${id}: ${parts.join(",")}`);
    assert.ok(!/【주 +문】/.test(out.text), `${id}: the rendered text too`);
  }
  // Empty CDATA: 193797's 참조판례 and 239521's 판결요지 are not shown as sections.
  const keysOf = async (id: string) => {
    const out = await runToolByName(
      "get_decision_text",
      { domain: "prec", id },
      h.runtime.context(),
    );
    return (out.ok ? (out.structured as Body).sections : []).map((s) => s.key);
  };
  assert.ok(!(await keysOf("193797")).includes("참조판례"));
  assert.ok(!(await keysOf("239521")).includes("판결요지"));
  // 2025두30615: 주문 reads as the judgment's own words.
  const body = await readWhole(h, { domain: "prec", id: "622257" });
  assert.ok(body.ok, body.text);
  const full = body.b.sections.at(-1)!.text;
  const order = splitByHeadings(full).find((p) => p.heading === "주문")!;
  assert.equal(order.text, "상고를 기각한다.  상고비용은 피고가 부담한다.");
});

Deno.test("expc body 20-0359: CRLF and indents inside CDATA, empty 관리기관코드", async () => {
  await using h = await harness();
  const out = await readWhole(h, { domain: "expc", id: "328843" });
  assert.ok(out.ok, out.text);
  const b = out.b;
  assert.equal(b.decision.caseNumber, "20-0359");
  assert.equal(b.decision.date, "20200928", "해석일자");
  assert.equal(b.decision.org, "법제처", "해석기관명");
  assert.deepEqual(b.sections.map((s) => s.key), ["질의요지", "회답", "이유"]);
  assert.ok(!JSON.stringify(b).includes("\\r"), "no CR survives");
  assert.ok(!b.decision.facts.some((f) => f.key === "관리기관코드"), "empty field, code field");
  assert.match(b.sections[1].text, /^「상속세 및 증여세법」 제16조제2항제2호/);
  assert.match(b.sections[0].text, /\n< 질의 배경 >\n {2}감사원에서는/, "indents kept");
});

Deno.test("case numbers: joined cases read as the first, the court a number names", () => {
  const joined = parseCaseNumber("2016다244224, 244231")!;
  assert.equal(formatCaseNumber(joined), "2016다244224");
  assert.deepEqual(joined.joined, [244231]);
  assert.deepEqual(parseCaseNumber("2023다236566,236573")?.joined, [236573]);
  assert.ok(sameCaseNumber("2016다244224, 244231", "2016다244224"));
  assert.equal(parseCaseNumber("2016다244224, 다른"), undefined);
  for (
    const [n, court] of [
      ["대법원-2026-두-31028", "대법원"],
      ["수원고등법원-2025-누-984", "수원고등법원"],
      ["서울행정법원2025구합54182", "서울행정법원"],
      ["2025두30615", undefined],
    ] as const
  ) assert.equal(courtOfCaseNumber(n), court, n);
});
