/**
 * The kinds of 행정규칙, 자치법규 and institution rules and the upstream's `knd` code of each
 * (drf-api.md 3.2, 3.3, 3.8). One table read both ways: by the search tools (kind → code) and
 * by the alias table (korean-law-mcp's code → kind).
 *
 * @module
 */

/** 행정규칙 종류 → `knd`. */
export const ADMIN_RULE_KINDS = {
  훈령: "1",
  예규: "2",
  고시: "3",
  공고: "4",
  지침: "5",
  기타: "6",
} as const;

/** 자치법규 종류 → `knd`. */
export const ORDINANCE_KINDS = {
  조례: "30001",
  규칙: "30002",
  훈령: "30003",
  예규: "30004",
  기타: "30006",
  고시: "30010",
  의회규칙: "30011",
} as const;

/** 학칙·공단·공공기관 규정 종류 → `knd`. */
export const INSTITUTION_RULE_KINDS = {
  학칙: "1",
  학교규정: "2",
  학교지침: "3",
  학교시행세칙: "4",
  공단규정: "5",
} as const;

/** A kind table read backwards: code → kind. */
export function byCode(table: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(table).map(([kind, code]) => [code, kind]));
}

/** The kinds of a table, as a zod enum wants them. */
export function kindsOf<K extends string>(table: Readonly<Record<K, string>>): [K, ...K[]] {
  return Object.keys(table) as [K, ...K[]];
}
