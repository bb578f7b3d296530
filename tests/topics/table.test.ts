import assert from "node:assert/strict";
import { LAW_ABBREVIATIONS, normalizeLawName } from "../../lib/law/names.ts";
import { SCENARIOS } from "../../lib/route/mod.ts";
import { matchTopics, TOPICS } from "../../lib/topics/mod.ts";
import { recordedTitles } from "./_recorded.ts";

const NAME = /^[가-힣][가-힣A-Za-z0-9ㆍ()\s]*(?:법|법률|특별법|특례법|기본법|령|규칙)$/;
const ARTICLE = /^제\d+조(?:의\d+)?$/;
/** Official names lib knows: the 약칭 table's targets and the scenario table's statutes. */
const KNOWN = new Map(
  [...Object.values(LAW_ABBREVIATIONS), ...SCENARIOS.flatMap((s) => s.laws)].map((n) => [
    normalizeLawName(n),
    n,
  ]),
);

Deno.test("topic table: at least 300 topics over every area, each with statutes and provenance", () => {
  assert.ok(TOPICS.length >= 300, `only ${TOPICS.length} topics`);
  const areas = new Set(TOPICS.map((t) => t.area));
  for (
    const a of ["labour", "housing", "family", "traffic", "consumer", "privacy", "tax", "criminal"]
  ) {
    assert.ok(areas.has(a as never), `no ${a} topics`);
  }
  assert.ok(TOPICS.some((t) => t.area === "building"), "no building topics");
  for (const t of TOPICS) {
    assert.ok(t.laws.length > 0 && t.words.length > 0, t.term);
    // Provenance names an article of the statute (or says which part of it rules).
    assert.match(t.source, /제\d+조/, `${t.term}: provenance without an article`);
  }
});

Deno.test("topic table: every statute name is well formed, official (not a 약칭), spelt as lib spells it", () => {
  for (const t of TOPICS) {
    for (const l of t.laws) {
      assert.match(l.name, NAME, `${t.term}: '${l.name}'`);
      assert.ok(!(l.name in LAW_ABBREVIATIONS), `${t.term}: '${l.name}' is a 약칭`);
      const known = KNOWN.get(normalizeLawName(l.name));
      if (known) assert.equal(l.name, known, `${t.term}: spelt '${l.name}', lib has '${known}'`);
      for (const a of l.articles) assert.match(a, ARTICLE, `${t.term}: ${a}`);
    }
    // The articles it opens are the ones its provenance cites.
    for (const a of t.laws[0].articles) {
      assert.ok(t.source.includes(`${a}(`), `${t.term}: ${a} not in '${t.source}'`);
    }
  }
});

Deno.test("topic table: articles of recorded statutes exist and carry the title the provenance gives", async () => {
  const recorded = await recordedTitles();
  let checked = 0;
  for (const t of TOPICS) {
    for (const l of t.laws) {
      const titles = recorded.get(l.name);
      if (!titles) continue;
      for (const a of l.articles) {
        const title = titles.get(a);
        assert.ok(title, `${t.term}: ${l.name} ${a} is not in the recorded body`);
        const given: string | undefined = new RegExp(`${a}\\(([^)]+)\\)`).exec(t.source)?.[1];
        assert.ok(given, `${t.term}: provenance does not title ${l.name} ${a}`);
        const norm = (s: string) => s.replace(/[·ㆍ\s]/g, "");
        assert.equal(norm(given), norm(title), `${t.term}: ${l.name} ${a}`);
        checked++;
      }
    }
  }
  // 민법, 형법, 주택임대차보호법, 건축법, 개인정보 보호법, 상법, 근로기준법 시행령 are recorded.
  assert.ok(checked >= 100, `only ${checked} articles checked`);
});

Deno.test("topic table: every word is unique and resolves to its own topic", () => {
  const seen = new Map<string, string>();
  const failures: string[] = [];
  for (const t of TOPICS) {
    for (const w of t.words) {
      const key = normalizeLawName(w).toLowerCase();
      if (seen.has(key)) failures.push(`'${w}' in both ${seen.get(key)} and ${t.term}`);
      seen.set(key, t.term);
      const asked = w.replace(/\+/g, " ");
      const hit = matchTopics(asked)[0];
      if (hit?.topic !== t) {
        failures.push(`${w} → ${hit?.topic.term ?? "nothing"} (want ${t.term})`);
      }
    }
  }
  assert.deepEqual(failures, []);
});

Deno.test("topic matching: spacing, compounds, particles and one-letter typos; law names are skipped", () => {
  const first = (q: string) => matchTopics(q)[0]?.topic.laws[0].name;
  assert.equal(first("퇴직 금 계산"), "근로자퇴직급여 보장법");
  assert.equal(first("퇴직금계산법"), "근로자퇴직급여 보장법");
  assert.equal(first("연차수당은 얼마인가요"), "근로기준법");
  assert.equal(first("퇴직굼 계산"), "근로자퇴직급여 보장법");
  assert.equal(matchTopics("퇴직굼 계산")[0].near, true);
  assert.equal(first("실업급어 받는 조건"), "고용보험법");
  // A one-letter difference that is another real word is not a typo: 근로자수 ≠ 근로자성.
  assert.ok(!matchTopics("근로자수 세는 법").some((h) => h.topic.term === "근로자성"));
  // "산업재해" inside the statute's own name is the statute, not the topic.
  const q = "산업재해보상보험법 제37조";
  assert.deepEqual(matchTopics(q, [{ index: 0, text: "산업재해보상보험법" }]), []);
  assert.equal(matchTopics("우주 쓰레기 처리").length, 0);
});

Deno.test("topic matching: a two-syllable word must start a word of the question (보상해주나요 holds no 상해)", () => {
  const words = (q: string) => matchTopics(q).map((h) => h.topic.term);
  assert.ok(!words("세탁소에서 옷 망가뜨렸는데 보상해주나요").includes("상해"));
  assert.ok(words("친구가 때려서 상해 진단 받았어요").includes("상해"));
  // Longer words still match inside a word ("깡통전세사기" holds 전세사기).
  assert.ok(words("깡통전세사기 당했어요").length > 0);
});
