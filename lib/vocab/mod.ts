/**
 * The argument vocabulary of every tool: parameter names and their shared shapes, the one
 * alias table of old names, the argument reader that applies it (and refuses unknown names),
 * the one date reader and display format, and "more" pointers.
 *
 * @module
 */

export { dateArg, readDateArg, showDate } from "./dates.ts";
export {
  articlesArg,
  asOfArg,
  displayArg,
  hasLawLocator,
  isVocabulary,
  lawIdArg,
  lawLocator,
  mstArg,
  nameArg,
  NEED_LAW,
  offsetArg,
  pageArg,
  pagingArgs,
  queryArg,
  VOCABULARY,
} from "./params.ts";
export { aliasesFor, ARG_ALIASES } from "./aliases.ts";
export type { ArgAlias } from "./aliases.ts";
export { argSpec, closestName, readArgs } from "./args.ts";
export type { ArgKind, ArgSpec, ReadArgs } from "./args.ts";
export { callText, continuation, ContinuationSchema, moreLine, pointer } from "./continuation.ts";
export type { Continuation } from "./continuation.ts";
