/**
 * A law's single unnumbered annex — printed "[별표]", 별표번호 0000, 별표키 000000E — is an annex:
 * listed with its title as "별표" (never "별표 0"), selectable as `별표` / `[별표]`, opened like
 * any other (files first, the body's box-drawing text as the labelled fallback), in the tools,
 * the resources and the web viewer. Read on a real body (pass 5): 선박법 시행령, whose one annex
 * is the unnumbered 과태료의 부과기준(제13조 관련) (drf/law/pass5/minsu_003904.json).
 */

import assert from "node:assert/strict";
import {
  compactAnnexRef,
  formatAnnexRef,
  parseAnnexRef,
  runToolByName,
  sameAnnex,
} from "../../lib/mod.ts";
import { annexCode, parseAnnexCode } from "../../lib/law/mod.ts";
import { canonicalAnnex, parseResourceUri } from "../../mcp/protocol/links.ts";
import { readResource } from "../../mcp/protocol/resources.ts";
import { createWebApp } from "../../web/mod.ts";
import { harness } from "../_support.ts";

const LAW = "003904";
const TITLE = "과태료의 부과기준(제13조 관련)";

type Annexes = {
  total: number;
  annexes: { label: string; number: number; code: string; title?: string }[];
  document?: { label: string; source: string; markdown: string; warnings: { code: string }[] };
};

Deno.test("notation: [별표], [서식], 별지 서식 and 000000E are the unnumbered annex", () => {
  const bare = { kind: "별표", number: 0, branch: 0 } as const;
  for (const s of ["별표", "[별표]", " 【별표】 "]) assert.deepEqual(parseAnnexRef(s), bare, s);
  assert.deepEqual(parseAnnexRef("[서식]"), { kind: "서식", number: 0, branch: 0 });
  assert.deepEqual(parseAnnexRef("[별지 서식]"), { kind: "별지", number: 0, branch: 0 });
  assert.equal(formatAnnexRef(bare), "별표");
  assert.equal(formatAnnexRef({ kind: "별지", number: 0, branch: 0 }), "별지 서식");
  assert.equal(compactAnnexRef(bare), "별표");
  assert.equal(annexCode(bare), "000000");
  assert.deepEqual(parseAnnexCode("000000E"), { number: 0, branch: 0, kind: "별표" });
  assert.equal(parseAnnexCode("000001"), undefined, "no branch of the unnumbered annex");
  assert.equal(parseAnnexRef("별표 0의2"), undefined);
  // Exact: the unnumbered 별표 is neither 별표 1 nor the unnumbered 서식.
  assert.ok(!sameAnnex(bare, { kind: "별표", number: 1, branch: 0 }));
  assert.ok(!sameAnnex(bare, { kind: "서식", number: 0, branch: 0 }));
  assert.equal(canonicalAnnex("[별표]"), "별표");
  assert.deepEqual(parseResourceUri(`annex://${LAW}/${encodeURIComponent("별표")}`), {
    kind: "annex",
    lawId: LAW,
    annex: "별표",
  });
});

Deno.test("tools: listed as 별표 with its title, selectable as 별표 and [별표], opened", async () => {
  await using h = await harness();
  const run = (name: string, args: Record<string, unknown>) =>
    runToolByName(name, args, h.runtime.context());

  const text = await run("get_law_text", { lawId: LAW, include: ["annexes"] });
  assert.ok(text.ok, text.text);
  assert.match(text.text, new RegExp(`- 별표 ${TITLE.replace(/[()]/g, "\\$&")}`));
  assert.doesNotMatch(text.text, /별표 0/);

  const list = await run("get_annexes", { lawId: LAW });
  assert.ok(list.ok, list.text);
  const l = list.structured as Annexes;
  assert.equal(l.total, 1);
  assert.deepEqual(
    l.annexes.map((a) => [a.label, a.number, a.code, a.title]),
    [["별표", 0, "000000", TITLE]],
  );
  assert.doesNotMatch(list.text, /0건|별표·서식이 없습니다|별표 0/);
  assert.match(list.text, /열기: get_annexes \{"lawId":"003904","annex":"별표","open":true\}/);

  for (const annex of ["별표", "[별표]", "000000"]) {
    const one = await run("get_annexes", { lawId: LAW, annex, open: true });
    assert.ok(one.ok, `${annex}: ${one.text}`);
    const d = (one.structured as Annexes).document!;
    assert.equal(d.label, "별표");
    // Files first: both links were tried (no recording answers them), then the body's text.
    assert.equal(d.source, "body-text");
    assert.ok(d.warnings.some((w) => w.code === "BODY_TEXT_FALLBACK"), annex);
    assert.match(one.text, /본문 별표내용 텍스트 \(대체\)/);
    assert.match(d.markdown, /^■ 선박법 시행령 \[별표\] <개정 2019\. 10\. 8\.>$/m);
    assert.match(d.markdown, /^1\. 일반기준$/m);
    assert.match(d.markdown, /^\| 위반행위 \| 근거<br>법조문 \|/m);
  }
  // A numbered notation is not the unnumbered annex: a miss that names what exists.
  const other = await run("get_annexes", { lawId: LAW, annex: "별표 1" });
  assert.equal(!other.ok && other.error.code, "NOT_FOUND");
  assert.match(other.text, /있는 것: 별표$/);
  assert.doesNotMatch(other.text, /별표·서식이 없는 법령/);
  const forms = await run("get_annexes", { lawId: LAW, kind: "서식" });
  assert.ok(forms.ok);
  assert.match(forms.text, /조건에 맞는 별표·서식이 없습니다. 있는 것: 별표/);
});

Deno.test("resources and the web viewer open the unnumbered annex", async () => {
  await using h = await harness();
  const r = await readResource(
    `annex://${LAW}/${encodeURIComponent("[별표]")}`,
    h.runtime.context(),
  );
  const md = r.contents.map((c) => ("text" in c ? String(c.text) : "")).join("\n");
  assert.match(md, /과태료의 부과기준\(제13조 관련\)/);
  assert.match(md, /^\| 위반행위 \| 근거<br>법조문 \|/m);

  const app = createWebApp({ runtime: h.runtime });
  const page = async (path: string) => {
    const res = await app(new Request(`http://127.0.0.1${encodeURI(path)}`));
    return { status: res.status, body: await res.text() };
  };
  const law = await page(`/law/${LAW}`);
  assert.equal(law.status, 200);
  assert.ok(
    law.body.includes(`href="/law/${LAW}/annex/${encodeURIComponent("별표")}"`) ||
      law.body.includes(`href="/law/${LAW}/annex/별표"`),
    "the law page links the annex",
  );
  assert.ok(!law.body.includes("별표 0"));
  const annex = await page(`/law/${LAW}/annex/별표`);
  assert.equal(annex.status, 200, annex.body.slice(0, 400));
  assert.match(annex.body, /과태료의 부과기준\(제13조 관련\)/);
  assert.match(annex.body, /<h1>\[별표\] 과태료의 부과기준/);
  // The files could not be read: the body's text, labelled as the fallback it is.
  assert.match(annex.body, /data-format="body-text"><p class="notice">파일을 읽지 못해/);
  assert.match(annex.body, /1\. 일반기준/);
});
