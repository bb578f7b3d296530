/**
 * What a law library answers with. Articles, headings, 부칙 and 별표 are the project's statute
 * model (`lib/parse/statute_types.ts`), so a tool renders a library law as it renders DRF.
 *
 * @module
 */

import type { Statute } from "../parse/statute_types.ts";

/** Where a library's laws came from. */
export type LibrarySource =
  | "legalize-kr git"
  | "legalize-kr archive"
  | "legalize-kr directory"
  | "law.go.kr"
  | "starter";

/** A library's identity and size. */
export interface LibraryMeta {
  /** `PRAGMA user_version` of the file. */
  schemaVersion: number;
  /** What it was built from. */
  source: LibrarySource | string;
  /** The newest 공포일자 held, `YYYY-MM-DD`. */
  asOf: string;
  /** When it was built (ISO). */
  builtAt: string;
  /** Laws held (distinct 법령ID, repealed ones included). */
  laws: number;
  /** Articles held (all stored versions). */
  articles: number;
  /** File size in bytes. */
  bytes: number;
  /** Laws per 법령구분. */
  kinds: Record<string, number>;
  /** The file's path. */
  path: string;
}

/** A law's status on the date asked about. */
export type LibraryLawStatus = "in_force" | "pending" | "repealed";

/** One law as a list row. Dates `YYYY-MM-DD`. */
export interface LibraryLawRow {
  /** 법령ID. */
  lawId: string;
  /** MST of the version described (in force, or the pending one when none is). */
  mst: string;
  /** 제목. */
  name: string;
  /** 법령구분. */
  kind: string;
  /** 소관부처. */
  ministries: string[];
  /** 공포일자. */
  promulgated: string;
  /** 시행일자. */
  effective: string;
  /** in_force, pending (시행 예정: no version in force yet), or repealed (a stub or superseded). */
  status: LibraryLawStatus;
  /** The corpus file it came from. */
  path: string;
}

/** A version promulgated but not in force on the date asked about. */
export interface PendingVersion {
  /** Its MST. */
  mst: string;
  /** 시행일자, `YYYY-MM-DD` (`9999-01-01`: not yet set). */
  effective: string;
  /** 공포일자. */
  promulgated: string;
  /** "시행 예정 (2027-01-01)". */
  label: string;
}

/** A whole law version, in the statute model plus what the library knows beside it. */
export interface LibraryLaw extends Statute {
  /** The list row of this version. */
  law: LibraryLawRow;
  /** A newer promulgated version not yet in force, when there is one. */
  pending?: PendingVersion;
  /** Text under the title before any article (repeal stubs, one-sentence laws). */
  preamble?: string;
  /** The label every answer carries, e.g. "로컬 법령 사본 · 2026-06-05 공포분까지". */
  sourceLabel: string;
}

/** Which law: by 법령ID, MST or exact name. */
export interface LawRef {
  /** 법령ID. */
  lawId?: string;
  /** MST of one version. */
  mst?: string;
  /** Exact name (spaces and middle dots do not matter) or 약칭. */
  name?: string;
}

/** Options of `getLaw` and `articles`. */
export interface GetLawOptions {
  /** The date to judge against, `YYYY-MM-DD` or `YYYYMMDD`; default today in Korea. */
  asOf?: string;
  /** `in_force` (default) or `newest` promulgated. */
  version?: "in_force" | "newest";
}

/** Options of `searchBody`. */
export interface SearchBodyOptions {
  /** Hits wanted (default 20, at most 200). */
  limit?: number;
  /** Search article titles, bodies, or both (default). */
  scope?: "title" | "body" | "both";
  /** Only these 법령구분. */
  kinds?: string[];
  /**
   * The date (`YYYY-MM-DD`) whose text in force is searched (default today in Korea): each law
   * answers with the version in force on it, a 시행 예정 one from its 시행일자 on.
   */
  asOf?: string;
  /**
   * Read the text of the best `snippets` hits only (default: every hit): the rest carry an empty
   * `snippet` and the words their title matched. For a caller that ranks many hits and shows a
   * page of them.
   */
  snippets?: number;
}

/** One article found by body search. */
export interface BodyHit {
  /** 법령ID. */
  lawId: string;
  /** MST. */
  mst: string;
  /** 제목. */
  lawName: string;
  /** 법령구분. */
  kind: string;
  /** "제750조". */
  article: string;
  /** 조문제목. */
  articleTitle?: string;
  /** A piece of the text with the matched words marked «…». */
  snippet: string;
  /** The words matched, as they appear in the text (for highlighting). */
  matched: string[];
  /** Higher is better. */
  score: number;
  /** in_force, or pending when the law has no version in force yet. */
  status: LibraryLawStatus;
}
