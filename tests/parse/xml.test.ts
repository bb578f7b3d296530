import assert from "node:assert/strict";
import { MAX_XML_DEPTH, XmlParseError, xmlToDrfObject } from "../../lib/parse/xml.ts";
import { CANDIDATES, reference, viaTxml } from "../bench/xml_candidates.ts";
import { listFixtures, readFixture } from "../bench/fixtures.ts";
import { assertBudget } from "../_timing.ts";

// deno-lint-ignore no-explicit-any
type Any = any;

const x = (body: string): Any => xmlToDrfObject(body);

// ── conversion rules ────────────────────────────────────────────────────────────────────────

Deno.test("rules: the root becomes the single top-level key; declaration and comments skipped", () => {
  assert.deepEqual(
    x(`<?xml version="1.0" encoding="UTF-8"?><!-- c --><LawSearch><totalCnt>3</totalCnt></LawSearch>`),
    {
      LawSearch: { totalCnt: "3" },
    },
  );
});

Deno.test("rules: attributes are sibling keys; attribute + text puts the text under content", () => {
  assert.deepEqual(
    x(`<법령 법령키="0018"><기본정보><소관부처 소관부처코드="1613000">국토교통부</소관부처></기본정보></법령>`),
    {
      법령: {
        법령키: "0018",
        기본정보: { 소관부처: { 소관부처코드: "1613000", content: "국토교통부" } },
      },
    },
  );
  // Attributes only, no text: no content key.
  assert.deepEqual(x(`<r><a k="1"/><b k='2'></b></r>`), { r: { a: { k: "1" }, b: { k: "2" } } });
});

Deno.test("rules: a child is an array only when it occurs twice or more", () => {
  assert.deepEqual(x(`<r><row><id>1</id></row></r>`), { r: { row: { id: "1" } } });
  assert.deepEqual(x(`<r><row><id>1</id></row><row><id>2</id></row></r>`), {
    r: { row: [{ id: "1" }, { id: "2" }] },
  });
  assert.deepEqual(x(`<r><n>1</n><m/><n>2</n><n>3</n></r>`), { r: { n: ["1", "2", "3"], m: "" } });
});

Deno.test("rules: an attribute and a child of the same name accumulate, attribute first (ordin 조문번호)", () => {
  assert.deepEqual(x(`<조문><조 조문번호='000100'><조문번호>000100</조문번호></조></조문>`), {
    조문: { 조: { 조문번호: ["000100", "000100"] } },
  });
});

Deno.test("rules: CDATA is verbatim (no trim, no entity decoding); text is decoded and trimmed", () => {
  assert.deepEqual(
    x(`<r><a><![CDATA[        제1장 총칙  ]]></a><b><![CDATA[삭제 &lt;2018&gt; <b>]]></b></r>`),
    {
      r: { a: "        제1장 총칙  ", b: "삭제 &lt;2018&gt; <b>" },
    },
  );
  assert.deepEqual(
    x(`<r><link>\n  /DRF/lawService.do?OC=x&amp;target=law&#38;MST=1 \n</link><q>&quot;&apos;&lt;&gt;&#xAC00;&#44033;</q></r>`),
    {
      r: { link: "/DRF/lawService.do?OC=x&target=law&MST=1", q: `"'<>가각` },
    },
  );
  // A decoded character reference to whitespace at the edge is trimmed too (org.json trims after decoding).
  assert.deepEqual(x(`<r><a>&#32;x&#10;</a></r>`), { r: { a: "x" } });
  // Attribute values are decoded, never trimmed.
  assert.deepEqual(x(`<r a=" 1 &amp; 2 "/>`), { r: { a: " 1 & 2 " } });
});

Deno.test('rules: empty elements, empty CDATA and blank text are all ""', () => {
  assert.deepEqual(
    x(`<r><a></a><b/><c><![CDATA[]]></c><d>  \n\t </d><e><![CDATA[\n]]></e><f>\n<![CDATA[]]>\n<![CDATA[\r\n]]>\n</f></r>`),
    {
      r: { a: "", b: "", c: "", d: "", e: "", f: "" },
    },
  );
});

Deno.test("rules: several CDATA sections in one element → array of arrays of lines, separators dropped", () => {
  // `law` separates lines with <![CDATA[\n]]>, `eflaw`/`admrul` with <![CDATA[]]>: same result.
  const law =
    `<r><부칙내용>\n<![CDATA[부칙 <제1호>]]>\n<![CDATA[\n]]>\n<![CDATA[\n]]>\n<![CDATA[  ② 시행한다. ]]>\n</부칙내용></r>`;
  const eflaw =
    `<r><부칙내용><![CDATA[부칙 <제1호>]]><![CDATA[]]><![CDATA[]]><![CDATA[  ② 시행한다. ]]></부칙내용></r>`;
  const want = { r: { 부칙내용: [["부칙 <제1호>", "  ② 시행한다. "]] } };
  assert.deepEqual(x(law), want);
  assert.deepEqual(x(eflaw), want);
  // One real piece left after dropping separators → a plain string.
  assert.deepEqual(x(`<r><a><![CDATA[]]><![CDATA[only]]><![CDATA[\n]]></a></r>`), {
    r: { a: "only" },
  });
});

Deno.test("rules: org.json accumulate wraps array values once and nests them on repetition", () => {
  const two =
    `<r><항내용><![CDATA[a]]><![CDATA[b]]></항내용><항내용><![CDATA[c]]><![CDATA[d]]></항내용></r>`;
  assert.deepEqual(x(two), { r: { 항내용: [["a", "b"], ["c", "d"]] } });
  const multiThenOne = `<r><v><![CDATA[a]]><![CDATA[b]]></v><v>c</v></r>`;
  assert.deepEqual(x(multiThenOne), { r: { v: [["a", "b"], "c"] } });
  const oneThenMulti = `<r><v>c</v><v><![CDATA[a]]><![CDATA[b]]></v></r>`;
  assert.deepEqual(x(oneThenMulti), { r: { v: ["c", ["a", "b"]] } });
  // With an attribute, several pieces are a flat content array (no extra wrapping).
  assert.deepEqual(x(`<r><v k="1"><![CDATA[a]]><![CDATA[b]]></v></r>`), {
    r: { v: { k: "1", content: ["a", "b"] } },
  });
});

Deno.test("rules: mixed content keeps text under content next to the children", () => {
  assert.deepEqual(x(`<r><p>before<br/>after <i>x</i> end</p></r>`), {
    r: { p: { content: ["before", "after", "end"], br: "", i: "x" } },
  });
  assert.deepEqual(x(`<r><p><b>x</b>tail</p></r>`), { r: { p: { b: "x", content: "tail" } } });
  // A comment splits a text run into two pieces, as in org.json.
  assert.deepEqual(x(`<r><p>a<!-- c -->b</p></r>`), { r: { p: [["a", "b"]] } });
});

Deno.test("rules: all scalars are strings; line ends normalised; BOM and blank lines tolerated", () => {
  assert.deepEqual(
    x(`\ufeff\r\n\r\n  <?xml version="1.0"?>\r\n<r><n>007</n><t>true</t><c><![CDATA[a\r\nb\rc]]></c></r>\r\n`),
    {
      r: { n: "007", t: "true", c: "a\nb\nc" },
    },
  );
});

Deno.test("rules: the Q3 miss envelope keeps its double space", () => {
  const miss =
    `<?xml version="1.0" encoding="utf-8"?><Law>일치하는 행정규칙이 없습니다.  행정규칙명을 확인하여 주십시오.</Law>`;
  assert.deepEqual(x(miss), {
    Law: "일치하는 행정규칙이 없습니다.  행정규칙명을 확인하여 주십시오.",
  });
});

Deno.test("rules: names like __proto__ and toString become own keys and pollute nothing", () => {
  const r =
    x(`<r><__proto__><polluted>yes</polluted></__proto__><toString>s</toString><constructor a="1"/><toString>t</toString></r>`)
      .r;
  assert.ok(Object.hasOwn(r, "__proto__"));
  assert.deepEqual(r["__proto__"], { polluted: "yes" });
  assert.deepEqual(r.toString, ["s", "t"]);
  assert.deepEqual(r.constructor, { a: "1" });
  assert.equal(({} as Any).polluted, undefined);
  assert.equal(Object.getPrototypeOf(r), Object.prototype);
});

Deno.test("rules: unknown entities are kept verbatim (no DTD, nothing to expand)", () => {
  assert.deepEqual(x(`<r><a>&nbsp;x&lol9;</a></r>`), { r: { a: "&nbsp;x&lol9;" } });
});

// ── real fixtures ───────────────────────────────────────────────────────────────────────────

const buildingLaw = x(readFixture("drf/law/service_ID-001823_building-act_full.xml"));
const buildingEflaw = x(readFixture("drf/eflaw/service_ID-001823_building-act_full.xml"));

Deno.test("fixture 건축법 (law XML): key shapes", () => {
  const L = buildingLaw.법령;
  assert.deepEqual(Object.keys(buildingLaw), ["법령"]);
  assert.equal(L.법령키, "0018232025100121065");
  assert.deepEqual(L.기본정보.소관부처, { content: "국토교통부", 소관부처코드: "1613000" });
  assert.deepEqual(L.기본정보.법종구분, { content: "법률", 법종구분코드: "A0002" });
  assert.equal(L.기본정보.법령명약칭, "");
  assert.equal(L.기본정보.공동부령정보, "");
  assert.ok(Array.isArray(L.조문.조문단위));
  assert.equal(L.조문.조문단위.length, 178);
  assert.equal(L.기본정보.연락부서.부서단위.length, 7);
  assert.equal(L.기본정보.연락부서.부서단위[0].부서키, "388817");
  // Heading rows keep the CDATA's indentation, as the real JSON does.
  assert.deepEqual(L.조문.조문단위[0], {
    조문키: "0001000",
    조문번호: "1",
    조문여부: "전문",
    조문시행일자: "20251001",
    조문이동이전: "",
    조문이동이후: "",
    조문변경여부: "N",
    조문내용: "                        제1장 총칙",
  });
  const a = L.조문.조문단위.find((u: Any) => u.조문키 === "0004021");
  assert.equal(a.조문가지번호, "2");
  assert.equal(a.항.length, 4);
  assert.equal(a.조문참고자료, "[본조신설 2014.5.28]");
});

Deno.test("fixture 건축법: 부칙내용/개정문내용 are arrays of arrays of lines without separators", () => {
  const L = buildingLaw.법령;
  assert.equal(L.부칙.부칙단위.length, 86);
  const first = L.부칙.부칙단위[0];
  assert.equal(first.부칙키, "2008032108974");
  assert.equal(first.부칙공포번호, "08974");
  assert.equal(first.부칙내용.length, 1);
  assert.equal(first.부칙내용[0][0], "부칙 <제8974호,2008.3.21>");
  assert.deepEqual(L.개정문.개정문내용[0].slice(0, 4), [
    "⊙법률 제21065호(2025.10.1)",
    "정부조직법 일부개정법률",
    "[본문 생략]",
    "        부칙",
  ]);
  // The law XML separates lines with <![CDATA[\n]]>, the eflaw XML with <![CDATA[]]>: same JSON.
  assert.deepEqual(L.개정문, buildingEflaw.법령.개정문);
  assert.deepEqual(L.제개정이유, buildingEflaw.법령.제개정이유);
  // 조문참고자료 with two notes → [[…]] like the real JSON (최저임금법 시행규칙 제4조).
  const two = L.조문.조문단위.filter((u: Any) => Array.isArray(u.조문참고자료));
  assert.ok(two.length > 0);
  assert.equal(two.length, 6);
  for (const u of two) {
    assert.ok(u.조문참고자료.length === 1 && u.조문참고자료[0].length >= 2, u.조문키);
  }
  assert.deepEqual(L.조문.조문단위.find((u: Any) => u.조문키 === "0052031").조문참고자료, [[
    "[본조신설 2016.2.3]",
    "[제24조의2에서 이동, 종전 제52조의3은 제52조의4로 이동 <2019.4.23>]",
  ]]);
});

Deno.test("fixtures: ordinance, admrul, elaw shapes", () => {
  const ord = x(
    readFixture("drf/ordin/service_MST-1941163_gwangjin-council-service-ordinance.xml"),
  );
  assert.equal(ord.LawService.조문.조.length, 18);
  assert.deepEqual(ord.LawService.조문.조[0].조문번호, ["000100", "000100"]);
  assert.equal(ord.LawService.별표.별표단위[0].별표내용, "");
  assert.equal(ord.LawService.별표.별표단위[0].별표키, "20728129");
  const adm = x(readFixture("drf/admrul/service_ID-62505.xml"));
  // Text (not CDATA) is trimmed: "http://…1758479\n" → no newline, as in the admrul JSON.
  assert.equal(
    adm.AdmRulService.첨부파일.첨부파일링크,
    "http://law.go.kr/flDownload.do?flSeq=1758479",
  );
  const list = x(readFixture("drf/law/search_query-minbeop_display5.xml"));
  assert.equal(list.LawSearch.law.length, 5);
  assert.match(list.LawSearch.law[0].법령상세링크, /&MST=/);
  assert.doesNotMatch(list.LawSearch.law[0].법령상세링크, /&amp;/);
});

type Kind = "text" | "object";
function kinds(v: unknown, path: string, out: Map<string, Set<Kind>>): void {
  const items = Array.isArray(v) && !v.every(Array.isArray) ? v : [v];
  for (const it of items) {
    const k: Kind = typeof it === "string" || Array.isArray(it) ? "text" : "object";
    if (!out.has(path)) out.set(path, new Set());
    out.get(path)!.add(k);
    if (k === "object") {
      for (const [kk, vv] of Object.entries(it as object)) kinds(vv, `${path}/${kk}`, out);
    }
  }
}

Deno.test("fixtures: converted XML has the same value kinds as real JSON of the same target", () => {
  const pairs: [string, string][] = [
    [
      "drf/law/service_ID-001823_building-act_full.xml",
      "drf/law/service_type-json_MST-282351_minimum-wage-act-enforcement-rule.json",
    ],
    [
      "drf/law/service_ID-001823_building-act_full.xml",
      "drf/law/service_type-json_korea-maritime-institute-act_1997.json",
    ],
    ["drf/admrul/service_ID-62505.xml", "drf/admrul/service_type-json_ID-1.json"],
    [
      "drf/law/search_query-minbeop_display5.xml",
      "drf/law/search_type-json_query-sanjaebohumbeop_display100.json",
    ],
  ];
  for (const [xmlPath, jsonPath] of pairs) {
    const a = new Map<string, Set<Kind>>();
    const b = new Map<string, Set<Kind>>();
    kinds(x(readFixture(xmlPath)), "", a);
    kinds(JSON.parse(readFixture(jsonPath)), "", b);
    let shared = 0;
    for (const [path, kb] of b) {
      const ka = a.get(path);
      if (!ka) continue;
      shared++;
      assert.deepEqual([...ka].sort(), [...kb].sort(), `${xmlPath} vs ${jsonPath} at ${path}`);
    }
    assert.ok(shared >= 10, `${xmlPath} vs ${jsonPath}: only ${shared} shared paths`);
  }
});

function strings(v: unknown, out: string[], inLines = false): void {
  if (typeof v === "string") out.push(inLines ? `L:${v}` : v);
  else if (Array.isArray(v)) { for (const e of v) strings(e, out, inLines || Array.isArray(e)); }
  else if (v && typeof v === "object") { for (const e of Object.values(v)) strings(e, out); }
}

Deno.test("fixtures: like the real JSON, no line of a lines-array is empty or a bare line break", () => {
  for (const path of listFixtures(".json")) {
    const out: string[] = [];
    strings(JSON.parse(readFixture(path)), out);
    assert.ok(!out.includes("L:") && !out.some((s) => /^L:[\r\n]+$/.test(s)), path);
  }
  for (const path of listFixtures(".xml")) {
    const out: string[] = [];
    strings(x(readFixture(path)), out);
    assert.ok(!out.includes("L:") && !out.some((s) => /^(L:)?[\r\n]+$/.test(s)), path);
  }
});

// ── candidates vs reference ─────────────────────────────────────────────────────────────────

const XML_FIXTURES = listFixtures(".xml");

Deno.test("candidates: at least the 17 recorded XML fixtures are found", () => {
  assert.ok(XML_FIXTURES.length >= 17, String(XML_FIXTURES.length));
});

Deno.test("chosen parser (xmlToDrfObject) equals the reference conversion (saxes) on every XML fixture", () => {
  for (const path of XML_FIXTURES) {
    const xml = readFixture(path);
    assert.deepStrictEqual(xmlToDrfObject(xml), reference(xml), path);
  }
});

Deno.test("candidates: fast-xml-parser, xmldom, htmlparser2 also equal the reference on every fixture", () => {
  for (const [name, conv] of Object.entries(CANDIDATES)) {
    if (name === "txml") continue;
    for (const path of XML_FIXTURES) {
      const xml = readFixture(path);
      assert.deepStrictEqual(conv(xml), reference(xml), `${name}: ${path}`);
    }
  }
});

Deno.test("candidates: txml is rejected — it drops non-ASCII attribute names (법령키)", () => {
  const xml = readFixture("drf/law/service_ID-001823_building-act_full.xml");
  assert.notDeepStrictEqual(viaTxml(xml), reference(xml));
  assert.equal((viaTxml(xml) as Any).법령.법령키, undefined);
});

// ── malformed, truncated, hostile ───────────────────────────────────────────────────────────

function throwsXml(body: string, reason?: RegExp): XmlParseError {
  let caught: unknown;
  try {
    xmlToDrfObject(body);
  } catch (e) {
    caught = e;
  }
  assert.ok(
    caught instanceof XmlParseError,
    `expected XmlParseError for ${JSON.stringify(body.slice(0, 80))}, got ${String(caught)}`,
  );
  if (reason) assert.match(caught.message, reason);
  return caught;
}

Deno.test("errors: malformed inputs throw XmlParseError with line and column", () => {
  const e = throwsXml(
    `<?xml version="1.0"?>\n<r>\n  <a>x</b>\n</r>`,
    /mismatched closing tag <\/b>: expected <\/a>/,
  );
  assert.equal(e.line, 3);
  assert.equal(e.column, 7);
  assert.equal(e.offset, `<?xml version="1.0"?>\n<r>\n  <a>x`.length);
  assert.match(e.message, /line 3, column 7 \(offset 32\)/);
  assert.equal(e.name, "XmlParseError");
  throwsXml("", /no root element/);
  throwsXml("  \n\ufeff", /no root element/);
  throwsXml("just text", /text before the root element/);
  throwsXml("<r/>trailing", /text after the root element/);
  throwsXml("<r/><s/>", /second root element/);
  throwsXml("</r>", /closing tag without an open element/);
  throwsXml("<r a=1/>", /quoted value/);
  throwsXml(`<r a="1" a="2"/>`, /duplicate attribute a/);
  throwsXml(`<r a="1"b="2"/>`, /whitespace before attribute/);
  throwsXml(`<r a="x<y"/>`, /'<' in the value/);
  throwsXml("<r>a & b</r>", /'&' must start a reference/);
  throwsXml("<r>&#0;</r>", /invalid character reference/);
  throwsXml("<r>&#xD800;</r>", /invalid character reference/);
  throwsXml("<r><1a/></r>", /invalid element name start/);
  throwsXml("<r><a b/></r>", /expected '='/);
  throwsXml("<r><![CDATA[x]]></r><![CDATA[y]]>", /CDATA section outside/);
  throwsXml("<r><!ELEMENT r ANY></r>", /unexpected '<!'/);
});

Deno.test("errors: every truncation of a real statute throws XmlParseError (no partial object)", () => {
  const xml = readFixture("drf/law/service_ID-001823_building-act_full.xml");
  const end = xml.lastIndexOf(">"); // a cut before the root's final '>' is always incomplete
  const cuts = new Set<number>([1, 2, 5, 38, 39, 40, 41, 60, end - 1, end]);
  for (let i = 1; i <= 150; i++) cuts.add(Math.floor((end * i) / 151));
  // Inside a CDATA section, an attribute value, a closing tag.
  cuts.add(xml.indexOf("<![CDATA[") + 12);
  cuts.add(xml.indexOf('법령키="') + 7);
  cuts.add(xml.indexOf("</조문단위>") + 4);
  for (const cut of cuts) throwsXml(xml.slice(0, cut));
  assert.doesNotThrow(() => xmlToDrfObject(xml.slice(0, end + 1)));
});

Deno.test("errors: truncated inside CDATA/comment/PI/tag reports what is unterminated", () => {
  throwsXml("<r><![CDATA[abc", /unterminated CDATA/);
  throwsXml("<r><!-- abc", /unterminated comment/);
  throwsXml("<?xml version", /unterminated processing instruction/);
  throwsXml(`<r a="abc`, /unterminated value of attribute a/);
  throwsXml("<r><abc", /end of input inside a start tag/);
  throwsXml("<r></r", /end of input inside a closing tag|end of input inside closing tag/);
  throwsXml("<r><a>x</a>", /<r> opened at line 1 is not closed/);
});

Deno.test("errors: the HTML 'not approved' page is not XML", () => {
  throwsXml(
    readFixture("drf/_errors/html-500_unregistered-access_eflaw-search_type-JSON.html"),
    /DOCTYPE/,
  );
});

Deno.test("hostile: nesting is bounded (512 ok, 513 and 100k throw, no stack overflow)", () => {
  const nest = (d: number) => "<a>".repeat(d) + "x" + "</a>".repeat(d);
  let v: Any = x(nest(MAX_XML_DEPTH));
  for (let i = 1; i < MAX_XML_DEPTH; i++) v = v.a;
  assert.deepEqual(v, { a: "x" });
  throwsXml(nest(MAX_XML_DEPTH + 1), /nested deeper than 512/);
  throwsXml("<a>".repeat(100_000), /nested deeper than 512/);
});

Deno.test("hostile: billion laughs and external entities are refused, nothing expanded", () => {
  let lol = `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n <!ENTITY lol "lol">\n`;
  for (let i = 1; i <= 9; i++) {
    lol += ` <!ENTITY lol${i} "${`&lol${i === 1 ? "" : i - 1};`.repeat(10)}">\n`;
  }
  lol += `]>\n<lolz>&lol9;</lolz>`;
  const t0 = performance.now();
  throwsXml(lol, /DOCTYPE is not allowed/);
  assertBudget(performance.now() - t0, 1_000, "refusing a billion laughs");
  throwsXml(
    `<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><r>&xxe;</r>`,
    /DOCTYPE is not allowed/,
  );
  // Without a DTD an entity reference is inert text.
  assert.deepEqual(x(`<lolz>&lol9;</lolz>`), { lolz: "&lol9;" });
});

Deno.test("hostile: large flat and unterminated inputs finish quickly (linear scan)", () => {
  const many = "<r>" + "<i a='1'>&amp;<![CDATA[x]]></i>".repeat(100_000) + "</r>";
  const t0 = performance.now();
  assert.equal(x(many).r.i.length, 100_000);
  throwsXml("<r>" + "<!--".repeat(200_000), /unterminated comment/);
  throwsXml("<r>" + "<![CDATA[".repeat(200_000), /unterminated CDATA/);
  throwsXml("<r " + "a".repeat(1_000_000), /end of input inside start tag|unexpected end of input/);
  assertBudget(performance.now() - t0, 5_000, "large flat and unterminated inputs");
});

Deno.test("hostile: many look-alike names (one name-cache bucket) stay correct and fast", () => {
  let body = "<r>";
  for (let i = 0; i < 50_000; i++) {
    body += `<a${i.toString(36).padStart(4, "0")}z k${i % 7}x="${i}"/>`;
  }
  body += "<a0000z/></r>";
  const t0 = performance.now();
  const r = x(body).r;
  assertBudget(performance.now() - t0, 3_000, "50 000 look-alike names");
  assert.equal(Object.keys(r).length, 50_000);
  assert.deepEqual(r.a0000z, [{ k0x: "0" }, ""]);
  assert.deepEqual(r.a01bhz, { k1x: "1709" }); // "01bh" in base 36 = 1709; 1709 % 7 = 1
});
