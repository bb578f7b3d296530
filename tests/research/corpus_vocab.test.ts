/**
 * The vocabulary derived from the corpus (lib/retrieve/corpus_vocab.json) is what its generator
 * makes of the corpus: `deno task vocab:gen`'s script, run as a subprocess on the fixture slice
 * (the files in force on 2026-06-05: the slice's newest files overlaid with its in-force ones),
 * gives exactly the committed entries for the statutes the slice holds — every defined term with
 * its law, 정의 article and defining words, and every 「」 reference those statutes make. And
 * retrieval uses it: a defined term, or a word of a statute's name, is a sign of that statute.
 */

import assert from "node:assert/strict";
import { DEFINED, REFS } from "../../lib/retrieve/corpus_vocab.ts";
import { lawEvidence } from "../../lib/retrieve/law_evidence.ts";
import { HEAD_DIR, IN_FORCE_DIR, tempDir } from "../library/_fixture.ts";

const GEN = new URL("../../lib/retrieve/corpus_vocab_gen.ts", import.meta.url).pathname;

function copy(from: string, to: string): void {
  for (const e of Deno.readDirSync(from)) {
    if (e.isDirectory) {
      Deno.mkdirSync(`${to}/${e.name}`, { recursive: true });
      copy(`${from}/${e.name}`, `${to}/${e.name}`);
    } else Deno.copyFileSync(`${from}/${e.name}`, `${to}/${e.name}`);
  }
}

interface File {
  laws: string[];
  defined: [number, string, string, string][];
  refs: [number, string, number][];
}

async function generated(): Promise<File> {
  const dir = tempDir("vocab-");
  copy(HEAD_DIR, dir);
  copy(IN_FORCE_DIR, dir);
  const out = `${dir}/corpus_vocab.json`;
  const r = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", GEN, "--corpus", dir, "--out", out],
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.ok(r.success, new TextDecoder().decode(r.stderr));
  return JSON.parse(Deno.readTextFileSync(out));
}

Deno.test("vocab:gen on the fixture slice gives the committed defined terms and references of its statutes", async () => {
  const f = await generated();
  const defined = f.defined.map(([l, article, term, means]) => ({
    term,
    law: f.laws[l],
    article,
    means,
  }));
  const laws = new Set(defined.map((d) => d.law));
  // The slice holds 근로기준법 (in force), its 시행령, 국민연금법 and the 남녀고용평등법: each defines terms.
  for (const law of ["근로기준법", "국민연금법", "남녀고용평등과 일ㆍ가정 양립 지원에 관한 법률"]) {
    assert.ok(laws.has(law), `no defined term of ${law}`);
  }
  for (const law of laws) {
    assert.deepEqual(
      defined.filter((d) => d.law === law),
      DEFINED.filter((d) => d.law === law),
      `${law}: the committed terms differ from the corpus'`,
    );
  }
  const wage = defined.find((d) => d.law === "근로기준법" && d.term === "임금");
  assert.equal(wage?.article, "제2조");
  assert.match(wage?.means ?? "", /근로의 대가로 근로자에게/);
  const refs = f.refs.map(([a, art, b]) => [f.laws[a], art, f.laws[b]].join(" "));
  const from = new Set(f.refs.map(([a]) => f.laws[a]));
  assert.ok(refs.includes("근로기준법 제31조 행정소송법"), refs.slice(0, 5).join("; "));
  assert.deepEqual(
    refs,
    REFS.filter(([a]) => from.has(a)).map((r) => r.join(" ")),
    "the committed references differ from the corpus'",
  );
});

Deno.test("a defined term, or a word of a statute's name, is evidence for that statute", () => {
  const word = (term: string) => ({ term, said: term, via: "word" as const });
  const names = ["하도급거래 공정화에 관한 법률", "저작권법", "민법", "저작권법 시행령"];
  const defined = lawEvidence([word("하도급")], names);
  assert.ok(defined.get("하도급거래 공정화에 관한 법률")?.words.includes("하도급"));
  const named = lawEvidence([word("저작권")], names);
  assert.deepEqual([...named.keys()], ["저작권법"]);
  // A word most statutes carry, or no statute defines, says nothing.
  assert.equal(lawEvidence([word("아무말")], names).size, 0);
});
