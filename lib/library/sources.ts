/**
 * Where an import reads law files from: a plain directory holding `kr/`, a git checkout (each
 * law's history, for the version in force today), a `.tar.gz` streamed without unpacking, or an
 * http(s) URL of one. Each yields `kr/…` paths with their texts, newest first.
 *
 * @module
 */

import { LibraryError } from "./errors.ts";
import { readFrontmatter } from "./frontmatter.ts";
import { readTar } from "./tar.ts";
import type { LibrarySource } from "./types.ts";

/** One law file: its path from the corpus root and its texts, newest first. */
export interface SourceEntry {
  /** `kr/민법/법률.md`. */
  path: string;
  /** The file's text at HEAD first, then older versions the history holds, when read. */
  versions: string[];
}

/** Progress of an import. */
export interface ImportProgress {
  /** What is happening. */
  phase: "download" | "read" | "write" | "done";
  /** Law files read so far. */
  files: number;
  /** Bytes received (download). */
  bytes?: number;
  /** Bytes expected (download), when the server said. */
  total?: number;
}

/** A source of law files. */
export interface LawSource {
  /** What the library will say it was built from. */
  label: LibrarySource;
  /** The law files. */
  entries(): AsyncIterable<SourceEntry>;
}

const dec = new TextDecoder();
const isLawPath = (p: string) => /^kr\/.+\.md$/.test(p);

async function* walk(root: string, rel: string): AsyncGenerator<string> {
  const items: Deno.DirEntry[] = [];
  for await (const e of Deno.readDir(`${root}/${rel}`)) items.push(e);
  items.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const e of items) {
    const p = `${rel}/${e.name}`;
    if (e.isDirectory) yield* walk(root, p);
    else if (e.isFile && e.name.endsWith(".md")) yield p;
  }
}

/** A plain directory holding `kr/`. *
 * @example
 * ```ts
 * import { directorySource } from "./sources.ts";
 * const src = directorySource("./legalize-kr");
 * console.log(src.label); // "legalize-kr directory"
 * ```
 */
export function directorySource(root: string): LawSource {
  return {
    label: "legalize-kr directory",
    async *entries() {
      for await (const p of walk(root, "kr")) {
        yield { path: p, versions: [await Deno.readTextFile(`${root}/${p}`)] };
      }
    },
  };
}

async function git(root: string, args: string[]): Promise<string> {
  const out = await new Deno.Command("git", {
    args: ["-C", root, ...args],
    stdout: "piped",
    stderr: "piped",
  })
    .output();
  if (!out.success) {
    throw new LibraryError("source", `git ${args[0]} 실패: ${dec.decode(out.stderr).trim()}`);
  }
  return dec.decode(out.stdout);
}

/** Reads objects through one `git cat-file --batch` process. */
class CatFile {
  #proc: Deno.ChildProcess;
  #writer: WritableStreamDefaultWriter<Uint8Array>;
  #reader: ReadableStreamDefaultReader<Uint8Array>;
  #buf = new Uint8Array(0);
  constructor(root: string) {
    this.#proc = new Deno.Command("git", {
      args: ["-C", root, "cat-file", "--batch"],
      stdin: "piped",
      stdout: "piped",
      stderr: "null",
    }).spawn();
    this.#writer = this.#proc.stdin.getWriter();
    this.#reader = this.#proc.stdout.getReader();
  }
  async #fill(n: number): Promise<void> {
    while (this.#buf.length < n) {
      const { value, done } = await this.#reader.read();
      if (done) throw new LibraryError("source", "git cat-file ended early");
      const next = new Uint8Array(this.#buf.length + value.length);
      next.set(this.#buf);
      next.set(value, this.#buf.length);
      this.#buf = next;
    }
  }
  async read(spec: string): Promise<string | undefined> {
    await this.#writer.write(new TextEncoder().encode(`${spec}\n`));
    let nl = -1;
    while ((nl = this.#buf.indexOf(10)) < 0) await this.#fill(this.#buf.length + 1);
    const header = dec.decode(this.#buf.subarray(0, nl));
    this.#buf = this.#buf.subarray(nl + 1);
    if (header.endsWith(" missing") || header.endsWith(" ambiguous")) return undefined;
    const size = Number(header.split(" ")[2]);
    await this.#fill(size + 1);
    const text = dec.decode(this.#buf.subarray(0, size));
    this.#buf = this.#buf.subarray(size + 1);
    return text;
  }
  async close(): Promise<void> {
    await this.#writer.close().catch(() => {});
    await this.#reader.cancel().catch(() => {});
    await this.#proc.status;
  }
}

/**
 * A git checkout: each law's text at HEAD and, when that is not in force on `today`, the older
 * versions of its history back to the one that is.
 *
 * @example
 * ```ts
 * import { gitSource } from "./sources.ts";
 * gitSource("./legalize-kr", "2026-06-05").label; // "legalize-kr git"
 * ```
 */
export function gitSource(root: string, today: string): LawSource {
  return {
    label: "legalize-kr git",
    async *entries() {
      const listing = await git(root, ["ls-tree", "-r", "-z", "HEAD", "--", "kr"]);
      const files = listing.split("\0").filter(Boolean).map((l) => {
        const tab = l.indexOf("\t");
        return { oid: l.slice(0, tab).split(" ")[2], path: l.slice(tab + 1) };
      }).filter((f) => isLawPath(f.path));
      const cat = new CatFile(root);
      try {
        for (const f of files) {
          const head = await cat.read(f.oid);
          if (head === undefined) continue;
          const versions = [head];
          const front = readFrontmatter(head);
          if (front && front.effective > today) {
            const log = await git(root, ["log", "--format=%H", "HEAD", "--", f.path]);
            for (const commit of log.split("\n").filter(Boolean).slice(1)) {
              const old = await cat.read(`${commit}:${f.path}`);
              if (old === undefined) break;
              versions.push(old);
              const fm = readFrontmatter(old);
              if (fm && fm.effective <= today) break;
            }
          }
          yield { path: f.path, versions };
        }
      } finally {
        await cat.close();
      }
    },
  };
}

/** The `kr/…` path of an archive member (`legalize-kr-main/kr/민법/법률.md`), if it is one. *
 * @example
 * ```ts
 * import { archiveLawPath } from "./sources.ts";
 * archiveLawPath("legalize-kr-main/kr/민법/법률.md"); // "kr/민법/법률.md"
 * ```
 */
export function archiveLawPath(name: string): string | undefined {
  const p = name.startsWith("kr/") ? name : name.slice(name.indexOf("/") + 1);
  return isLawPath(p) ? p : undefined;
}

/** A gzip-compressed tar stream (a GitHub archive of the repository). *
 * @example
 * ```ts
 * import { archiveSource } from "./sources.ts";
 * const src = archiveSource(async () => (await Deno.open("legalize-kr-main.tar.gz")).readable);
 * ```
 */
export function archiveSource(open: () => Promise<ReadableStream<Uint8Array>>): LawSource {
  return {
    label: "legalize-kr archive",
    async *entries() {
      const stream = (await open()).pipeThrough(
        new DecompressionStream("gzip") as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
      );
      try {
        for await (const e of readTar(stream)) {
          const path = archiveLawPath(e.name);
          if (path) yield { path, versions: [dec.decode(e.data)] };
        }
      } catch (e) {
        if (e instanceof LibraryError) throw e;
        throw new LibraryError("source", `압축 파일을 읽지 못했습니다: ${(e as Error).message}`, {
          cause: e,
        });
      }
    },
  };
}

/** An archive file on disk. *
 * @example
 * ```ts
 * import { archiveFileSource } from "./sources.ts";
 * archiveFileSource("legalize-kr-main.tar.gz").label; // "legalize-kr archive"
 * ```
 */
export function archiveFileSource(path: string): LawSource {
  return archiveSource(async () => (await Deno.open(path)).readable);
}

/** An archive at an http(s) URL; progress reports bytes received. *
 * @example
 * ```ts
 * import { urlSource } from "./sources.ts";
 * urlSource("https://example.org/legalize-kr-main.tar.gz", (p) => console.error(p.bytes));
 * ```
 */
export function urlSource(url: string, onProgress?: (p: ImportProgress) => void): LawSource {
  return archiveSource(async () => {
    let res: Response;
    try {
      res = await fetch(url);
    } catch (e) {
      throw new LibraryError("source", `내려받기 실패: ${url} (${(e as Error).message})`, {
        cause: e,
      });
    }
    if (!res.ok || !res.body) {
      await res.body?.cancel();
      throw new LibraryError("source", `내려받기 실패: ${url} (HTTP ${res.status})`);
    }
    const total = Number(res.headers.get("content-length")) || undefined;
    let bytes = 0;
    return res.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, ctl) {
          bytes += chunk.length;
          onProgress?.({ phase: "download", files: 0, bytes, total });
          ctl.enqueue(chunk);
        },
      }),
    );
  });
}

/** Picks the source kind for what the user named. *
 * @example
 * ```ts
 * import { openSource } from "./sources.ts";
 * const src = await openSource("./legalize-kr", "2026-06-05");
 * ```
 */
export async function openSource(
  source: string,
  today: string,
  onProgress?: (p: ImportProgress) => void,
): Promise<LawSource> {
  if (/^https?:\/\//i.test(source)) return urlSource(source, onProgress);
  let stat: Deno.FileInfo;
  try {
    stat = await Deno.stat(source);
  } catch {
    throw new LibraryError("source", `가져올 곳이 없습니다: ${source}`, { path: source });
  }
  if (stat.isFile) {
    if (/\.(tar\.gz|tgz)$/i.test(source)) return archiveFileSource(source);
    throw new LibraryError(
      "source",
      `.tar.gz 파일이나 kr/ 폴더가 있는 디렉터리가 아닙니다: ${source}`,
      {
        path: source,
      },
    );
  }
  try {
    if (!(await Deno.stat(`${source}/kr`)).isDirectory) throw new Error();
  } catch {
    throw new LibraryError("source", `kr/ 폴더가 없습니다 (legalize-kr 사본이 아님): ${source}`, {
      path: source,
    });
  }
  const isGit = await Deno.stat(`${source}/.git`).then(() => true, () => false);
  return isGit ? gitSource(source, today) : directorySource(source);
}
