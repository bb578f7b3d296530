/**
 * The web search box reads everyday questions with the topic table: a question that names no
 * law opens its statute's article; the home suggests such questions and each answers in demo
 * mode (tests/demo/examples.test.ts runs them through every page they lead to).
 */

import assert from "node:assert/strict";
import { createRuntime } from "../../lib/mod.ts";
import { createWebApp } from "../../web/mod.ts";
import { EVERYDAY_EXAMPLES } from "../../web/examples.ts";

Deno.test("web: an everyday question opens the statute's article; a lone keyword stays a word search", async () => {
  const app = createWebApp({ runtime: await createRuntime({ cacheDir: "off" }) });
  const get = (q: string) => app(new Request(`http://127.0.0.1/search?q=${encodeURIComponent(q)}`));
  const r = await get("아버지 돌아가셨는데 상속 순위");
  await r.body?.cancel();
  assert.equal(r.status, 303);
  // 상속의 순위 first, the spouse's place next; a third pick may follow (제1001조 대습상속).
  assert.match(
    decodeURIComponent(r.headers.get("location") ?? ""),
    /^\/law\/001706\/제1000조,제1003조(,제\d+조(의\d+)?)?#제1000조$/,
  );
  const lend = await get("친구한테 빌려준 돈 못받고 있어요");
  await lend.body?.cancel();
  // 소비대차 first; the next two come from the library's text (the starter's, in demo mode).
  assert.match(
    decodeURIComponent(lend.headers.get("location") ?? ""),
    /^\/law\/001706\/제598조(,제\d+조(의\d+)?)*#제598조$/,
  );
  // The page the redirect opens shows both articles (제1003조: the spouse's place).
  const both = await app(new Request("http://127.0.0.1/law/001706/제1000조,제1003조"));
  const page = await both.text();
  assert.equal(both.status, 200);
  assert.match(page, /제1000조\(상속의 순위\)/);
  assert.match(page, /제1003조\(배우자의 상속순위\)/);
  // The starter library (the default without a key) holds 근로자퇴직급여 보장법: it opens.
  const sev = await get("퇴직금은 어떻게 계산하나요");
  await sev.body?.cancel();
  assert.match(decodeURIComponent(sev.headers.get("location") ?? ""), /^\/law\/\d+\/제8조[,#]/);
  // Where the statute cannot be opened here (no library, not recorded), the page still names
  // it, as the CLI does (issue 29 #8).
  const bare = createWebApp({ runtime: await createRuntime({ cacheDir: "off", library: "off" }) });
  const off = await bare(
    new Request(`http://127.0.0.1/search?q=${encodeURIComponent("퇴직금은 어떻게 계산하나요")}`),
  );
  assert.match(await off.text(), /답하는 조문: 근로자퇴직급여 보장법 제8조/);
  const word = await get("상속세");
  assert.equal(word.status, 200);
  assert.match(await word.text(), /data-group=/);
  const home = await app(new Request("http://127.0.0.1/"));
  const html = await home.text();
  for (const q of EVERYDAY_EXAMPLES) {
    assert.ok(html.includes(`/search?q=${encodeURIComponent(q)}`), `home links '${q}'`);
  }
});
