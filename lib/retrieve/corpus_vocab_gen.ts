/**
 * Generates `corpus_vocab.json`, the vocabulary retrieval derives from the corpus itself:
 * - every term a 정의 article of a starter statute defines ("이 법에서 사용하는 용어의 뜻은 다음과
 *   같다 … 1. "가맹금"이란 … 말한다"), with the law, the article and its defining words;
 * - the 「」 references between statutes: how many laws of the corpus cite each starter statute,
 *   and which starter statute cites which (the first article that does).
 *
 * Not published (a maintainer's tool): `deno task vocab:gen [--corpus PATH] [--out FILE]`. PATH
 * is a directory holding `kr/` (a legalize-kr checkout or plain copy; read as it stands) or a git
 * bundle of one (default: the bundle in `../shared/corpus/`, cloned to a temporary directory and
 * checked out at its "in force on" commit). The laws are the starter library's catalogue
 * (lib/library/starter/catalogue.json), matched by 법령ID. tests/research/corpus_vocab.test.ts
 * runs it on the fixture slice and checks its entries against the committed file.
 *
 * @module
 */

import CATALOGUE from "../library/starter/catalogue.json" with { type: "json" };
import type { DefinedTerm } from "./corpus_vocab.ts";

/** What the generator finds. */
export interface CorpusVocab {
  /** Where it was generated from. */
  source: string;
  /** Terms defined by the starter statutes' 정의 articles. */
  defined: DefinedTerm[];
  /** Per starter statute: how many laws of the corpus cite it in 「」. */
  cited: Record<string, number>;
  /** 법률 → 법률 of the starter it cites in 「」, with the first article that does. */
  refs: [from: string, article: string, to: string][];
}

/**
 * The file as written: law names once, in `laws`, and by index after (the package's size).
 * `defined`: [law, article, term, means]; `cited`: [law, count]; `refs`: [from, article, to].
 */
export interface CorpusVocabFile {
  /** Where it was generated from. */
  source: string;
  /** The law names the rows point to. */
  laws: string[];
  /** [law, article, term, means]. */
  defined: [number, string, string, string][];
  /** [law, how many laws of the corpus cite it]. */
  cited: [number, number][];
  /** [from, its first article citing, to]. */
  refs: [number, string, number][];
}

/**
 * The compact form of {@link CorpusVocab}.
 *
 * @example
 * ```ts
 * import { pack } from "./corpus_vocab_gen.ts";
 * pack({ source: "x", defined: [], cited: { 민법: 3 }, refs: [] }).cited; // [[0, 3]]
 * ```
 */
export function pack(v: CorpusVocab): CorpusVocabFile {
  const laws: string[] = [];
  const at = new Map<string, number>();
  const ix = (name: string) => {
    let i = at.get(name);
    if (i === undefined) at.set(name, i = laws.push(name) - 1);
    return i;
  };
  return {
    source: v.source,
    laws,
    defined: v.defined.map((d) => [ix(d.law), d.article, d.term, d.means]),
    cited: Object.entries(v.cited).map(([k, n]) => [ix(k), n]),
    refs: v.refs.map(([f, a, t]) => [ix(f), a, ix(t)]),
  };
}

const MEANS_MAX = 60;
const ITEM = /^\s*\d+(?:의\d+)?\\?\.\s*(.*)$/;
const DEF = /^"([^"]{2,30})"(?:이란|란|이라 함은|라 함은|이라고 함은|은|는)\s+(.*)$/;
const ARTICLE = /^#+ (제\d+조(?:의\d+)?)\s*(?:\(([^)]*)\))?/;
const CITE = /「([^」]{2,60})」/g;

function field(text: string, name: string): string {
  const m = new RegExp(`^${name}: ?(.*)$`, "m").exec(text);
  return (m?.[1] ?? "").trim().replace(/^'(.*)'$/, "$1");
}

function means(rest: string): string {
  const cut = rest.search(/(?:을|를)?\s*말한다/);
  const s = (cut >= 0 ? rest.slice(0, cut) : rest).replace(/\s+/g, " ").trim();
  return [...s].length > MEANS_MAX ? [...s].slice(0, MEANS_MAX).join("") + "…" : s;
}

const key = (name: string) => name.replace(/\s+/g, "").replace(/[·･・‧]/g, "ㆍ");

function* lawFiles(dir: string): Generator<string> {
  for (const d of Deno.readDirSync(`${dir}/kr`)) {
    if (!d.isDirectory) continue;
    for (const f of Deno.readDirSync(`${dir}/kr/${d.name}`)) {
      if (f.name.endsWith(".md")) yield `${dir}/kr/${d.name}/${f.name}`;
    }
  }
}

/**
 * The vocabulary of a corpus directory (holding `kr/`), for the starter's statutes.
 *
 * @example
 * ```ts
 * import { generate } from "./corpus_vocab_gen.ts";
 * generate("tests/fixtures/library/head", "fixture").defined.length > 0;
 * ```
 */
export function generate(dir: string, source: string): CorpusVocab {
  const byId = new Map(CATALOGUE.map((c) => [c.lawId, c.name]));
  const byKey = new Map(CATALOGUE.map((c) => [key(c.name), c.name]));
  const kinds = new Map(CATALOGUE.map((c) => [c.name, c.kind]));
  const defined: DefinedTerm[] = [];
  const citing = new Map<string, Set<string>>();
  const refs = new Map<string, [string, string, string]>();
  for (const path of [...lawFiles(dir)].sort()) {
    const text = Deno.readTextFileSync(path);
    if (!text.startsWith("---")) continue;
    const id = field(text, "법령ID");
    const self = byId.get(id);
    let article = "";
    let title = "";
    for (const line of text.split("\n")) {
      // 부칙 amend other laws ("「…」 일부를 다음과 같이 개정한다"): no reference of the law's own.
      if (/^#+ 부칙/.test(line)) break;
      const a = ARTICLE.exec(line);
      if (a) {
        [article, title] = [a[1], a[2] ?? ""];
        continue;
      }
      if (!article) continue;
      for (const m of line.matchAll(CITE)) {
        const to = byKey.get(key(m[1]));
        if (!to || to === self) continue;
        let s = citing.get(to);
        if (!s) citing.set(to, s = new Set());
        s.add(id);
        const both = self && kinds.get(self) === "법률" && kinds.get(to) === "법률";
        if (both && !refs.has(`${self}|${to}`)) refs.set(`${self}|${to}`, [self, article, to]);
      }
      if (!self || !title.includes("정의")) continue;
      const item = ITEM.exec(line);
      const d = item && DEF.exec(item[1]);
      if (d) defined.push({ term: d[1], law: self, article, means: means(d[2]) });
    }
  }
  const cited: Record<string, number> = {};
  for (const name of [...citing.keys()].sort()) cited[name] = citing.get(name)!.size;
  return {
    source,
    defined,
    cited,
    refs: [...refs.values()].sort((a, b) => (a.join("|") < b.join("|") ? -1 : 1)),
  };
}

function git(dir: string, ...args: string[]): string {
  const out = new Deno.Command("git", { args: ["-C", dir, ...args], stdout: "piped" }).outputSync();
  if (!out.success) throw new Error(`git ${args.join(" ")} failed in ${dir}`);
  return new TextDecoder().decode(out.stdout).trim();
}

/** A directory holding `kr/`: the path itself, or a bundle cloned and checked out "in force on". */
function corpusDir(path: string): { dir: string; source: string; cleanup?: string } {
  if (!path.endsWith(".bundle")) return { dir: path, source: path };
  const tmp = Deno.makeTempDirSync({ prefix: "vocab-corpus-" });
  const dir = `${tmp}/corpus`;
  const ok = new Deno.Command("git", { args: ["clone", "-q", path, dir] }).outputSync().success;
  if (!ok) throw new Error(`git clone ${path} failed`);
  const line = git(dir, "log", "--format=%H %s").split("\n").find((l) => l.includes("in force on"));
  if (line) git(dir, "checkout", "-q", line.split(" ")[0]);
  const name = path.split("/").pop();
  return {
    dir,
    source: `${name} @ ${(line ?? git(dir, "log", "-1", "--format=%H %s")).slice(0, 7)}${
      line ? ` (${line.slice(41)})` : ""
    }`,
    cleanup: tmp,
  };
}

function defaultBundle(): string {
  const dir = new URL("../../../shared/corpus/", import.meta.url).pathname;
  for (const e of Deno.readDirSync(dir)) if (e.name.endsWith(".bundle")) return dir + e.name;
  throw new Error(`no .bundle in ${dir}: pass --corpus PATH`);
}

if (import.meta.main) {
  const arg = (n: string) => {
    const i = Deno.args.indexOf(n);
    return i >= 0 ? Deno.args[i + 1] : undefined;
  };
  const { dir, source, cleanup } = corpusDir(arg("--corpus") ?? defaultBundle());
  try {
    const out = arg("--out") ?? new URL("./corpus_vocab.json", import.meta.url).pathname;
    const v = generate(dir, source);
    Deno.writeTextFileSync(out, JSON.stringify(pack(v)).replace(/\],\[/g, "],\n[") + "\n");
    console.log(
      `${out}: ${v.defined.length} defined terms, ${
        Object.keys(v.cited).length
      } statutes cited, ${v.refs.length} references (${source})`,
    );
  } finally {
    if (cleanup) Deno.removeSync(cleanup, { recursive: true });
  }
}
