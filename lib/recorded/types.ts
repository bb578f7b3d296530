/**
 * Types of the recorded upstream: the index of recordings and the downloads table. Kept apart
 * so that every module (the test lab's included) imports the same definitions.
 *
 * @module
 */

/** Which DRF door a request came through; `download` is `flDownload.do`, `other` anything else. */
export type ReplayEndpoint = "search" | "service" | "download" | "other";

/** Output format of a DRF answer (`type=` parameter; XML when absent, as upstream). */
export type DrfFormat = "XML" | "JSON" | "HTML";

/**
 * What a recorded file is. `list`/`zero` answer lawSearch.do (with rows / with `totalCnt` 0),
 * `body` is a real record, `miss` the `Law` "일치하는 … 없습니다" envelope, `empty` a `{}` miss
 * (ftc), `unregistered` the real "미신청된 목록/본문에 대한 접근입니다." page.
 */
export type FixtureKind = "list" | "zero" | "body" | "miss" | "empty" | "unregistered";

/**
 * How close the bytes are to what upstream sent: `exact` (upstream bytes), `reserialized` (same
 * keys, values and order; whitespace by the recorder), `indexed` (the text a code-search index
 * stored for a file: characters checked, line ends probably normalised, no git blob to compare),
 * `trimmed` (edited by the source author), `synthetic` (built by us from real samples of the same
 * shape; file names end in `_synthetic`).
 */
export type FixtureFidelity = "exact" | "reserialized" | "indexed" | "trimmed" | "synthetic";

/** One entry of `tests/fixtures/drf/index.json`. */
export interface FixtureEntry {
  /** Row number (`#`) in tests/fixtures/MANIFEST.md. */
  readonly row: number;
  /** Path relative to the fixtures directory, e.g. `drf/law/search_query-minbeop_display5.xml`. */
  readonly file: string;
  /** `search` (lawSearch.do) or `service` (lawService.do). */
  readonly endpoint: "search" | "service";
  /** DRF `target`. */
  readonly target: string;
  /** Format the file is in. */
  readonly type: DrfFormat;
  /** Identifying parameters the file answers (OC, target, type, display, page, sort excluded). */
  readonly params: Readonly<Record<string, string>>;
  /** Further parameter sets that answer the same file. */
  readonly aliases?: ReadonlyArray<Readonly<Record<string, string>>>;
  /** Parameters the recorded request carried that the replay does not match on. */
  readonly recorded?: Readonly<Record<string, string>>;
  /** What the file is. */
  readonly kind: FixtureKind;
  /** How faithful the bytes are. */
  readonly fidelity: FixtureFidelity;
  /** Where `params` come from: the log of the call, the recording script, or the body itself. */
  readonly paramsFrom: "recorded" | "source-script" | "inferred";
  /** Free-text remark. */
  readonly note?: string;
}

/** A file served by `flDownload.do?flSeq=…`. */
export interface AnnexDownload {
  /** Path relative to the fixtures directory, e.g. `annex/foo.hwp`. */
  readonly file: string;
  /** File name announced in Content-Disposition (default: the base name of `file`). */
  readonly fileName?: string;
  /** Content-Type (default `application/octet-stream`). */
  readonly contentType?: string;
  /** A real document standing in for a download that was never recorded: answers are flagged synthetic. */
  readonly standIn?: boolean;
}
