/**
 * The real recordings of passes 3 and 4 (MANIFEST-pass34.md, drf/index-pass34.json): every row
 * carries its provenance, each body is keyed by the identifiers it holds, and the recorded lists
 * lead to the recorded bodies through the replay's own lookup.
 */

import assert from "node:assert/strict";
import { fixtureBytes, FIXTURES, loadIndex } from "./_helpers.ts";

const MANIFEST = Deno.readTextFileSync(new URL("MANIFEST-pass34.md", FIXTURES));
const INDEX = JSON.parse(Deno.readTextFileSync(new URL("drf/index-pass34.json", FIXTURES)));
const ENTRIES: {
  row: number;
  file: string;
  target: string;
  type: string;
  params: Record<string, string>;
  aliases?: Record<string, string>[];
  kind: string;
  fidelity: string;
}[] = INDEX.entries;

async function textOf(file: string): Promise<string> {
  return new TextDecoder().decode(await fixtureBytes(file));
}

/** First text of `<tag>` (CDATA unwrapped) in an XML string. */
function tag(xml: string, name: string): string | undefined {
  const m = xml.match(new RegExp(`<${name}(?: [^>]*)?>(?:<!\\[CDATA\\[)?([^<\\]]*)`));
  return m?.[1];
}

/** Which recording the replay picks for a request. */
async function served(
  endpoint: "search" | "service",
  target: string,
  type: "XML" | "JSON",
  params: Record<string, string>,
): Promise<string | undefined> {
  const index = await loadIndex();
  return index.lookup(endpoint, target, type, new URLSearchParams(params)).exact?.file;
}

Deno.test("each pass-3/4 row stands on its own: source repo, path, commit, sha256, fidelity", () => {
  assert.equal(ENTRIES.length, 22);
  for (const e of ENTRIES) {
    assert.ok(e.row >= 800 && e.row < 900, e.file);
    const line = MANIFEST.split("\n").find((l) => l.startsWith(`| ${e.row} | \`${e.file}\` |`));
    assert.ok(line, `manifest row ${e.row}`);
    const cells = line.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim());
    assert.equal(cells.length, 11, `columns of row ${e.row}`);
    const [, , bytes, , request, repo, path, commit, fidelity, sha] = cells;
    assert.match(bytes, /^[\d,]+$/);
    assert.match(request, /law(Search|Service)\.do\?target=/, `request of row ${e.row}`);
    assert.match(repo, /^[\w.-]+\/[\w.-]+$/, `source repo of row ${e.row}`);
    assert.ok(path.length > 2, `source path of row ${e.row}`);
    assert.match(commit, /^`[0-9a-f]{40}`$/, `commit of row ${e.row}`);
    assert.match(sha, /^`[0-9a-f]{64}`$/, `sha256 of row ${e.row}`);
    // The index's fidelity is what the row says: only byte-exact upstream blobs are `exact`.
    assert.equal(fidelity.startsWith("exact"), e.fidelity === "exact", `fidelity of row ${e.row}`);
    if (repo === "jasnok/aio-01-p2-team2") {
      assert.match(fidelity, /search-index text/);
      assert.equal(e.fidelity, "indexed");
    }
  }
});

Deno.test("bodies are keyed by the identifiers they carry", async () => {
  for (const e of ENTRIES.filter((x) => x.kind === "body")) {
    const body = await textOf(e.file);
    const keys = [e.params, ...(e.aliases ?? [])];
    if (e.target === "prec") assert.equal(tag(body, "판례정보일련번호"), e.params.ID, e.file);
    if (e.target === "expc") assert.equal(tag(body, "법령해석례일련번호"), e.params.ID, e.file);
    if (e.target === "law") {
      const lawId = e.type === "JSON" ? JSON.parse(body).법령.기본정보.법령ID : tag(body, "법령ID");
      const ids = keys.map((k) => k.ID).filter(Boolean);
      for (const id of ids) assert.equal(id, lawId, `법령ID of ${e.file}`);
      // No law body here states its 법령일련번호, so an MST key must come from elsewhere.
      assert.ok(!body.includes("법령일련번호"), e.file);
    }
  }
});

Deno.test("recorded lists lead to the recorded bodies", async () => {
  // 민법 list (MANIFEST.md row 2) → 민법 body (row 805), by ID and by MST.
  const list = await textOf("drf/law/search_query-minbeop_display5.xml");
  const row = list.split("<law id=").find((r) => r.includes("<법령명한글><![CDATA[민법]]>"))!;
  const civil = "drf/law/service_type-json_ID-001706_civil-act_20250131.json";
  assert.equal(await served("service", "law", "JSON", { ID: tag(row, "법령ID")! }), civil);
  assert.equal(await served("service", "law", "JSON", { MST: tag(row, "법령일련번호")! }), civil);
  const info = JSON.parse(await textOf(civil)).법령.기본정보;
  assert.equal(info.공포일자, tag(row, "공포일자"));
  assert.equal(info.공포번호, tag(row, "공포번호"));
  assert.equal(info.시행일자, tag(row, "시행일자"));

  // 상속세 prec list → 2025두30615 (row 800); 상속세 expc list → 20-0359 (row 802).
  const cases: [string, string, string, string][] = [
    ["prec", "drf/prec/search_type-xml_query-sangsokse_20rows.xml", "판례일련번호", "사건번호"],
    [
      "expc",
      "drf/expc/search_type-xml_query-sangsokse_display3.xml",
      "법령해석례일련번호",
      "안건번호",
    ],
  ];
  for (const [target, file, idTag, numberTag] of cases) {
    assert.equal(await served("search", target, "XML", { query: "상속세" }), file);
    const rows = (await textOf(file)).split(`<${target} id=`).slice(1);
    const hits = [];
    for (const r of rows) {
      const body = await served("service", target, "XML", { ID: tag(r, idTag)! });
      if (!body) continue;
      hits.push(body);
      assert.equal(tag(await textOf(body), numberTag), tag(r, numberTag), body);
    }
    assert.equal(hits.length, 1, `${target}: one list row has a recorded body`);
  }
});
