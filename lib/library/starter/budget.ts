/**
 * The starter library's budget and its fields: what the build keeps to and the web home shows.
 *
 * @module
 */

import type { TopicArea } from "../../topics/types.ts";

/**
 * Largest size of `lib/library/starter/data/` on disk, bytes: 7 MiB. With the demo recordings
 * (`lib/demo`, ~9.2 MB) and the code, the published package stays under JSR's 20 MB cap with
 * room to spare; the topic table's statutes with their 시행령 and 시행규칙 (~39 MB of text
 * without 부칙) take ~6.3 MB of it after brotli and base64, the most-cited statutes the rest.
 *
 * @example
 * ```ts
 * import { STARTER_BUDGET_BYTES } from "./budget.ts";
 * console.log(STARTER_BUDGET_BYTES); // 7340032
 * ```
 */
export const STARTER_BUDGET_BYTES = 7 * 1024 * 1024;

/**
 * The field each topic area is listed under.
 *
 * @example
 * ```ts
 * import { STARTER_AREA_TITLES } from "./budget.ts";
 * console.log(STARTER_AREA_TITLES.labour); // "노동"
 * ```
 */
export const STARTER_AREA_TITLES: Readonly<Record<TopicArea, string>> = {
  labour: "노동",
  housing: "주택·부동산",
  building: "건축",
  family: "가족·상속",
  traffic: "교통",
  consumer: "소비자·금융",
  privacy: "개인정보·정보통신",
  tax: "세금",
  criminal: "형사",
  civil: "민사",
  admin: "행정",
  business: "기업·거래",
  welfare: "복지·교육",
};

/** The field of the statutes taken because the corpus cites them most. */
export const STARTER_CITED_GROUP = "자주 인용되는 법령";
