import assert from "node:assert/strict";
import { decodeEntities, parseStatute, textOf } from "../../lib/parse/mod.ts";
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

Deno.test("<img> markup in statute text reads as [그림 …]: 주택임대차보호법 시행령 부칙·개정문", async () => {
  const { xmlToDrfObject } = await import("../../lib/parse/mod.ts");
  const s = parseStatute(xmlToDrfObject(
    await fixtureText(
      "drf/law/service_type-xml_housing-lease-protection-act-enforcement-decree.xml",
    ),
  ));
  const all = JSON.stringify(s);
  assert.ok(!/<\/?img\b/i.test(all), "no markup left anywhere");
  const sup = s.supplements.map((x) => x.text).join("\n");
  assert.match(
    sup,
    /다음 표의 오른쪽 란에 기재된 지사에 설치된 조정위원회에 조정 신청된 것으로 본다\.\n+\[그림 id 122454725\]/,
  );
  assert.match(
    s.amendmentText ?? "",
    /\[그림: http:\/\/www\.law\.go\.kr\/flDownload\.do\?flSeq=165036603\]/,
  );
  // An article's image keeps its flag (최저임금법 시행규칙 제2조, a hanja glyph drawn as a picture).
  const rule = parseStatute(JSON.parse(
    await fixtureText(
      "drf/law/service_type-json_MST-282351_minimum-wage-act-enforcement-rule.json",
    ),
  ));
  const a2 = rule.articles.find((a) => a.article === 2)!;
  assert.ok(a2.flags.hasImage);
  assert.match(
    JSON.stringify(a2),
    /장려가급\(\[그림: http:\/\/www\.law\.go\.kr\/flDownload\.do\?flSeq=39639324\]/,
  );
});
