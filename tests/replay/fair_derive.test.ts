/**
 * The peer benchmark's fair replay (tests/bench/peer/fair): its conversions are faithful
 * (round trips over every recording, the recorded XML/JSON pairs, JO against the recorded
 * josub answers), every derived answer is marked synthetic, the upstream refusals the replay
 * emulates stay, and the replay without the hook (demo, tests) derives nothing.
 *
 * @module
 */

import assert from "node:assert/strict";
import { xmlToDrfObject } from "../../lib/parse/xml.ts";
import { createReplayHandler } from "../lab/mod.ts";
import { canonical, fairDerive, restrictToArticle } from "../bench/peer/fair/derive.ts";
import { drfObjectToXml, learnAttributes, Unconvertible } from "../bench/peer/fair/xml_writer.ts";
import { FIXTURES, loadIndex, OC, serve } from "./_helpers.ts";

const index = await loadIndex();
const read = (file: string) => Deno.readTextFileSync(new URL(file, FIXTURES));
const doc = (file: string) =>
  file.endsWith(".xml") ? xmlToDrfObject(read(file)) : JSON.parse(read(file));
const attrs = learnAttributes(
  index.entries.filter((e) => e.type === "XML").map((e) => read(e.file)),
);
const same = (a: unknown, b: unknown) =>
  assert.equal(JSON.stringify(canonical(a)), JSON.stringify(canonical(b)));
/** The recorders masked the key in links with masks of different lengths. */
const unmasked = (v: unknown) => JSON.parse(JSON.stringify(v).replace(/OC=x+/g, "OC=***"));
const sources = index.entries.filter((e) =>
  e.type !== "HTML" && e.kind !== "unregistered" && e.kind !== "empty"
);

/**
 * JSON recordings whose shape org.json never produces (an array of one element, which XML
 * cannot express): a trimmed/edited sample, a synthetic fixture, and an answer copied from
 * another project. The benchmark refuses to derive their XML (the read-back check).
 */
const NOT_ORG_JSON = new Set([
  "drf/eflawjosub/service_type-json_lbs-act_JO-005300_TRIMMED.json",
  "drf/thdCmp/service_type-json_ID-001823_knd-2_synthetic.json",
  "drf/joRltLstrm/service_type-json_ID-1233_JO-000400_synthetic.json",
]);

Deno.test("every XML recording: object → XML → object is the identity, attributes in place", async (t) => {
  for (const e of sources.filter((x) => x.type === "XML")) {
    await t.step(e.file, () => {
      const obj = doc(e.file);
      const xml = drfObjectToXml(obj, attrs, e.endpoint === "search");
      assert.equal(JSON.stringify(xmlToDrfObject(xml)), JSON.stringify(obj)); // order too
      const names = (x: string) =>
        JSON.stringify([...learnAttributes([x])].map(([k, v]) => [k, [...v].sort()]).sort());
      assert.equal(names(xml), names(read(e.file)));
    });
  }
});

Deno.test("every JSON recording: JSON → XML → JSON gives the same object (keys unordered)", async (t) => {
  for (const e of sources.filter((x) => x.type === "JSON")) {
    await t.step(e.file, () => {
      const obj = doc(e.file);
      const back = xmlToDrfObject(drfObjectToXml(obj, attrs, e.endpoint === "search"));
      if (NOT_ORG_JSON.has(e.file)) {
        assert.notEqual(JSON.stringify(canonical(back)), JSON.stringify(canonical(obj)));
      } else same(back, obj);
    });
  }
});

Deno.test("documents recorded in both formats convert into each other", () => {
  const pairs = [
    [
      "drf/law/service_ID-001823_building-act_full.xml",
      "drf/law/service_type-json_ID-001823_building-act_synthetic.json",
    ],
    [
      "drf/law/search_query-geonchukbeop_synthetic.xml",
      "drf/law/search_type-json_query-geonchukbeop_synthetic.json",
    ],
  ];
  for (const [x, j] of pairs) {
    same(unmasked(xmlToDrfObject(read(x))), unmasked(JSON.parse(read(j))));
    const list = x.includes("search_");
    same(
      unmasked(xmlToDrfObject(drfObjectToXml(JSON.parse(read(j)), attrs, list))),
      unmasked(xmlToDrfObject(read(x))),
    );
  }
});

Deno.test("list rows carry id as an attribute in every recorded XML list", () => {
  for (const e of index.entries.filter((x) => x.type === "XML" && x.kind === "list")) {
    const root = Object.keys(doc(e.file))[0];
    const rows = Object.entries(doc(e.file)[root] as Record<string, unknown>)
      .filter(([, v]) => [v].flat().some((r) => r && typeof r === "object" && "id" in r));
    for (const [name] of rows) assert.match(read(e.file), new RegExp(`<${name} id="`), e.file);
  }
});

Deno.test("text the rules cannot write is refused, not mangled", () => {
  assert.throws(() => drfObjectToXml({ a: { b: "x ]]> y\n" } }, attrs, false), Unconvertible);
  assert.throws(() => drfObjectToXml({ a: { b: "\n" } }, attrs, false), Unconvertible);
  assert.throws(() => drfObjectToXml({ a: 1, b: 2 }, attrs, false), Unconvertible);
});

Deno.test("JO on a full body keeps the units the recorded josub answers hold", () => {
  for (
    const [full, josub] of [
      [
        "drf/eflaw/service_ID-001823_building-act_full.xml",
        "drf/eflawjosub/service_ID-001823_JO-000100.xml",
      ],
      [
        "drf/law/service_ID-001823_building-act_full.xml",
        "drf/lawjosub/service_ID-001823_JO-000100.xml",
      ],
    ]
  ) {
    type U = Record<string, string>;
    const units = (d: Record<string, unknown>) =>
      [(d["법령"] as Record<string, Record<string, unknown>>)["조문"]["조문단위"]].flat() as U[];
    const got = units(restrictToArticle(doc(full), "000100")!);
    const want = units(doc(josub));
    assert.deepEqual(got.map((u) => u["조문키"]), want.map((u) => u["조문키"]));
    assert.deepEqual(got.map((u) => u["조문여부"]), ["전문", "조문"]);
    // The article's text is the josub's (which keeps a trailing line break).
    assert.equal(got[1]["조문내용"], want[1]["조문내용"].trimEnd());
  }
  const branch = restrictToArticle(
    doc("drf/eflaw/service_ID-001823_building-act_full.xml"),
    "000402",
  )!;
  const u = [(branch["법령"] as Record<string, Record<string, unknown>>)["조문"]["조문단위"]]
    .flat() as Record<string, string>[];
  assert.ok(u.every((x) => x["조문번호"] === "4" && x["조문가지번호"] === "2"));
  assert.equal(
    restrictToArticle(doc("drf/eflaw/service_ID-001823_building-act_full.xml"), "099900"),
    null,
  );
});

const q = (target: string, params: Record<string, string>, endpoint = "lawService.do") =>
  `/DRF/${endpoint}?${new URLSearchParams({ OC, target, ...params })}`;

Deno.test("the fair replay answers other formats and JO, marked synthetic in header and log", async () => {
  await using server = await serve({ derive: fairDerive() });
  const get = async (path: string) => {
    const res = await fetch(server.origin + path);
    return { res, body: await res.text(), log: server.stats.last()! };
  };
  // XML of a list recorded as JSON.
  let r = await get(q("prec", { query: "임금" }, "lawSearch.do"));
  assert.equal(r.res.headers.get("x-replay-reason"), "derived:XML-from-JSON");
  assert.equal(r.res.headers.get("x-replay-synthetic"), "1");
  assert.equal(r.log.synthetic, true);
  assert.equal(r.log.reason, "derived:XML-from-JSON");
  same(xmlToDrfObject(r.body), doc("drf/prec/search_type-json_query-imgeum_display5.json"));
  // JSON of a body recorded as XML.
  r = await get(q("ordin", { type: "JSON", MST: "1941163" }));
  assert.equal(r.res.headers.get("x-replay-reason"), "derived:JSON-from-XML");
  same(
    JSON.parse(r.body),
    doc("drf/ordin/service_MST-1941163_gwangjin-council-service-ordinance.xml"),
  );
  // JO on an eflaw body by ID: cut from the real JSON body of pass 5 (the same format answers
  // before a conversion of the XML one).
  r = await get(q("eflaw", { type: "JSON", ID: "001823", JO: "000402" }));
  assert.equal(r.res.headers.get("x-replay-reason"), "derived:JO-of-JSON-body");
  r = await get(q("eflaw", { type: "XML", ID: "001823", JO: "000402" }));
  assert.equal(r.res.headers.get("x-replay-reason"), "derived:JO-of-XML-body");
  assert.match(r.body, /건축위원회의 건축 심의/);
  // Refusals the replay emulates stay: eflaw by MST without efYd.
  r = await get(q("eflaw", { type: "JSON", MST: "276925", JO: "000100" }));
  assert.equal(r.res.headers.get("x-replay-reason"), "eflaw-mst-without-efyd");
  // An article the body does not hold: the replay's miss, not a derived answer.
  r = await get(q("eflaw", { type: "JSON", ID: "001823", JO: "099900" }));
  assert.equal(r.res.headers.get("x-replay-reason"), "miss");
});

Deno.test("without the hook (demo, tests) nothing is derived", async () => {
  const demo = createReplayHandler({ fixturesDir: FIXTURES });
  const reason = async (path: string) =>
    (await demo.fetch(`http://replay${path}`)).headers.get("x-replay-reason");
  assert.equal(await reason(q("prec", { query: "임금" }, "lawSearch.do")), "unregistered-format");
  assert.equal(await reason(q("eflaw", { type: "JSON", ID: "001823", JO: "000100" })), "miss");
  await using server = await serve();
  const res = await fetch(server.origin + q("ordin", { type: "JSON", MST: "1941163" }));
  await res.body?.cancel();
  assert.equal(res.headers.get("x-replay-reason"), "unregistered-format");
});
