/**
 * The by-statute vocabulary of lib/retrieve/vocab_fields_b*.ts (consumer and finance,
 * administration, tax, most-cited, privacy and communications, welfare and education, family):
 * every entry's provenance names articles that exist in the starter library under the title it
 * quotes, its said words are whole enough to match at a word's start (a one-syllable stem only beside
 * a longer word),
 * and plain-word questions, one or more per statute, land on the statute the entries were
 * written for.
 */

import assert from "node:assert/strict";
import { VOCAB_FIELDS_B } from "../../lib/retrieve/vocab_fields_b.ts";
import { VOCAB } from "../../lib/retrieve/vocab.ts";
import { starterLibraryFile } from "../../lib/library/starter/materialise.ts";
import { openLibrary } from "../../lib/library/mod.ts";
import { libraryIndex } from "../../lib/retrieve/mod.ts";
import { readQuery } from "../../lib/research/mod.ts";
import { REACH } from "./_vocab_fields_b_reach.ts";

const library = openLibrary(await starterLibraryFile());

/** "corpus: 법령 제N조(제목), 제M조의2(제목) — note" → the law and its [label, title] pairs. */
function cited(source: string): { law: string; arts: [string, string][] } | undefined {
  const m = /^corpus: (.+?) (제\d+조(?:의\d+)?\()/.exec(source);
  if (!m) return undefined;
  const law = m[1];
  const rest = source.slice(m[0].length - m[2].length).split(" — ")[0];
  const arts = [...rest.matchAll(/(제\d+조(?:의\d+)?)\(([^)]*)\)/g)].map((x) =>
    [x[1], x[2]] as [string, string]
  );
  return { law, arts };
}

Deno.test("every by-statute entry cites articles the starter library holds, under their titles", () => {
  assert.ok(VOCAB_FIELDS_B.length >= 150, `only ${VOCAB_FIELDS_B.length} entries`);
  const bad: string[] = [];
  const laws = new Set<string>();
  for (const e of VOCAB_FIELDS_B) {
    const c = cited(e.source);
    if (!c || !c.arts.length) {
      bad.push(`no "corpus: 법령 제N조(제목)" provenance: ${e.source}`);
      continue;
    }
    laws.add(c.law);
    const got = library.articles({ name: c.law }, { numbers: c.arts.map(([l]) => l) });
    if (!got) {
      bad.push(`${c.law}: not in the starter library`);
      continue;
    }
    for (const [label, title] of c.arts) {
      const a = got.articles.find((x) => x.label === label);
      if (!a) bad.push(`${c.law} ${label}: no such article`);
      else if ((a.title ?? "") !== title) {
        bad.push(`${c.law} ${label}: titled ${a.title}, cited as ${title}`);
      }
    }
  }
  assert.deepEqual(bad, []);
  // The groups' statutes, nearly all of them reached (~72).
  assert.ok(laws.size >= 65, `entries cite ${laws.size} statutes`);
});

Deno.test("by-statute entries: no one-syllable said word alone, weights in (0, 1], all in VOCAB", () => {
  const all = new Set(VOCAB);
  for (const e of VOCAB_FIELDS_B) {
    assert.ok(all.has(e), `not in VOCAB: ${e.source}`);
    for (const said of e.said) {
      // A word alone is two syllables or more; a verb stem of one ("밀", "팔") only beside a
      // longer word it must come with ("할부금+밀").
      const parts = said.split("+").map((p) => [...p.trim()].length);
      assert.ok(parts.every((n) => n >= 1), `"${said}" (${e.source}): an empty part`);
      assert.ok(Math.max(...parts) >= 2, `"${said}" (${e.source}): one syllable alone`);
    }
    assert.ok(e.legal.length && e.legal.every((l) => l.trim().length >= 2), e.source);
    const w = e.weight ?? 1;
    assert.ok(w > 0 && w <= 1, `${e.source}: weight ${w}`);
  }
});

Deno.test("plain-word questions land on the statute their entries were written for", () => {
  const index = libraryIndex(library);
  const misses: string[] = [];
  let articles = 0;
  for (const [q, law, arts] of REACH) {
    const r = readQuery(q, { index });
    const st = r.lawName ?? r.candidates[0]?.name;
    if (st !== law) misses.push(`${q} → ${st ?? "—"} (want ${law})`);
    if (r.picks.some((p) => p.name === law && arts.includes(p.article))) articles++;
  }
  // A few may fall to ranking changes elsewhere; most must hold (without these entries, on
  // 2026-12-05: 164/283 statutes, 58%).
  assert.ok(
    misses.length <= Math.floor(REACH.length * 0.15),
    `${misses.length}/${REACH.length} missed:\n${misses.join("\n")}`,
  );
  assert.ok(articles >= REACH.length * 0.75, `article among three: ${articles}/${REACH.length}`);
});
