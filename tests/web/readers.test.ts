/**
 * The new pages over HTTP against the replay (the app handler in-process): the readers of every
 * document kind, the citation routes and preview, the side-by-side pages, their misses.
 */

import assert from "node:assert/strict";
import { createWebApp } from "../../web/mod.ts";
import { diffWords } from "../../web/diff.ts";
import { assertNoSecret, harness } from "../_support.ts";

async function get(app: ReturnType<typeof createWebApp>, path: string) {
  const res = await app(new Request(`http://127.0.0.1${path}`));
  const body = await res.text();
  assertNoSecret(body, path);
  assert(!/\bat [\w./]+\.tsx?:\d+/.test(body), `${path} shows a stack trace`);
  return {
    status: res.status,
    body,
    location: res.headers.get("location") ?? "",
    cache: res.headers.get("cache-control") ?? "",
  };
}
const has = (body: string, s: string) => assert.ok(body.includes(s), `expected ${s}`);

Deno.test("readers: admin rule, institution rule, ordinance, treaty, English law", async () => {
  await using h = await harness();
  const app = createWebApp({ runtime: h.runtime });
  const adm = await get(app, "/admin-rule/1");
  assert.equal(adm.status, 200);
  has(adm.body, "경찰 소관 회계직 공무원 관직 지정 및 회계사무 취급에 관한 규칙");
  has(adm.body, '<span class="badge past">연혁</span>');
  has(adm.body, 'href="https://www.law.go.kr/LSW/admRulInfoP.do?admRulSeq=1"');
  has(adm.body, 'aria-label="차례"');
  // 제11조 cites the rule's own 제3조 and 제10조: own permalinks.
  has(adm.body, 'href="/admin-rule/1/제3조" data-cite="own"');
  const one = await get(app, "/admin-rule/1/" + encodeURIComponent("제3조"));
  assert.equal(one.body.match(/<article class="jo"/g)?.length, 1);
  const gone = await get(app, "/admin-rule/1/" + encodeURIComponent("제30조"));
  assert.equal(gone.status, 404);
  has(gone.body, "제30조가 없습니다");
  const miss = await get(app, "/admin-rule/2");
  assert.equal(miss.status, 404);
  has(miss.body, 'data-code="NOT_FOUND"');

  const sch = await get(app, "/institution/school/2200000075994");
  has(sch.body, "서울대학교 학칙");
  has(sch.body, "별표 1");
  assert.equal((await get(app, "/institution/college/1")).status, 404);

  const ord = await get(app, "/ordinance/1941163");
  has(ord.body, "서울특별시 광진구의회 지방공무원 복무 조례");
  // 「지방공무원법」(이하 "법"이라 한다): "법 제30조의4" is 지방공무원법, not a 시행령 of the 조례.
  has(ord.body, 'href="/cite/law/지방공무원법/제30조의4"');
  assert.ok(!/\/cite\/law\/[^"]*조례%20/.test(ord.body), "no link to '…조례 시행령'");

  const tr = await get(app, "/treaty/4037");
  has(tr.body, "국가와 타방국가 국민간의 투자분쟁의 해결에 관한 협약");
  has(tr.body, 'href="https://www.law.go.kr/LSW/trtyInfoP.do?trtySeq=4037"');
  const en = await get(app, "/treaty/4037?language=en");
  has(en.body, "Convention on the Settlement of Investment Disputes");
  const badLang = await get(app, "/treaty/4037?language=fr");
  assert.equal(badLang.status, 400);
  has(badLang.body, "language");

  const el = await get(app, "/english/001761");
  has(el.body, "EMPLOYMENT INSURANCE ACT");
  has(el.body, 'id="art-2"');
  assert.equal((await get(app, "/english/1")).status, 404);
});

Deno.test("citations: /cite routes resolve by exact name or number; the preview JSON", async () => {
  await using h = await harness();
  const app = createWebApp({ runtime: h.runtime });
  const law = await get(
    app,
    "/cite/law/" + encodeURIComponent("민법") + "/" + encodeURIComponent("제750조"),
  );
  assert.equal(law.status, 303);
  assert.equal(decodeURIComponent(law.location), "/law/001706/제750조");
  const unknown = await get(
    app,
    "/cite/law/" + encodeURIComponent("민사집행법") + "/" + encodeURIComponent("제41조"),
  );
  assert.equal(unknown.status, 404);
  has(unknown.body, "「민사집행법」");
  const c = await get(app, "/cite/case/" + encodeURIComponent("2021다248190"));
  assert.equal(c.location, "/decision/prec/614373");
  const none = await get(app, "/cite/case/" + encodeURIComponent("87다432"));
  assert.equal(none.status, 404);
  has(none.body, "87다432");
  const p = await get(app, "/api/preview?path=" + encodeURIComponent("/cite/law/민법/제750조"));
  const j = JSON.parse(p.body);
  assert.equal(j.title, "민법 제750조(불법행위의 내용)");
  assert.match(j.text, /고의 또는 과실로/);
  // Never kept by a shared cache: behind a token-required server it would reach the unsigned.
  assert.match(p.cache, /^private\b/);
  const evil = await get(app, "/api/preview?path=" + encodeURIComponent("https://example.com/"));
  assert.equal(evil.status, 400);
});

Deno.test("side by side: 신구법 marks changed words; 3단 비교 per article; misses", async () => {
  await using h = await harness();
  const app = createWebApp({ runtime: h.runtime });
  // 개인정보 보호법's real 신구법: the upstream's own marks, never its raw <P>, never a word diff.
  const ch = await get(app, "/law/011357/changes");
  assert.equal(ch.status, 200);
  assert.ok(!/&lt;\/?P>|<\/?P>/.test(ch.body), "no raw change markup");
  has(ch.body, "<del>1. 제31조제3항에 따른 개인정보 보호책임자의 업무</del>");
  has(
    ch.body,
    "<ins>1. 제31조제3항제3호에 따른 개인정보 처리와 관련한 불만의 처리 및 피해 구제 업무</ins>",
  );
  has(ch.body, "있어야 한다. <del>&lt;후단 신설></del>");
  has(ch.body, '<span class="marker">&lt;신설></span>');
  // (생  략) ⇄ (현행과 같음): unmarked upstream, so nothing is struck out.
  has(ch.body, '<td class="old" data-label="개정 전">2.·3. (생  략)</td>');
  has(ch.body, 'data-row="10" data-article="제75조"');
  const t = await get(app, "/law/001823/tiers");
  has(t.body, '<tr id="제11조">');
  has(t.body, "/cite/law/%EA%B1%B4%EC%B6%95%EB%B2%95%20%EC%8B%9C%ED%96%89%EB%A0%B9/");
  for (const p of ["/law/001706/changes", "/law/001706/tiers"]) {
    const m = await get(app, p);
    assert.equal(m.status, 404, p);
    has(m.body, 'data-code="NOT_FOUND"');
  }
});

Deno.test("diffWords: changed words, not paragraphs; the runs rebuild both texts", () => {
  const a = "허가권자는 준수 여부를 확인할 수 있다.";
  const b = "허가권자는 준수 여부를 확인하여야 한다.";
  const d = diffWords(a, b);
  assert.deepEqual(d.filter((p) => p.op !== "same").map((p) => `${p.op}:${p.text}`), [
    "del:확인할 수",
    "ins:확인하여야",
    "del:있다",
    "ins:한다",
  ]);
  const rebuild = (skip: string) => d.filter((p) => p.op !== skip).map((p) => p.text).join("");
  assert.equal(rebuild("ins"), a);
  assert.equal(rebuild("del"), b);
  assert.deepEqual(diffWords("", "새 조문"), [{ op: "ins", text: "새 조문" }]);
  assert.deepEqual(diffWords("같다", "같다"), [{ op: "same", text: "같다" }]);
});
