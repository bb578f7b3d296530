import assert from "node:assert/strict";
import { decodeEntities, parseStatute, textOf } from "../../lib/mod.ts";
import { fixtureText } from "../_support.ts";

Deno.test("character references decode once: named, decimal and hex; impossible ones stay", () => {
  const table: Array<[string, string]> = [
    ["유치권&#8228;질권", "유치권․질권"],
    ["&#9711;&#9711;세무서장", "◯◯세무서장"],
    ["&#x25EF;/&#X25ef;", "◯/◯"],
    ["&lt;개정 2018. 12. 31.&gt;", "<개정 2018. 12. 31.>"],
    ["A&amp;B", "A&B"],
    ["&amp;lt;", "&lt;"], // one pass: the decoded & starts nothing
    ["제1호&middot;제2호", "제1호·제2호"],
    ["&bogus; &#0; &#xD800; &#1114112;", "&bogus; &#0; &#xD800; &#1114112;"],
    ["no references", "no references"],
  ];
  for (const [raw, want] of table) assert.equal(decodeEntities(raw), want, raw);
  assert.equal(textOf(["가&#8228;나", ["&#x2460; 첫째"]]), "가․나\n① 첫째");
});

Deno.test("민법 (JSON): a unit holding two headings opens both levels; 항 headings under 관", async () => {
  const civil = parseStatute(
    JSON.parse(await fixtureText("drf/law/service_type-json_ID-001706_civil-act_20250131.json")),
  );
  assert.deepEqual(civil.headings.slice(0, 2).map((h) => [h.level, h.text, h.firstArticle]), [
    ["편", "제1편 총칙", "제1조"],
    ["장", "제1장 통칙", "제1조"],
  ]);
  const a905 = civil.articles.find((a) => a.label === "제905조")!;
  assert.deepEqual(a905.headingPath, [
    "제4편 친족",
    "제4장 부모와 자",
    "제2절 양자(養子) <개정 2012.2.10>",
    "제3관 파양(罷養) <개정 2012.2.10>",
    "제2항 재판상 파양 <개정 2012.2.10>",
  ]);
  assert.ok(civil.headings.every((h) => !/\n/.test(h.text)));
});
