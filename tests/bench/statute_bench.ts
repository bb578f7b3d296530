/**
 * The whole statute path on the largest statute (건축법, 499 KB XML / 485 KB JSON): wire format →
 * DRF object → typed `Statute`, for both formats, and the article selection tools run on top.
 *
 * Run: `deno bench -A tests/bench/statute_bench.ts`.
 *
 * @module
 */

import { readFixture } from "./fixtures.ts";
import { parseArticleRefs } from "../../lib/mod.ts";
import { parseStatute, xmlToDrfObject } from "../../lib/parse/mod.ts";
import { selectArticles } from "../../lib/tools/select_articles.ts";

const xml = readFixture("drf/law/service_ID-001823_building-act_full.xml");
const json = readFixture("drf/law/service_type-json_ID-001823_building-act_synthetic.json");
const group = "건축법 body → Statute";

Deno.bench({
  name: "JSON: JSON.parse + parseStatute",
  group,
  baseline: true,
  fn: () => {
    parseStatute(JSON.parse(json));
  },
});
Deno.bench({
  name: "XML: xmlToDrfObject + parseStatute",
  group,
  fn: () => {
    parseStatute(xmlToDrfObject(xml));
  },
});
const data = JSON.parse(json);
Deno.bench({
  name: "parseStatute alone",
  group,
  fn: () => {
    parseStatute(data);
  },
});

const statute = parseStatute(data);
const refs = parseArticleRefs("제2조제1항제11호, 제4조의2, 제11조부터 제14조까지, 제77조의10");
Deno.bench({
  name: "parse anchors + select 7 articles",
  group: "selection",
  fn: () => {
    selectArticles(
      statute,
      parseArticleRefs("제2조제1항제11호, 제4조의2, 제11조부터 제14조까지, 제77조의10"),
    );
  },
});
Deno.bench({
  name: "select 7 articles (anchors parsed)",
  group: "selection",
  fn: () => {
    selectArticles(statute, refs);
  },
});
