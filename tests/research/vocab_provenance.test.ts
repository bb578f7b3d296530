/**
 * The by-statute vocabularies (lib/retrieve/vocab_fields_*.ts, vocab_deep*.ts) cite real articles: every entry's
 * provenance "corpus: 법령 제N조(제목)[; 제M조(제목)…]" names a statute of the starter library,
 * each article it names exists there under that title, and at least one of the entry's legal
 * words is written in one of those articles (title or text). An entry whose legal word no cited
 * article uses would search for a word the statute does not hold.
 */

import assert from "node:assert/strict";
import { starterLibraryFile } from "../../lib/library/starter/materialise.ts";
import { openLibrary } from "../../lib/library/mod.ts";
import { VOCAB } from "../../lib/retrieve/mod.ts";
import type { VocabEntry } from "../../lib/retrieve/vocab_entry.ts";
import { VOCAB_FIELDS_A } from "../../lib/retrieve/vocab_fields_a.ts";
import { VOCAB_FIELDS_B } from "../../lib/retrieve/vocab_fields_b.ts";
import { VOCAB_DEEP } from "../../lib/retrieve/vocab_deep.ts";

/** The by-statute files (fields a and b, and the deep parts). */
const FIELDS = [...VOCAB_FIELDS_A, ...VOCAB_FIELDS_B, ...VOCAB_DEEP];

const lib = openLibrary(await starterLibraryFile());
const CATALOGUE = (JSON.parse(
  await Deno.readTextFile(new URL("../../lib/library/starter/catalogue.json", import.meta.url)),
) as { name: string }[]).map((c) => c.name).sort((a, b) => b.length - a.length);

const squash = (s: string) => s.replace(/[\s·ㆍ]/g, "");

/** What is wrong with one entry's provenance, or undefined. */
function check(e: VocabEntry): string | undefined {
  const m = /^corpus: (.+)$/.exec(e.source);
  if (!m) return "provenance is not 'corpus: 법령 제N조(제목)'";
  const rest = m[1];
  const name = CATALOGUE.find((n) => rest.startsWith(n + " 제"));
  if (!name) return "names no statute of the starter catalogue";
  const refs = [...rest.slice(name.length).matchAll(/(제\d+조(?:의\d+)?)\(([^)]+)\)/g)];
  if (!refs.length) return "names no article";
  const law = lib.articles({ name }, { numbers: refs.map((r) => r[1]) });
  if (!law) return `${name} is not in the starter library`;
  if (law.missing.length) return `${name} has no ${law.missing.join(", ")}`;
  let text = "";
  for (const [, label, title] of refs) {
    const a = law.articles.find((x) => x.label === label);
    if (!a) return `${name} has no ${label}`;
    if (squash(a.title ?? "") !== squash(title)) {
      return `${name} ${label} is titled (${a.title}), not (${title})`;
    }
    text += squash(JSON.stringify(a));
  }
  if (!e.legal.some((w) => text.includes(squash(w)))) {
    return `no cited article of ${name} writes ${e.legal.join(" / ")}`;
  }
  return undefined;
}

Deno.test("every entry of the by-statute vocabulary cites an article of the starter library that writes its legal word", () => {
  assert.ok(VOCAB_FIELDS_A.length > 100, "the by-statute vocabulary is there");
  assert.ok(VOCAB_FIELDS_B.length > 100, "the by-statute vocabulary (fields b) is there");
  const wrong = FIELDS.flatMap((e) => {
    const why = check(e);
    return why ? [`${e.said.join("|")} → ${e.legal.join("|")}: ${why}`] : [];
  });
  assert.deepEqual(wrong, []);
});

Deno.test("the by-statute vocabulary is part of the vocabulary the question reader uses", () => {
  for (const e of FIELDS) assert.ok(VOCAB.includes(e), e.said.join("|"));
});

Deno.test("the provenance check catches a wrong title, a missing article and an unused legal word", () => {
  const e = (source: string, legal = "해고") => ({ said: ["x"], legal: [legal], source });
  assert.equal(check(e("corpus: 근로기준법 제23조(해고 등의 제한)")), undefined);
  assert.match(check(e("corpus: 근로기준법 제23조(해고의 예고)")) ?? "", /titled/);
  assert.match(check(e("corpus: 근로기준법 제999조(해고)")) ?? "", /has no/);
  assert.match(check(e("corpus: 근로기준법 제23조(해고 등의 제한)", "차임")) ?? "", /writes/);
  assert.match(check(e("hand: a reason")) ?? "", /provenance/);
});
