/**
 * The law library: every statute in one local SQLite file (Deno's `node:sqlite`, FTS5), dated,
 * with the version in force today beside the newest promulgated one, and searched by the words
 * of article titles and bodies.
 *
 * - {@link openLibrary} opens a file read-only; {@link LawLibrary} answers `findLaws`, `getLaw`,
 *   `articles`, `searchBody`, `meta`. Articles are the project's statute model, as from DRF.
 * - {@link importLibrary} builds one from a legalize-kr checkout, directory, `.tar.gz` or URL;
 *   {@link LibraryWriter} is what a law.go.kr sync feeds.
 * - {@link LIBRARY_SCHEMA_VERSION} and {@link migrate} own the schema.
 *
 * @example
 * ```ts
 * import { importLibrary, openLibrary } from "./mod.ts";
 * await importLibrary("./legalize-kr", { out: "law-library.db" });
 * const lib = openLibrary("law-library.db");
 * lib.searchBody("분할연금", { limit: 3 });
 * ```
 *
 * @module
 */

export { LibraryError, type LibraryErrorKind } from "./errors.ts";
export { checkSchema, LIBRARY_APPLICATION_ID, LIBRARY_SCHEMA_VERSION, migrate } from "./schema.ts";
export { LawLibrary, openLibrary } from "./reader.ts";
export {
  type Choice,
  isoDate,
  lawRow,
  pendingOf,
  pickVersions,
  todayKstIso,
  type VersionRow,
} from "./versions.ts";
export { searchBody, searchTerms, type Statements, TITLE_WEIGHT } from "./search.ts";
export {
  chooseVersions,
  importLibrary,
  type ImportOptions,
  type ImportReport,
  type ImportVersion,
} from "./import.ts";
export type { ContentFlags } from "../parse/shape.ts";
export {
  annexUnits,
  isRepealStub,
  kindTier,
  type LawVersionInput,
  LibraryWriter,
} from "./writer.ts";
export {
  archiveFileSource,
  archiveSource,
  directorySource,
  gitSource,
  type ImportProgress,
  type LawSource,
  openSource,
  type SourceEntry,
  urlSource,
} from "./sources.ts";
export {
  type FrontAnnex,
  type Frontmatter,
  readFrontmatter,
  splitFrontmatter,
} from "./frontmatter.ts";
export {
  articleFromMarkdown,
  articleLabel,
  articlePlainText,
  cutBody,
  headingPathAt,
  type LawBody,
  type StoredArticle,
  type StoredHeading,
} from "./markdown.ts";
export { packText, unpackText } from "./pack.ts";
export { indexTokens, nameKey, type QueryTerm, queryTerms, termExpr, words } from "./tokens.ts";
export { readTar, type TarEntry } from "./tar.ts";
export { defaultLibraryPath } from "./location.ts";
export type * from "./types.ts";
export type {
  AnnexUnit,
  Article,
  Item,
  Paragraph,
  Statute,
  StatuteHeading,
  StatuteInfo,
  StatuteStatus,
  SubItem,
  Supplement,
} from "../parse/statute_types.ts";
