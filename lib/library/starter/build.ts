/**
 * Builds the starter library that ships inside the package (`lib/library/starter/`): every
 * statute the topic table names with its 시행령 and 시행규칙, then the statutes the corpus cites
 * most (「」 references counted across every file) while the budget lasts. Each law file is kept
 * as legalize-kr wrote it, without its 부칙 (a quarter of the text, rarely asked), and a law whose
 * newest text is not yet in force also keeps the version in force on the build date. The files
 * go, grouped by field, into brotli-compressed base64 JSON modules (`data/chunk-NN.json`) that
 * are read only when the starter library is first opened (see `materialise.ts`).
 *
 * Not published (a maintainer's tool): `deno task library:starter [--corpus PATH] [--budget N]`.
 * PATH is a legalize-kr git checkout, a plain copy, or a git bundle of one (default: the bundle in
 * `../shared/corpus/`, cloned to a temporary directory).
 *
 * @module
 */

import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { TOPICS } from "../../topics/table.ts";
import type { TopicArea } from "../../topics/types.ts";
import { todayKst } from "../../parse/statute.ts";
import { STARTER_AREA_TITLES, STARTER_BUDGET_BYTES, STARTER_CITED_GROUP } from "./budget.ts";
import type { StarterEntry } from "./types.ts";

const OUT = new URL("./", import.meta.url);
/** Raw text per chunk: big enough to compress well, small enough for one module each. */
const CHUNK_RAW = 5_500_000;

interface LawFile {
  path: string;
  text: string;
  title: string;
  lawId: string;
  kind: string;
  ministries: string[];
  promulgated: string;
  effective: string;
}

interface Pick {
  file: LawFile;
  group: string;
  /** The version in force on the build date, when `file` (the newest) is not yet. */
  inForce?: LawFile;
}

function git(dir: string, ...args: string[]): string {
  const out = new Deno.Command("git", { args: ["-C", dir, ...args], stdout: "piped" }).outputSync();
  if (!out.success) throw new Error(`git ${args.join(" ")} failed in ${dir}`);
  return new TextDecoder().decode(out.stdout);
}

function field(text: string, name: string): string {
  const m = new RegExp(`^${name}: ?(.*)$`, "m").exec(text);
  return (m?.[1] ?? "").trim().replace(/^'(.*)'$/, "$1");
}

function readLaw(path: string, text: string): LawFile | undefined {
  if (!text.startsWith("---")) return undefined;
  const head = text.slice(0, text.indexOf("\n---", 3));
  const ministries = /^소관부처:\n((?:- .*\n?)*)/m.exec(head)?.[1].split("\n")
    .map((l) => l.replace(/^- /, "").trim()).filter(Boolean) ?? [];
  const lawId = field(head, "법령ID");
  if (!lawId) return undefined;
  return {
    path,
    text,
    title: field(head, "제목"),
    lawId,
    kind: field(head, "법령구분"),
    ministries,
    promulgated: field(head, "공포일자"),
    effective: field(head, "시행일자"),
  };
}

/** The text without its 부칙. */
function withoutSupplements(text: string): string {
  const i = text.search(/\n## 부칙\s*\n/);
  return (i < 0 ? text : text.slice(0, i)).replace(/\s+$/, "") + "\n";
}

function isStub(f: LawFile): boolean {
  const body = withoutSupplements(f.text);
  return body.length < 2500 && /폐지한다|폐지함/.test(body);
}

async function corpusDir(path: string): Promise<{ dir: string; git: boolean; cleanup?: string }> {
  if (path.endsWith(".bundle")) {
    const tmp = await Deno.makeTempDir({ prefix: "starter-corpus-" });
    const dir = `${tmp}/legalize-kr`;
    const ok = new Deno.Command("git", { args: ["clone", "-q", path, dir] }).outputSync().success;
    if (!ok) throw new Error(`git clone ${path} failed`);
    return { dir, git: true, cleanup: tmp };
  }
  const isGit = (() => {
    try {
      return Deno.statSync(`${path}/.git`) !== undefined;
    } catch {
      return false;
    }
  })();
  return { dir: path, git: isGit };
}

function defaultCorpus(): string {
  const dir = new URL("../../../../shared/corpus/", import.meta.url).pathname;
  for (const e of Deno.readDirSync(dir)) if (e.name.endsWith(".bundle")) return dir + e.name;
  throw new Error(`no .bundle in ${dir}: pass --corpus PATH`);
}

function allLaws(dir: string): LawFile[] {
  const out: LawFile[] = [];
  for (const d of Deno.readDirSync(`${dir}/kr`)) {
    if (!d.isDirectory) continue;
    for (const f of Deno.readDirSync(`${dir}/kr/${d.name}`)) {
      if (!f.name.endsWith(".md")) continue;
      const path = `kr/${d.name}/${f.name}`;
      const law = readLaw(path, Deno.readTextFileSync(`${dir}/${path}`));
      if (law) out.push(law);
    }
  }
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

/** 「name」 references per name, across every file. */
export function citationCounts(laws: readonly { text: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const f of laws) {
    for (const m of f.text.matchAll(/「([^」\n]{2,80})」/g)) {
      const n = m[1].replace(/[·・]/g, "ㆍ").trim();
      counts.set(n, (counts.get(n) ?? 0) + 1);
    }
  }
  return counts;
}

function resolver(laws: LawFile[]): (name: string) => LawFile | undefined {
  const byTitle = new Map<string, LawFile[]>();
  for (const f of laws) {
    const list = byTitle.get(f.title) ?? [];
    list.push(f);
    byTitle.set(f.title, list);
  }
  return (name) => {
    const list = byTitle.get(name.replace(/[·・]/g, "ㆍ").trim()) ?? [];
    // The living law of the name: not a repeal stub, newest promulgated.
    return [...list].sort((a, b) =>
      Number(isStub(a)) - Number(isStub(b)) || b.promulgated.localeCompare(a.promulgated)
    )[0];
  };
}

function inForceVersion(dir: string, f: LawFile, today: string): LawFile | undefined {
  if (f.effective <= today) return undefined;
  for (const commit of git(dir, "log", "--format=%H", "--", f.path).split("\n").filter(Boolean)) {
    let text: string;
    try {
      text = git(dir, "show", `${commit}:${f.path}`);
    } catch {
      continue;
    }
    const v = readLaw(f.path, text);
    if (v && v.effective <= today && v.lawId === f.lawId) return v;
  }
  return undefined;
}

function brotli(bytes: Uint8Array): Uint8Array {
  return zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

function base64(bytes: Uint8Array): string {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(s);
}

function entriesOf(picks: Pick[]): StarterEntry[] {
  const out: StarterEntry[] = [];
  for (const p of picks) {
    if (p.inForce) out.push({ p: p.inForce.path, t: withoutSupplements(p.inForce.text), i: 1 });
    out.push({ p: p.file.path, t: withoutSupplements(p.file.text), i: p.inForce ? 0 : 1 });
  }
  return out;
}

function chunked(entries: StarterEntry[]): StarterEntry[][] {
  const chunks: StarterEntry[][] = [[]];
  let size = 0;
  for (const e of entries) {
    const n = new TextEncoder().encode(e.t).length;
    if (size + n > CHUNK_RAW && chunks[chunks.length - 1].length) {
      chunks.push([]);
      size = 0;
    }
    chunks[chunks.length - 1].push(e);
    size += n;
  }
  return chunks;
}

function rawSize(picks: Pick[]): number {
  return entriesOf(picks).reduce((n, e) => n + new TextEncoder().encode(e.t).length, 0);
}

async function main(args: string[]): Promise<void> {
  const arg = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const budget = Number(arg("--budget") ?? STARTER_BUDGET_BYTES);
  const corpus = await corpusDir(arg("--corpus") ?? defaultCorpus());
  const today = todayKst().replace(/^(\d{4})(\d{2})(\d{2})$/, "$1-$2-$3");
  console.error(`법령 읽는 중: ${corpus.dir}`);
  const laws = allLaws(corpus.dir);
  const find = resolver(laws);
  const picks: Pick[] = [];
  const taken = new Set<string>();
  const take = (f: LawFile | undefined, group: string) => {
    if (!f || taken.has(f.path)) return;
    taken.add(f.path);
    picks.push({
      file: f,
      group,
      inForce: corpus.git ? inForceVersion(corpus.dir, f, today) : undefined,
    });
  };
  const areas = new Map<TopicArea, Set<string>>();
  for (const t of TOPICS) {
    for (const l of t.laws) {
      const base = l.name.replace(/ 시행(령|규칙)$/, "");
      const set = areas.get(t.area) ?? new Set();
      set.add(base);
      areas.set(t.area, set);
    }
  }
  const missing: string[] = [];
  for (const [area, names] of areas) {
    for (const name of names) {
      const law = find(name);
      if (!law) missing.push(name);
      take(law, STARTER_AREA_TITLES[area]);
      take(find(`${name} 시행령`), STARTER_AREA_TITLES[area]);
      take(find(`${name} 시행규칙`), STARTER_AREA_TITLES[area]);
    }
  }
  if (missing.length) console.error(`주제표의 법령 중 corpus에 없는 것: ${missing.join(", ")}`);
  const topicPicks = picks.length;
  await Deno.remove(new URL("data/", OUT), { recursive: true }).catch(() => {});
  await Deno.mkdir(new URL("data/", OUT), { recursive: true });
  const lines: string[] = [];
  let disk = 0;
  let raw = 0;
  const write = async (chunk: StarterEntry[], i: number) => {
    const json = new TextEncoder().encode(JSON.stringify(chunk));
    const packed = JSON.stringify(base64(brotli(json))) + "\n";
    const name = `chunk-${String(i).padStart(2, "0")}.json`;
    await Deno.writeTextFile(new URL(`data/${name}`, OUT), packed);
    const sha = createHash("sha256").update(json).digest("hex");
    disk += new TextEncoder().encode(packed).length;
    raw += json.length;
    lines.push(`  { sha256: "${sha}", bytes: ${json.length}, load: () => load("${name}") },`);
    console.error(`${name}: ${chunk.length}개, ${json.length} → ${packed.length} bytes`);
    return packed.length;
  };
  const chunks = chunked(entriesOf(picks));
  for (const [i, chunk] of chunks.entries()) await write(chunk, i);
  console.error(`주제표 법령 ${topicPicks}개: ${disk} bytes`);
  // The most-cited statutes fill what is left, estimated at the ratio just measured, then
  // compressed for real (and trimmed if the estimate was short).
  const ratio = disk / raw * 1.03;
  const cited: Pick[] = [];
  let estimate = disk;
  for (const [name] of [...citationCounts(laws)].sort((a, b) => b[1] - a[1])) {
    const f = find(name);
    if (!f || taken.has(f.path)) continue;
    const p = { file: f, group: STARTER_CITED_GROUP, inForce: undefined as LawFile | undefined };
    const extra = rawSize([p]) * ratio;
    if (estimate + extra > budget * 0.985) break;
    estimate += extra;
    taken.add(f.path);
    p.inForce = corpus.git ? inForceVersion(corpus.dir, f, today) : undefined;
    cited.push(p);
  }
  for (let tries = 0; cited.length && tries < 5; tries++) {
    const before = { disk, raw, lines: lines.length };
    const parts = chunked(entriesOf(cited));
    for (const [i, chunk] of parts.entries()) await write(chunk, chunks.length + i);
    if (disk <= budget) break;
    for (let i = 0; i < parts.length; i++) {
      const name = `chunk-${String(chunks.length + i).padStart(2, "0")}.json`;
      await Deno.remove(new URL(`data/${name}`, OUT));
    }
    disk = before.disk;
    raw = before.raw;
    lines.length = before.lines;
    cited.length = Math.floor(cited.length * 0.9);
  }
  picks.push(...cited);
  console.error(`인용 상위 법령 ${cited.length}개 추가`);
  const asOf = picks.reduce((d, p) => p.file.promulgated > d ? p.file.promulgated : d, "");
  const catalogue = picks.map((p) => ({
    name: p.file.title,
    lawId: p.file.lawId,
    kind: p.file.kind,
    ministries: p.file.ministries,
    group: p.group,
  }));
  const ts =
    `// Generated by lib/library/starter/build.ts from the legalize-kr corpus — do not edit.
import type { StarterChunk } from "./types.ts";

// A computed specifier on purpose (as lib/demo/files.ts): each chunk is read, or fetched from
// JSR, only when the starter library is first built on a machine.
const load = (name: string): Promise<{ default: string }> =>
  import(new URL(\`./data/\${name}\`, import.meta.url).href, { with: { type: "json" } });

/** Content hash of the starter library (its materialised file is named after it). */
export const STARTER_HASH = "${
      createHash("sha256").update(lines.join("\\n")).digest("hex").slice(0, 16)
    }";

/** The newest 공포일자 the starter holds. */
export const STARTER_AS_OF = "${asOf}";

/** Law files shipped (a law whose newest text is not yet in force counts once). */
export const STARTER_LAWS = ${picks.length};

/** The chunks: each a brotli-compressed, base64 JSON array of law files. */
export const STARTER_CHUNKS: readonly StarterChunk[] = [
${lines.join("\n")}
];
`;
  await Deno.writeTextFile(new URL("files.ts", OUT), ts);
  await Deno.writeTextFile(new URL("catalogue.json", OUT), JSON.stringify(catalogue) + "\n");
  await new Deno.Command(Deno.execPath(), {
    args: [
      "fmt",
      "--quiet",
      ...["files.ts", "catalogue.json"].map((f) => new URL(f, OUT).pathname),
    ],
  }).output();
  if (corpus.cleanup) await Deno.remove(corpus.cleanup, { recursive: true });
  console.log(
    `${picks.length} laws (${topicPicks} from the topic table), ${
      entriesOf(picks).length
    } files, ` +
      `${disk} bytes in lib/library/starter/data/ (budget ${budget}), as of ${asOf}`,
  );
}

if (import.meta.main) await main(Deno.args);
