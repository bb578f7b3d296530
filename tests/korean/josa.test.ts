import assert from "node:assert/strict";
import { contentWords, josa, stem } from "../../lib/korean/mod.ts";

Deno.test("josa: the particle follows the last sound (받침, ㄹ for 으로/로, digits and letters as read)", () => {
  assert.equal(josa("판례", "이/가"), "판례가");
  assert.equal(josa("조문", "이/가"), "조문이");
  assert.equal(josa("법령해석례", "을/를"), "법령해석례를");
  assert.equal(josa("행정규칙", "을/를"), "행정규칙을");
  assert.equal(josa("건축법", "은/는"), "건축법은");
  assert.equal(josa("민법", "과/와"), "민법과");
  assert.equal(josa("법률", "으로/로"), "법률로");
  assert.equal(josa("조문", "으로/로"), "조문으로");
  assert.equal(josa("별표 1의2", "이/가"), "별표 1의2가");
  assert.equal(josa("제11조(건축허가)", "이/가"), "제11조(건축허가)가");
  assert.equal(josa("2023다12345", "이/가"), "2023다12345가");
  assert.equal(josa("별표 3", "이/가"), "별표 3이");
  assert.equal(josa("별표 1", "으로/로"), "별표 1로");
  assert.equal(josa("get_law_system", "이/가"), "get_law_system이");
  assert.equal(josa("search_law", "은/는"), "search_law는");
});

Deno.test("reader: particles and endings go, nouns that end like a particle stay", () => {
  assert.equal(stem("퇴직금은"), "퇴직금");
  assert.equal(stem("계산하나요"), "계산");
  assert.equal(stem("보증금을"), "보증금");
  assert.equal(stem("대항력과"), "대항력");
  assert.equal(stem("환경영향평가"), "환경영향평가");
  assert.equal(stem("건축허가"), "건축허가");
  assert.equal(stem("재산분할"), "재산분할");
  assert.equal(stem("휴가"), "휴가");
  assert.deepEqual(contentWords("퇴직금은 어떻게 계산하나요?"), ["퇴직금", "계산"]);
  assert.deepEqual(contentWords("주택임대차 보증금 반환과 대항력"), [
    "주택임대차",
    "보증금",
    "반환",
    "대항력",
  ]);
});

Deno.test("no printed sentence in lib or the faces leaves the particle to the reader (이(가), 을(를) …)", async () => {
  const found: string[] = [];
  for (const dir of ["lib", "mcp", "cli", "web"]) {
    for await (const f of walk(new URL(`../../${dir}/`, import.meta.url))) {
      const text = await Deno.readTextFile(f);
      text.split("\n").forEach((line, i) => {
        if (/^\s*(?:\*|\/\/)/.test(line)) return; // comments may name the pattern
        if (/[가-힣\}'"」)](?:이\(가\)|을\(를\)|은\(는\)|과\(와\)|와\(과\))/.test(line)) {
          found.push(`${f.pathname.split("/").slice(-3).join("/")}:${i + 1}`);
        }
      });
    }
  }
  assert.deepEqual(found, []);
});

async function* walk(dir: URL): AsyncGenerator<URL> {
  for await (const e of Deno.readDir(dir)) {
    const u = new URL(e.name + (e.isDirectory ? "/" : ""), dir);
    if (e.isDirectory) yield* walk(u);
    else if (/\.tsx?$/.test(e.name)) yield u;
  }
}
