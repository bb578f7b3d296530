/**
 * The DRF client: talking to law.go.kr's `lawSearch.do` / `lawService.do`.
 *
 * @module
 */

export { DEFAULT_BASE_URL, DrfClient } from "./client.ts";
export type {
  DrfCache,
  DrfCallOptions,
  DrfClientOptions,
  DrfDownload,
  DrfEndpoint,
  DrfParams,
  DrfRequest,
  DrfResult,
} from "./client.ts";
export { DEFAULT_BUDGET, RequestBudget } from "./budget.ts";
export type { BudgetLimits } from "./budget.ts";
export { classifyBody, KEY_REJECTED_MARKER, NOT_APPROVED_MARKER } from "./classify.ts";
export type { ClassifiedBody, DrfFormat } from "./classify.ts";
export { keyFingerprint, maskSecrets, OC_MASK } from "./secret.ts";
export { DEFAULT_HEADERS } from "./transport.ts";
export { KvMissMemo, MemoryMissMemo, missError } from "./miss_memo.ts";
export type { MissMemo, MissRecord } from "./miss_memo.ts";
