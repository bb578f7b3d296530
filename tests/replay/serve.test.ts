/**
 * The replay through HTTP with plain fetch: recorded answers byte-exact, format mismatch → the
 * real 미신청 page, parameter normalisation, and the synthetic answers for unknown requests.
 */

import assert from "node:assert/strict";
import {
  BROWSER_HEADERS,
  fixtureBytes,
  get,
  loadIndex,
  OC,
  serve,
  text,
  unregisteredBytes,
  urlFor,
} from "./_helpers.ts";
import { assertSameBytes } from "./_helpers.ts";

const index = await loadIndex();
const byFile = (file: string) => index.entries.find((e) => e.file.endsWith(file))!;
const CT = {
  XML: "text/xml;charset=UTF-8",
  JSON: "application/json;charset=UTF-8",
  HTML: "text/html;charset=UTF-8",
};

Deno.test("every indexed fixture is served byte-exact for its request", async (t) => {
  await using server = await serve();
  for (const e of index.entries) {
    await t.step(e.file, async () => {
      const res = await get(urlFor(server.baseUrl, e));
      assert.equal(res.status, 200);
      assertSameBytes(res.body, await fixtureBytes(e.file));
      assert.equal(
        res.headers.get("content-type"),
        CT[e.kind === "unregistered" ? "HTML" : e.type],
      );
      assert.equal(res.headers.get("x-replay-fixture"), e.file);
      assert.equal(res.headers.get("x-replay-fidelity"), e.fidelity);
      // Files we built ourselves are served as they are, but flagged.
      assert.equal(res.headers.get("x-replay-synthetic"), e.fidelity === "synthetic" ? "1" : null);
    });
  }
  // Aliases answer too (lsStmd by 법령ID).
  for (const e of index.entries.filter((x) => x.aliases)) {
    for (const alias of e.aliases!) {
      const res = await get(urlFor(server.baseUrl, { ...e, params: alias }));
      assert.deepEqual(
        res.body,
        await fixtureBytes(e.file),
        `${e.file} via ${JSON.stringify(alias)}`,
      );
    }
  }
});

Deno.test("a recorded record asked in another format gets the real 미신청 page (HTTP 200)", async (t) => {
  await using server = await serve();
  const page = await unregisteredBytes();
  // Records held in both formats (건축법 eflaw by ID: the real XML body and the real JSON body of
  // pass 5, reached by its ID alias) are served either way: a parameter set of one entry (its
  // params or an alias) that another entry of the other format answers too.
  const keys = (e: typeof index.entries[number]) =>
    [e.params, ...(e.aliases ?? [])].map((p) => `${e.endpoint}|${e.target}|${JSON.stringify(p)}`);
  const formats = new Map<string, Set<string>>();
  for (const e of index.entries) {
    for (const k of keys(e)) formats.set(k, (formats.get(k) ?? new Set()).add(e.type));
  }
  for (const e of index.entries.filter((x) => x.kind !== "unregistered")) {
    const other = e.type === "XML" ? "JSON" : "XML";
    if (keys(e).some((k) => formats.get(k)!.has(other))) continue;
    await t.step(`${e.file} as ${other}`, async () => {
      const res = await get(urlFor(server.baseUrl, e, { type: other }));
      assert.equal(res.status, 200);
      // Compare as text: a byte-array deepEqual diff of a 500 KB mismatch exhausts memory.
      assert.equal(
        new TextDecoder().decode(res.body).slice(0, 3000),
        new TextDecoder().decode(page).slice(0, 3000),
      );
      assert.equal(res.body.length, page.length);
      assert.equal(res.headers.get("content-type"), CT.HTML);
      assert.equal(res.headers.get("x-replay-reason"), "unregistered-format");
    });
  }
  // HTML of a record recorded as XML is not approved either.
  const res = await get(
    urlFor(server.baseUrl, byFile("law/service_ID-001823_building-act_full.xml"), { type: "HTML" }),
  );
  assertSameBytes(res.body, page);
});

Deno.test("identifiers match with or without zero-padding; type defaults to XML; case-insensitive type", async () => {
  await using server = await serve();
  const law = await fixtureBytes("drf/law/service_ID-001823_building-act_full.xml");
  const cases: Array<[string, string]> = [
    [
      `lawService.do?OC=${OC}&target=law&type=XML&ID=1823`,
      "drf/law/service_ID-001823_building-act_full.xml",
    ],
    [
      `lawService.do?OC=${OC}&target=law&ID=0001823`,
      "drf/law/service_ID-001823_building-act_full.xml",
    ],
    [
      `lawService.do?OC=${OC}&target=lawjosub&ID=1823&JO=100`,
      "drf/lawjosub/service_ID-001823_JO-000100.xml",
    ],
    [
      `lawService.do?OC=${OC}&target=law&type=json&MST=0282351`,
      "drf/law/service_type-json_MST-282351_minimum-wage-act-enforcement-rule.json",
    ],
    [
      `lawService.do?OC=${OC}&target=law&type=JSON&MST=1556`,
      "drf/law/service_type-json_korea-maritime-institute-act_1997.json",
    ],
    [
      `lawSearch.do?OC=${OC}&target=lnkLsOrdJo&knd=2118`,
      "drf/lnkLsOrdJo/search_knd-002118_display5.xml",
    ],
    [
      `lawService.do?OC=${OC}&target=eflawjosub&ID=001823&JO=000100&efYd=20251001`,
      "drf/eflawjosub/service_ID-001823_JO-000100.xml",
    ],
  ];
  for (const [path, file] of cases) {
    const res = await get(`${server.baseUrl}/${path}`);
    assertSameBytes(res.body, await fixtureBytes(file), path);
  }
  // Without the /DRF prefix too.
  const res = await get(`${server.origin}/lawService.do?OC=${OC}&target=law&ID=1823`);
  assertSameBytes(res.body, law);
});

Deno.test("Korean queries are percent-decoded; display is ignored; other pages are empty", async () => {
  await using server = await serve();
  const minbeop = await fixtureBytes("drf/law/search_query-minbeop_display5.xml");
  const enc = encodeURIComponent("민법");
  for (
    const q of [
      `query=${enc}`,
      `query=${enc}&display=20`,
      `query=${enc}&page=1&sort=ldes`,
      `query=%20${enc}%20`,
    ]
  ) {
    const res = await get(`${server.baseUrl}/lawSearch.do?OC=${OC}&target=law&type=XML&${q}`);
    assertSameBytes(res.body, minbeop, q);
  }
  const page2 = await get(`${server.baseUrl}/lawSearch.do?OC=${OC}&target=law&query=${enc}&page=2`);
  assert.equal(page2.headers.get("x-replay-reason"), "zero-results");
  assert.match(text(page2.body), /<totalCnt>0<\/totalCnt><page>2<\/page>/);
});

Deno.test("unknown body → miss envelope; synthetic unless the target's miss was recorded", async () => {
  await using server = await serve();
  const xml = await get(`${server.baseUrl}/lawService.do?OC=${OC}&target=law&ID=999999`);
  assert.equal(xml.status, 200);
  assert.equal(
    text(xml.body),
    `<?xml version="1.0" encoding="utf-8"?><Law>일치하는 법령이 없습니다.  법령명을 확인하여 주십시오.</Law>`,
  );
  assert.equal(xml.headers.get("x-replay-synthetic"), "1");
  assert.equal(xml.headers.get("content-type"), CT.XML);

  const json = await get(`${server.baseUrl}/lawService.do?OC=${OC}&target=law&type=JSON&MST=1`);
  assert.deepEqual(JSON.parse(text(json.body)), {
    Law: "일치하는 법령이 없습니다.  법령명을 확인하여 주십시오.",
  });
  assert.equal(json.headers.get("x-replay-synthetic"), "1");

  // prec has a recorded JSON miss: served as recorded (not synthetic) for any unknown ID.
  const prec = await get(
    `${server.baseUrl}/lawService.do?OC=${OC}&target=prec&type=JSON&ID=228541`,
  );
  assert.deepEqual(prec.body, await fixtureBytes("drf/prec/service_type-json_ID-1_miss.json"));
  assert.equal(prec.headers.get("x-replay-synthetic"), null);
  assert.equal(prec.headers.get("x-replay-reason"), "miss");

  // …and its sentence is reused for the XML envelope.
  const precXml = await get(
    `${server.baseUrl}/lawService.do?OC=${OC}&target=prec&type=XML&ID=228541`,
  );
  assert.match(
    text(precXml.body),
    /<Law>일치하는 판례가 없습니다\. {2}판례명을 확인하여 주십시오\.<\/Law>$/,
  );
  assert.equal(precXml.headers.get("x-replay-synthetic"), "1");

  // ftc answers unknown IDs with {} (recorded).
  const ftc = await get(`${server.baseUrl}/lawService.do?OC=${OC}&target=ftc&type=JSON&ID=77`);
  assert.equal(text(ftc.body), "{}");

  // A JO on a full-body record is another request → miss, not the full body.
  const jo = await get(`${server.baseUrl}/lawService.do?OC=${OC}&target=law&ID=001823&JO=000200`);
  assert.equal(jo.headers.get("x-replay-reason"), "miss");
});

Deno.test("unknown search → zero-result envelope shaped like the target's recordings", async () => {
  await using server = await serve();
  const res = await get(
    `${server.baseUrl}/lawSearch.do?OC=${OC}&target=prec&type=JSON&query=${
      encodeURIComponent("없는말")
    }`,
  );
  assert.equal(res.headers.get("x-replay-synthetic"), "1");
  assert.deepEqual(JSON.parse(text(res.body)), {
    PrecSearch: { 키워드: "없는말", page: "1", target: "prec", totalCnt: "0", section: "evtNm" },
  });
  const cgm = await get(
    `${server.baseUrl}/lawSearch.do?OC=${OC}&target=moelCgmExpc&type=JSON&query=x`,
  );
  const root = JSON.parse(text(cgm.body)).CgmExpc;
  assert.equal(root.totalCnt, "0");
  assert.equal(root.numOfRows, "0");
  assert.equal(root.cgmExpc, undefined, "no row key");
  const term = await get(
    `${server.baseUrl}/lawSearch.do?OC=${OC}&target=lstrmAI&type=JSON&query=x`,
  );
  assert.equal(JSON.parse(text(term.body)).lstrmAISearch.검색결과개수, "0");
  const xml = await get(
    `${server.baseUrl}/lawSearch.do?OC=${OC}&target=admrul&query=${encodeURIComponent("<&>")}`,
  );
  assert.equal(
    text(xml.body),
    `<?xml version="1.0" encoding="UTF-8"?><AdmRulSearch><target>admrul</target><키워드>&lt;&amp;&gt;</키워드><section>admRulNm</section><totalCnt>0</totalCnt><page>1</page><numOfRows>0</numOfRows><resultCode>00</resultCode><resultMsg>success</resultMsg></AdmRulSearch>`,
  );
  // A target never recorded still gets a documented-shape envelope.
  const never = await get(
    `${server.baseUrl}/lawSearch.do?OC=${OC}&target=couseLs&type=JSON&query=x`,
  );
  assert.equal(JSON.parse(text(never.body)).LawSearch.totalCnt, "0");
});

Deno.test("missing OC, missing Referer (strict), eflaw MST without efYd, odd requests", async () => {
  await using server = await serve();
  const page = await unregisteredBytes();
  const noOc = await get(`${server.baseUrl}/lawSearch.do?target=law&query=x`);
  assert.equal(noOc.status, 200);
  assert.match(text(noOc.body), /<result>사용자 정보 검증에 실패하였습니다\.<\/result>/);
  assert.equal(noOc.headers.get("x-replay-synthetic"), "1");
  assert.equal(noOc.headers.get("x-replay-reason"), "missing-oc");
  const emptyOc = await get(`${server.baseUrl}/lawSearch.do?OC=&target=law&query=x`);
  assert.equal(emptyOc.headers.get("x-replay-reason"), "missing-oc");

  const mst = await get(
    `${server.baseUrl}/lawService.do?OC=${OC}&target=eflaw&MST=276925&type=JSON`,
  );
  assert.deepEqual(mst.body, page);
  assert.equal(mst.headers.get("x-replay-reason"), "eflaw-mst-without-efyd");

  assert.deepEqual((await get(`${server.baseUrl}/lawSearch.do?OC=${OC}&query=x`)).body, page);
  assert.deepEqual(
    (await get(`${server.baseUrl}/lawSearch.do?OC=${OC}&target=law&type=CSV`)).body,
    page,
  );

  const nf = await get(`${server.origin}/DRF/nothing.do?OC=${OC}`);
  assert.equal(nf.status, 404);
  const post = await get(`${server.baseUrl}/lawSearch.do?OC=${OC}&target=law`, {
    method: "POST",
    body: "x",
  });
  assert.equal(post.status, 405);
  const head = await fetch(`${server.baseUrl}/lawService.do?OC=${OC}&target=law&ID=1823`, {
    method: "HEAD",
    headers: BROWSER_HEADERS,
  });
  assert.equal(head.status, 200);
  assert.equal(head.headers.get("content-length"), "511112");
  assert.equal((await head.bytes()).length, 0);
});

Deno.test("strictHeaders: no Referer → verification failure, with Referer → data", async () => {
  await using server = await serve({ strictHeaders: true });
  const url = `${server.baseUrl}/lawSearch.do?OC=${OC}&target=law&query=${
    encodeURIComponent("민법")
  }`;
  const bare = await fetch(url);
  assert.match(await bare.text(), /사용자 정보 검증에 실패하였습니다/);
  assert.equal(bare.headers.get("x-replay-reason"), "missing-referer");
  const ok = await get(url);
  assert.deepEqual(ok.body, await fixtureBytes("drf/law/search_query-minbeop_display5.xml"));
});
