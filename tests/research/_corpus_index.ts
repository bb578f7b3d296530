/**
 * A stand-in for the law library's `searchBody` (LIBRARY_API.md), read straight from a
 * legalize-kr checkout, for measuring retrieval while the library itself is being built: the
 * statutes the starter library will hold (every statute the topic table names, with its 시행령
 * and 시행규칙, and the statutes most cited by 「」 across those), their articles split on the
 * corpus' `##### 제N조 (제목)` headings, and a syllable-bigram index so a word is found in
 * milliseconds. Not shipped: tests and benches only.
 *
 * @module
 */

import { join } from "node:path";
import type { ArticleIndex, LibraryHit } from "../../lib/retrieve/mod.ts";
import { TOPICS } from "../../lib/topics/mod.ts";

interface Doc {
  lawName: string;
  kind: string;
  article: string;
  title: string;
  text: string;
  flat?: string;
}

const HEAD = /^#####\s+(제\d+조(?:의\d+)?)\s*(?:\(([^)]*(?:\([^)]*\)[^)]*)*)\))?/;

function front(md: string): Record<string, string> {
  const end = md.indexOf("\n---", 4);
  const out: Record<string, string> = {};
  for (const line of md.slice(4, end).split("\n")) {
    const m = line.match(/^([^:\s]+):\s*'?([^']*)'?$/);
    if (m) out[m[1]] = m[2];
  }
  return out;
}

function articlesOf(md: string, lawName: string, kind: string): Doc[] {
  const out: Doc[] = [];
  const body = md.slice(md.indexOf("\n---", 4) + 4);
  const stop = body.search(/^## 부칙/m);
  let cur: Doc | undefined;
  for (const line of (stop < 0 ? body : body.slice(0, stop)).split("\n")) {
    const m = line.match(HEAD);
    if (m) {
      cur = { lawName, kind, article: m[1], title: (m[2] ?? "").trim(), text: "" };
      out.push(cur);
    } else if (cur && !line.startsWith("#")) {
      cur.text += line.replace(/\*\*/g, "").replace(/\([\u4e00-\u9fff]+\)/g, "") + "\n";
    }
  }
  return out.filter((d) => !/^삭제/.test(d.text.trim()));
}

const bigrams = (s: string): string[] => {
  const out: string[] = [];
  for (let i = 0; i + 1 < s.length; i++) out.push(s.slice(i, i + 2));
  return out;
};

/** The dirs of the corpus whose statutes the starter library holds (name → dir). */
export async function starterDirs(kr: string): Promise<Map<string, string>> {
  const names = new Set(
    TOPICS.flatMap((t) => t.laws.map((l) => l.name.replace(/ 시행(?:령|규칙)$/, ""))),
  );
  const dirs = new Map<string, string>();
  for (const n of names) dirs.set(n, n.replace(/\s+/g, ""));
  // The most cited 「」 names across those statutes join them.
  const cited = new Map<string, number>();
  for (const d of dirs.values()) {
    let files: Deno.DirEntry[] = [];
    try {
      files = [...Deno.readDirSync(join(kr, d))];
    } catch {
      continue;
    }
    for (const f of files) {
      const md = await Deno.readTextFile(join(kr, d, f.name));
      for (const m of md.matchAll(/「([^」]{2,40})」/g)) {
        cited.set(m[1], (cited.get(m[1]) ?? 0) + 1);
      }
    }
  }
  for (const [n] of [...cited].sort((a, b) => b[1] - a[1]).slice(0, 80)) {
    if (!dirs.has(n)) dirs.set(n, n.replace(/\s+/g, ""));
  }
  return dirs;
}

/**
 * Builds the stand-in from a legalize-kr checkout (a directory holding `kr/`).
 *
 * @example
 * ```ts ignore
 * const ix = await corpusIndex("/tmp/legalize-kr");
 * ix.searchBody("임차권등기명령", { limit: 5 });
 * ```
 */
export async function corpusIndex(
  root: string,
): Promise<Required<ArticleIndex> & { size: number }> {
  const kr = join(root, "kr");
  const docs: Doc[] = [];
  for (const [name, dir] of await starterDirs(kr)) {
    let entries: Deno.DirEntry[] = [];
    try {
      entries = [...Deno.readDirSync(join(kr, dir))];
    } catch {
      continue;
    }
    // One file per kind: the one in force whose 제목 is the law's (collisions hold repeal stubs).
    const best = new Map<string, { date: string; docs: Doc[] }>();
    for (const e of entries) {
      const md = Deno.readTextFileSync(join(kr, dir, e.name));
      const f = front(md);
      const title = (f["제목"] ?? "").replace(/·/g, "ㆍ");
      if (!title.startsWith(name) || f["상태"] === "폐지") continue;
      const kind = title === name ? "법률" : title.slice(name.length).trim() || "법률";
      const arts = articlesOf(md, title, f["법령구분"] === "법률" ? "법률" : kind);
      if (arts.length < 2) continue;
      const date = f["공포일자"] ?? "";
      const prev = best.get(title);
      if (!prev || date > prev.date) best.set(title, { date, docs: arts });
    }
    for (const b of best.values()) docs.push(...b.docs);
  }
  const post = new Map<string, number[]>();
  docs.forEach((d, i) => {
    d.flat = (d.title + "\n" + d.text).replace(/\s+/g, "");
    for (const g of new Set(bigrams(d.flat))) {
      const p = post.get(g);
      if (p) p.push(i);
      else post.set(g, [i]);
    }
  });
  const kindRank = (k: string) => (k === "법률" ? 0 : /시행령/.test(k) ? 1 : 2);
  const names = [...new Set(docs.map((d) => d.lawName))];
  return {
    size: docs.length,
    findLaws: (query, opts = {}) =>
      names.filter((n) => n.includes(query.trim())).sort((a, b) => a.length - b.length)
        .slice(0, opts.limit ?? 10).map((name) => ({ name })),
    searchBody(query, opts = {}) {
      const term = query.replace(/\s+/g, " ").trim();
      const key = term.replace(/\s+/g, "");
      if (key.length < 2) return [];
      const grams = bigrams(key).map((g) => post.get(g) ?? []);
      grams.sort((a, b) => a.length - b.length);
      const scope = opts.scope ?? "both";
      const hits: LibraryHit[] = [];
      for (const i of grams[0]) {
        const d = docs[i];
        const inTitle = scope !== "body" && d.title.replace(/\s+/g, "").includes(key);
        const inBody = scope !== "title" && (d.text.includes(term) || d.flat!.includes(key));
        if (!inTitle && !inBody) continue;
        const at = d.text.indexOf(term);
        hits.push({
          lawName: d.lawName,
          kind: d.kind,
          article: d.article,
          articleTitle: d.title,
          snippet: at < 0 ? d.title : d.text.slice(Math.max(0, at - 20), at + term.length + 20),
          matched: [term],
          score: (inTitle ? 3 : 0) + (inBody ? 1 : 0) - kindRank(d.kind) * 0.5,
        });
      }
      hits.sort((a, b) => b.score - a.score);
      return hits.slice(0, opts.limit ?? 20);
    },
  };
}
