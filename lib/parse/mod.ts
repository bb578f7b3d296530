/**
 * Normalisers: DRF bodies (XML or JSON) into typed records.
 *
 * @module
 */

export { XmlParseError, xmlToDrfObject } from "./xml.ts";
export { asArray, asNode, contentFlags, decodeEntities, str, textOf, withAttr } from "./shape.ts";
export type { ContentFlags, Node } from "./shape.ts";
export { parseStatute, StatuteShapeError, todayKst } from "./statute.ts";
export type { ParseStatuteOptions } from "./statute.ts";
export type * from "./statute_types.ts";
export { LAW_LIST, lawSearchRow, ListShapeError, parseLawSearch, parseListPage } from "./search.ts";
export type { LawSearchRow, ListPage, ListShape } from "./search.ts";
