import assert from "node:assert/strict";
import { parseLawSearch, parseStatute, xmlToDrfObject } from "../../lib/parse/mod.ts";
import { rankByName } from "../../lib/law/mod.ts";
import { fixtureText } from "../_support.ts";

const buildingXml = await fixtureText("drf/law/service_ID-001823_building-act_full.xml");
const building = parseStatute(xmlToDrfObject(buildingXml), { asOf: "20251101" });

Deno.test("건축법 (XML): 기본정보", () => {
  const i = building.info;
  assert.equal(i.lawId, "001823");
  assert.equal(i.name, "건축법");
  assert.equal(i.kind, "법률");
  assert.equal(i.kindCode, "A0002");
  assert.equal(i.ministry, "국토교통부");
  assert.equal(i.ministryCode, "1613000");
  assert.equal(i.effectiveDate, "20251001");
  assert.equal(i.promulgationNumber, "21065");
  assert.equal(i.status, "현행");
  assert.equal(
    parseStatute(xmlToDrfObject(buildingXml), { asOf: "20250901" }).info.status,
    "시행예정",
  );
});

Deno.test("건축법 (XML): every 조문단위 is a heading or an article, none dropped", () => {
  const units = (buildingXml.match(/<조문단위 /g) ?? []).length;
  const headingRows = (buildingXml.match(/<조문여부>전문<\/조문여부>/g) ?? []).length;
  assert.equal(building.articles.length + building.headings.length, units);
  assert.equal(building.headings.length, headingRows);
  assert.deepEqual(building.headings[0], {
    level: "장",
    text: "제1장 총칙",
    firstArticle: "제1조",
  });
});

Deno.test("건축법: 가지조문 제4조의2 is its own article with its paragraphs", () => {
  const a = building.articles.find((x) => x.article === 4 && x.branch === 2)!;
  assert.equal(a.label, "제4조의2");
  assert.equal(a.title, "건축위원회의 건축 심의 등");
  assert.equal(a.key, "0004021");
  assert.equal(a.paragraphs.length, 4);
  assert.equal(a.paragraphs[2].number, 3);
  assert.match(a.paragraphs[2].text, /^③ 제2항에 따른 건축위원회의 심의 결과에 이의가/);
  assert.equal(a.note, "[본조신설 2014.5.28]");
  assert.deepEqual(a.headingPath, ["제1장 총칙"]);
  // 제4조 and 제4조의2 are different articles.
  const four = building.articles.filter((x) => x.article === 4);
  assert.ok(four.length >= 3 && new Set(four.map((x) => x.branch)).size === four.length);
});

Deno.test("건축법 제2조: 호 and 목 kept under their 항", () => {
  const a = building.articles.find((x) => x.article === 2 && x.branch === 0)!;
  const p1 = a.paragraphs[0];
  assert.equal(p1.label, "①");
  assert.ok(p1.items.length >= 20);
  const item11 = p1.items.find((i) => i.number === 11)!;
  assert.equal(item11.subItems.length, 2);
  assert.equal(item11.subItems[0].label, "가.");
  assert.match(item11.subItems[1].text, /^나\.\s+건축허가 또는 신고 시에/);
  // 목 count in the source equals 목 count in the record (nothing silently dropped).
  const mokInSource = (buildingXml.match(/<목번호>/g) ?? []).length;
  const mokInRecord = building.articles.flatMap((x) => x.paragraphs).flatMap((p) => p.items)
    .reduce((n, i) => n + i.subItems.length, 0);
  assert.equal(mokInRecord, mokInSource);
});

Deno.test("최저임금법 시행규칙 (JSON): 별표, 부칙, line arrays, inline images flagged", async () => {
  const data = JSON.parse(
    await fixtureText(
      "drf/law/service_type-json_MST-282351_minimum-wage-act-enforcement-rule.json",
    ),
  );
  const s = parseStatute(data, { mst: "282351", asOf: "20260301" });
  assert.equal(s.info.name, "최저임금법 시행규칙");
  assert.equal(s.info.mst, "282351");
  assert.equal(s.annexes.length, 9);
  assert.equal(s.annexes[0].label, "별표 1");
  assert.equal(s.annexes[0].title, "삭제 <2018. 12. 31.>", "entities decoded");
  assert.equal(s.annexes[0].fileLink, "/LSW/flDownload.do?flSeq=159941939");
  assert.equal(s.supplements.length, 15);
  assert.match(s.supplements[0].text, /^부칙 <제42호,1987\.11\.12>\n①\(시행일\)/);
  const a2 = s.articles.find((a) => a.article === 2)!;
  assert.equal(a2.flags.hasImage, true, "호 with <img> is flagged");
  assert.match(s.amendmentText ?? "", /고용노동부령 제459호/);
});

Deno.test("lawjosub (XML): the text-less heading row that comes first is not an article", async () => {
  const s = parseStatute(
    xmlToDrfObject(await fixtureText("drf/lawjosub/service_ID-001823_JO-000100.xml")),
  );
  assert.equal(s.headings.length, 0);
  assert.equal(s.articles.length, 1);
  assert.equal(s.articles[0].label, "제1조");
  assert.match(s.articles[0].text, /^제1조\(목적\) 이 법은 건축물의/);
});

Deno.test("search lists: XML and JSON, exact name ranked first", async () => {
  const xml = parseLawSearch(
    xmlToDrfObject(await fixtureText("drf/law/search_query-minbeop_display5.xml")),
  );
  assert.equal(xml.total, 9);
  assert.equal(xml.rows.length, 5);
  assert.equal(xml.rows[0].name, "난민법");
  const ranked = rankByName("민법", xml.rows);
  assert.equal(ranked[0].name, "민법");
  assert.equal(ranked[0].lawId, xml.rows[3].lawId);
  const json = parseLawSearch(
    JSON.parse(await fixtureText("drf/law/search_type-json_query-sanjaebohumbeop_display100.json")),
  );
  assert.equal(json.rows[0].name, "산업재해보상보험법");
  assert.equal(json.rows[0].abbreviation, "산재보험법");
  assert.equal(json.rows[0].mst, "279733");
  assert.equal(json.rows[0].status, "현행");
});
