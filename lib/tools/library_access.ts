/**
 * What a tool sees of the local law library: one per-request {@link LibraryAccess} on the
 * {@link ToolContext}, which opens the process' library on first need and records what it
 * answered, so the answer's `meta` and its first line can name the source and its date.
 *
 * @module
 */

import type { Statute } from "../parse/statute_types.ts";
import type { ArticleIndex } from "../retrieve/types.ts";

/** What the tools need to know of a library file (lib/library's `LibraryMeta`, in part). */
export interface LibraryFacts {
  /** Newest 공포일자 held, YYYY-MM-DD. */
  asOf: string;
  /** When the file was built (ISO). */
  builtAt?: string;
  /** Where its text came from ("legalize-kr git", "law.go.kr", "starter" …). */
  source: string;
}

/** One statute of a title search in the library. */
export interface LibraryLawRow {
  /** 법령ID. */
  lawId: string;
  /** 법령일련번호 of the version in force. */
  mst: string;
  /** 법령명. */
  name: string;
  /** 법령구분 (법률, 대통령령 …). */
  kind?: string;
  /** 공포일자, YYYYMMDD. */
  promulgationDate?: string;
  /** 시행일자, YYYYMMDD. */
  effectiveDate?: string;
  /** 소관부처. */
  ministry?: string;
}

/** One version of a statute read from the library, in the model the statute tools render. */
export interface LibraryStatute {
  /** The version in force on the date asked (or the one named by MST). */
  statute: Statute;
  /** A promulgated version not yet in force on that date (시행 예정). */
  pending?: { mst?: string; effective: string; promulgated?: string };
  /** The newest 공포일자 the library holds of this statute (YYYYMMDD). */
  newestPromulgated?: string;
}

/** One article a body search found. */
export interface LibraryBodyHit {
  /** 법령ID. */
  lawId: string;
  /** 법령일련번호. */
  mst?: string;
  /** 법령명. */
  lawName: string;
  /** 법령구분. */
  kind?: string;
  /** "제750조". */
  article: string;
  /** 조문제목. */
  articleTitle?: string;
  /** The matched words marked «…». */
  snippet: string;
  /** The words matched. */
  matched: string[];
}

/** The open library, as the tools use it (an adapter over lib/library's reader). */
export interface StatuteLibrary {
  /** Its date and source. */
  facts(): LibraryFacts;
  /** Statutes by title, exact names first. */
  findLaws(query: string, limit: number): LibraryLawRow[];
  /** One statute version, or undefined when the library does not hold it (on that date). */
  getStatute(
    ref: { lawId?: string; mst?: string; name?: string },
    asOf: string,
  ): LibraryStatute | undefined;
  /**
   * Articles by the words of their titles and bodies (titles weigh more). `snippets`: only the
   * best that many hits have their text read for a snippet (the page shown); the rest carry "".
   */
  searchBody(
    query: string,
    opts: { limit: number; scope: "name" | "body" | "both"; snippets?: number },
  ): LibraryBodyHit[];
  /** Everyday retrieval's view of the same file (lib/retrieve), built on first call. */
  articleIndex?(): ArticleIndex;
}

/** One statute (or one search) a request answered from the library, or past it. */
export interface LibraryRead {
  /** `library`: answered from the copy; `live`: law.go.kr holds a newer version, read live. */
  kind: "library" | "live";
  /** What the answer says of its source: "로컬 법령 사본 · 2026-06-05 공포분까지" (or the live line). */
  label: string;
  /** 법령ID, when one statute was read. */
  lawId?: string;
  /** 법령명. */
  name?: string;
  /** The article a body search found first ("제750조"). */
  article?: string;
  /** A promulgated version not yet in force (시행 예정), beside the text in force. */
  pending?: { mst?: string; effective: string; promulgated?: string };
  /** live: the newer version's 공포일자 upstream (YYYYMMDD). */
  newer?: string;
}

/** The per-request door to the library ({@link ToolContext.library}). */
export interface LibraryAccess {
  /** The open library, or undefined (none, off, or it failed to open). Opens once per process. */
  open(): Promise<StatuteLibrary | undefined>;
  /** How the library was chosen (`starter`: the one shipped in the package); unset: none. */
  readonly origin?: "env" | "cache" | "starter";
  /** A key makes law.go.kr the authority: a library older than the limit is checked against it. */
  readonly keyed: boolean;
  /** Days after which a keyed request checks the statute asked about against law.go.kr. */
  readonly maxAgeDays: number;
  /** What this request answered from (or past) the library, in order. */
  readonly reads: LibraryRead[];
  /** Per-request memo of the freshness checks (법령ID → the upstream row's 공포일자, or ""). */
  readonly checked: Map<string, Promise<string>>;
}

/**
 * A fresh per-request access over a process-wide opener.
 *
 * @example
 * ```ts
 * import { libraryAccess } from "./library_access.ts";
 * const access = libraryAccess(() => Promise.resolve(undefined), { keyed: false });
 * access.reads.length; // 0
 * ```
 */
export function libraryAccess(
  open: () => Promise<StatuteLibrary | undefined>,
  opts: { keyed: boolean; maxAgeDays?: number; origin?: "env" | "cache" | "starter" },
): LibraryAccess {
  return {
    open,
    ...(opts.origin ? { origin: opts.origin } : {}),
    keyed: opts.keyed,
    maxAgeDays: opts.maxAgeDays ?? 7,
    reads: [],
    checked: new Map(),
  };
}

/**
 * The label of an answer from the library: "로컬 법령 사본 · 2026-06-05 공포분까지".
 *
 * @example
 * ```ts
 * import { libraryLabel } from "./library_access.ts";
 * libraryLabel({ asOf: "2026-06-05" }); // "로컬 법령 사본 · 2026-06-05 공포분까지"
 * ```
 */
export function libraryLabel(meta: Pick<LibraryFacts, "asOf"> & { source?: string }): string {
  // The starter shipped in the package holds the most-asked statutes only: say so.
  const what = meta.source === "starter" ? "로컬 법령 사본(내장 스타터)" : "로컬 법령 사본";
  return `${what} · ${meta.asOf} 공포분까지`;
}

/**
 * The day the library's content was known current (YYYY-MM-DD): a copy synced from law.go.kr was
 * current when it was built; an imported corpus is as new as its newest 공포일자.
 */
export function libraryDate(meta: LibraryFacts): string {
  return meta.source === "law.go.kr" && meta.builtAt ? meta.builtAt.slice(0, 10) : meta.asOf;
}
