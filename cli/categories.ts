/**
 * The categories of `beopmang list --category`: which tools each holds comes from lib
 * (`TOOL_CATEGORIES`, read from the category folders' lists), and only the Korean headings live
 * here, one per category, so a new category without a heading fails to type-check.
 *
 * @module
 */

import { TOOL_CATEGORIES, type ToolCategory, toolCategory } from "../lib/mod.ts";

/** Category → its tools, in listing order. */
export const CATEGORIES: Readonly<Record<string, readonly string[]>> = TOOL_CATEGORIES;

/** The Korean heading of each category, and of "etc" (a name no category lists). */
export const CATEGORY_LABELS: Readonly<Record<string, string>> = {
  statutes: "법령",
  structure: "법령 구조",
  history: "연혁·변경",
  lookup: "법령 찾기",
  english: "영문 법령",
  annexes: "별표·서식",
  rules: "행정규칙·자치법규",
  decisions: "판례·결정례",
  terms: "용어·조약",
  system: "시스템",
  analysis: "분석",
  research: "리서치",
  catalogue: "도구 안내",
  etc: "기타",
} satisfies Record<ToolCategory | "etc", string>;

/** The category of a tool ("etc" for a name no category lists). */
export function categoryOf(tool: string): string {
  return toolCategory(tool) ?? "etc";
}
