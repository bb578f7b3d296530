/**
 * The argument vocabulary of every tool (`@beopmang/law/vocab`): parameter names and their shared
 * shapes, the one alias table of old names, the argument reader that applies it (and refuses
 * unknown names), the one date reader and display format, and "more" pointers. For faces that
 * take tool arguments from people (flags, forms, query strings).
 *
 * @example
 * ```ts
 * import { readDateArg, showDate } from "@beopmang/law/vocab";
 * readDateArg("2024.3.1"); // { ymd: "20240301" }
 * showDate("20240301"); // "2024-03-01"
 * ```
 *
 * @module
 */

// The zod fields themselves (params.ts) stay inside lib: tools build their inputs from them, faces
// read parameters through paramSet/readParamSet, and the public API names no zod type.
export { readDateArg, showDate } from "./dates.ts";
export { hasLawLocator, isVocabulary, NEED_LAW, VOCABULARY } from "./params.ts";
export { paramSet, readParamSet } from "./param_set.ts";
export type { OwnField, ParamSet, ReadParamSet, SharedParam } from "./param_set.ts";
export { aliasesFor, ARG_ALIASES } from "./aliases.ts";
export type { ArgAlias } from "./aliases.ts";
export { argSpec, closestName, closestWord, describeInputError, readArgs } from "./args.ts";
export type { ArgKind, ArgSpec, ReadArgs } from "./args.ts";
export { checkText, RESERVED_NAMES, reservedKeyPath, visible } from "./text_guard.ts";
export { moreLine, morePointer, pointer, pointerText } from "./pointer.ts";
export type { Pointer } from "./pointer.ts";
