import assert from "node:assert/strict";
import {
  findCaseNumbers,
  formatCaseNumber,
  parseCaseNumber,
  sameCaseNumber,
} from "../../lib/law/case_numbers.ts";
import {
  DECISION_DOMAIN_IDS,
  DECISION_DOMAINS,
  findDecisionDomain,
} from "../../lib/law/decision_domains.ts";
import { normalizeDecisionDate } from "../../lib/parse/decision.ts";

Deno.test("case numbers: parse → domain, kind, code; format round-trips", () => {
  const table: [string, string, string, string, number, number][] = [
    // text, canonical, domain, code, year, serial
    ["2023다12345", "2023다12345", "prec", "다", 2023, 12345],
    ["2023 다 12345", "2023다12345", "prec", "다", 2023, 12345],
    ["96누1234", "96누1234", "prec", "누", 1996, 1234],
    ["2020가합1234", "2020가합1234", "prec", "가합", 2020, 1234],
    ["2019도1234", "2019도1234", "prec", "도", 2019, 1234],
    ["2019두1234", "2019두1234", "prec", "두", 2019, 1234],
    ["2021구합567", "2021구합567", "prec", "구합", 2021, 567],
    ["대법원-2025-두-34107", "2025두34107", "prec", "두", 2025, 34107],
    ["서울고법 2020누1234", "2020누1234", "prec", "누", 2020, 1234],
    ["2021헌마123", "2021헌마123", "detc", "헌마", 2021, 123],
    ["2020헌바45", "2020헌바45", "detc", "헌바", 2020, 45],
    ["2015헌가3", "2015헌가3", "detc", "헌가", 2015, 3],
    ["2009헌라6", "2009헌라6", "detc", "헌라", 2009, 6],
    ["2019헌사1", "2019헌사1", "detc", "헌사", 2019, 1],
    ["조심 2020서1234", "조심 2020서1234", "ttSpecialDecc", "서", 2020, 1234],
    ["조심2021중0456", "조심 2021중0456", "ttSpecialDecc", "중", 2021, 456],
    ["국심 2005부12", "국심 2005부0012", "ttSpecialDecc", "부", 2005, 12],
  ];
  for (const [text, canonical, domain, code, year, serial] of table) {
    const n = parseCaseNumber(text);
    assert.ok(n, text);
    assert.deepEqual([n.domain, n.code, n.year, n.serial], [domain, code, year, serial], text);
    assert.equal(formatCaseNumber(n), canonical, text);
    const { court: _c, ...rest } = n;
    assert.deepEqual(parseCaseNumber(canonical), rest, `${text} round-trips`);
  }
  assert.equal(parseCaseNumber("2021헌마123")?.info.proceeding, "헌법소원(68조1항)");
  assert.equal(
    formatCaseNumber(parseCaseNumber("조심 2020서1234")!, { compact: true }),
    "조심2020서1234",
  );
});

Deno.test("case numbers: not a case number", () => {
  for (
    const t of [
      "2023년12345",
      "임금",
      "제10조의2",
      "2023다",
      "다12345",
      "조심 2020가1234",
      "13-0217",
      "",
    ]
  ) {
    assert.equal(parseCaseNumber(t), undefined, t);
  }
});

Deno.test("case numbers: same case despite spacing and padding; all numbers in a text", () => {
  assert.ok(sameCaseNumber("조심 2020서1234", "조심2020서01234"));
  assert.ok(sameCaseNumber("2023 다 12345", "2023다12345호"));
  assert.ok(!sameCaseNumber("2023다12345", "2023다12346"));
  const found = findCaseNumbers(
    "대법원 2023. 1. 12. 선고 2023다12345 판결, 헌재 2021헌마123 결정, 조심2020서1234 참조, 2023년 3월",
  ).map((n) => formatCaseNumber(n));
  assert.deepEqual(found, ["2023다12345", "2021헌마123", "조심 2020서1234"]);
});

Deno.test("domains: every target once, every CgmExpc of the reference, lookups by alias", () => {
  assert.equal(new Set(DECISION_DOMAIN_IDS).size, DECISION_DOMAIN_IDS.length);
  const ministries = DECISION_DOMAIN_IDS.filter((id) => id.endsWith("CgmExpc"));
  assert.equal(ministries.length, 39);
  const ref = Deno.readTextFileSync("/work/shared/reference/drf-api.md");
  const inRef = new Set([...ref.matchAll(/`([a-z]+CgmExpc)`/g)].map((m) => m[1]));
  assert.deepEqual([...inRef].sort(), [...ministries].sort(), "all and only the reference's");
  const cases: [string, string][] = [
    ["조심원", "ttSpecialDecc"],
    ["조세심판", "ttSpecialDecc"],
    ["조세심판원 결정", "ttSpecialDecc"],
    ["공정위", "ftc"],
    ["중노위", "nlrc"],
    ["지노위", "nlrc"],
    ["개인정보위", "ppc"],
    ["권익위", "acr"],
    ["헌재", "detc"],
    ["고용부", "moelCgmExpc"],
    ["노동부", "moelCgmExpc"],
    ["고용노동부 해석", "moelCgmExpc"],
    ["법제처", "expc"],
    ["국세청", "ntsCgmExpc"],
    ["관세청", "kcsCgmExpc"],
    ["precedent", "prec"],
    ["tax_tribunal", "ttSpecialDecc"],
    ["pipc", "ppc"],
    ["판례", "prec"],
    ["소청심사", "adapSpecialDecc"],
    ["kmstSpecialDecc", "kmstSpecialDecc"],
    ["KCC", "kcc"],
  ];
  for (const [text, id] of cases) assert.equal(findDecisionDomain(text)?.id, id, text);
  assert.equal(findDecisionDomain("학칙"), undefined);
  assert.equal(findDecisionDomain(""), undefined);
  assert.equal(DECISION_DOMAINS.prec.idField, "판례일련번호");
  assert.equal(DECISION_DOMAINS.ttSpecialDecc.idField, "특별행정심판재결례일련번호");
  assert.equal(DECISION_DOMAINS.nlrc.idField, "결정문일련번호");
  assert.deepEqual(DECISION_DOMAINS.detc.list.rowKeys[0], "Detc");
  assert.equal(DECISION_DOMAINS.mojCgmExpc.list.roots[0], "CgmExpc");
});

Deno.test("dates: dotted, unpadded, compact; odd values kept raw", () => {
  assert.deepEqual(normalizeDecisionDate("2025.12.11"), { date: "20251211" });
  assert.deepEqual(normalizeDecisionDate("2015.1.30."), { date: "20150130" });
  assert.deepEqual(normalizeDecisionDate("20130115"), { date: "20130115" });
  assert.deepEqual(normalizeDecisionDate("2025. 3. 4."), { date: "20250304" });
  assert.deepEqual(normalizeDecisionDate("0"), { dateRaw: "0" });
  assert.deepEqual(normalizeDecisionDate("2025.13.01"), { dateRaw: "2025.13.01" });
  assert.deepEqual(normalizeDecisionDate(""), {});
});

Deno.test("peer tool names resolve to our pair with the domain fixed", async () => {
  const { resolveTool } = await import("../../lib/mod.ts");
  const peers: [string, string, string][] = [
    ["search_precedents", "search_decisions", "prec"],
    ["get_precedent_text", "get_decision_text", "prec"],
    ["search_interpretations", "search_decisions", "expc"],
    ["get_interpretation_text", "get_decision_text", "expc"],
    ["search_constitutional_decisions", "search_decisions", "detc"],
    ["get_constitutional_decision_text", "get_decision_text", "detc"],
    ["search_admin_appeals", "search_decisions", "decc"],
    ["get_admin_appeal_text", "get_decision_text", "decc"],
    ["search_tax_tribunal_decisions", "search_decisions", "ttSpecialDecc"],
    ["get_tax_tribunal_decision_text", "get_decision_text", "ttSpecialDecc"],
    ["search_customs_interpretations", "search_decisions", "kcsCgmExpc"],
    ["get_customs_interpretation_text", "get_decision_text", "kcsCgmExpc"],
    ["search_ftc_decisions", "search_decisions", "ftc"],
    ["get_ftc_decision_text", "get_decision_text", "ftc"],
    ["search_pipc_decisions", "search_decisions", "ppc"],
    ["get_pipc_decision_text", "get_decision_text", "ppc"],
    ["search_nlrc_decisions", "search_decisions", "nlrc"],
    ["get_nlrc_decision_text", "get_decision_text", "nlrc"],
    ["search_acr_decisions", "search_decisions", "acr"],
    ["get_acr_decision_text", "get_decision_text", "acr"],
    ["search_appeal_review_decisions", "search_decisions", "adapSpecialDecc"],
    ["get_appeal_review_decision_text", "get_decision_text", "adapSpecialDecc"],
    ["search_acr_special_appeals", "search_decisions", "acrSpecialDecc"],
    ["get_acr_special_appeal_text", "get_decision_text", "acrSpecialDecc"],
    ["find_similar_precedents", "search_decisions", "prec"],
    ["summarize_precedent", "get_decision_text", "prec"],
  ];
  for (const [peer, tool, domain] of peers) {
    const r = resolveTool(peer);
    assert.equal(r?.tool.name, tool, peer);
    assert.deepEqual(r?.fixed, { domain }, peer);
  }
  // The peer's own domain words are accepted by the enum too; its names by the argument reader.
  const { argSpec, readArgs } = await import("../../lib/vocab/mod.ts");
  const search = resolveTool("search_decisions")!.tool;
  const read = readArgs(argSpec(search.name, search.input), {
    domain: "tax_tribunal",
    query: "양도",
    fromDate: "2020-01-01",
    search: 2,
  });
  const parsed = search.input.safeParse(read.args);
  assert.ok(parsed.success);
  assert.equal((parsed.data as { domain: string }).domain, "ttSpecialDecc");
  assert.equal((parsed.data as { from: string }).from, "20200101");
  assert.equal((parsed.data as { scope: string }).scope, "body");
  const title = search.input.safeParse(
    readArgs(argSpec(search.name, search.input), { domain: "prec", scope: "title" }).args,
  );
  assert.ok(title.success);
  assert.equal((title.data as { scope: string }).scope, "name", "old value title reads as name");
});

Deno.test("korean-law-mcp's options object carries every name the decision tools take", async () => {
  const { argSpec, readArgs } = await import("../../lib/vocab/mod.ts");
  const { findTool } = await import("../../lib/mod.ts");
  for (const name of ["search_decisions", "get_decision_text"]) {
    const tool = findTool(name)!;
    const spec = argSpec(name, tool.input);
    for (const n of spec.names) {
      const value = spec.kinds.get(n) === "number" ? 1 : "x";
      const read = readArgs(spec, { options: { [n]: value } });
      assert.deepEqual(read.args, { [n]: value }, `${name} options.${n}`);
    }
    assert.throws(() => readArgs(spec, { options: { bogus: 1 } }), /options.*'bogus'/);
  }
});
