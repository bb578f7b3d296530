/**
 * Normalisers (`@beopmang/law/parse`): DRF bodies (XML or JSON) into typed records, one reader
 * per document kind — statutes, administrative rules, ordinances, decisions, treaties, terms,
 * old/new tables, law systems. For programs that fetch law.go.kr themselves; the tools of the
 * package root answer with these records already read.
 *
 * @example
 * ```ts
 * import { parseStatute, xmlToDrfObject } from "@beopmang/law/parse";
 * const xml = await Deno.readTextFile("civil-act.xml"); // a lawService.do?target=law body
 * const statute = parseStatute(xmlToDrfObject(xml));
 * console.log(statute.info.name, statute.articles.length);
 * ```
 *
 * @module
 */

export { XmlParseError, xmlToDrfObject } from "./xml.ts";
export { asArray, asNode, contentFlags, decodeEntities, str, textOf, withAttr } from "./shape.ts";
export type { ContentFlags, Node } from "./shape.ts";
export { parseStatute, todayKst } from "./statute.ts";
export type { ParseStatuteOptions } from "./statute.ts";
export type * from "./statute_types.ts";
export { LAW_LIST, lawSearchRow, parseLawSearch, parseListPage } from "./search.ts";
export type { LawSearchRow, ListPage, ListShape } from "./search.ts";
export * from "./admrul.ts";
export * as admrulOldNew from "./admrul_oldnew.ts";
export * from "./ai_search.ts";
export * from "./decision.ts";
export * from "./decision_body.ts";
export * from "./delegation.ts";
export * from "./elaw.ts";
export * from "./law_change.ts";
export * from "./law_extras.ts";
export * from "./law_system.ts";
export * from "./law_versions.ts";
export * from "./old_new.ts";
export type { ChangedSpan } from "./change_marks.ts";
export * from "./oneview.ts";
export * from "./ordin.ts";
export * from "./ordin_links.ts";
export * from "./related_laws.ts";
export * from "./roots.ts";
export * from "./term_links.ts";
export * from "./terms.ts";
export * from "./three_way.ts";
export * from "./treaty.ts";
export * from "./dates.ts";
export type { LawIdentity } from "./structure_shared.ts";
