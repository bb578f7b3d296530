/**
 * The DRF client (`@beopmang/law/drf`): talking to law.go.kr's `lawSearch.do` /
 * `lawService.do` with retries, a per-request budget, format fallback, a miss memo and secret
 * masking. The package root exports the client and budget a tool context carries; the options,
 * body classification and secret helpers are here.
 *
 * @example
 * ```ts
 * import { DrfClient, maskSecrets } from "@beopmang/law/drf";
 * const oc = Deno.env.get("LAW_OC");
 * const client = new DrfClient({ oc });
 * const res = await client.call({ endpoint: "search", target: "law", params: { query: "민법" } });
 * console.log(res.format, res.url); // the URL with the key masked
 * maskSecrets("lawSearch.do?OC=my-key&target=law"); // the key replaced by OC_MASK
 * ```
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
export type { BudgetLimits, UpstreamMeter } from "./budget.ts";
export { classifyBody, KEY_REJECTED_MARKER, NOT_APPROVED_MARKER } from "./classify.ts";
export type { ClassifiedBody, DrfFormat } from "./classify.ts";
export { keyFingerprint, maskSecrets, OC_MASK } from "./secret.ts";
export { NOT_RECORDED_MESSAGE, notRecorded } from "./not_recorded.ts";
export { DEFAULT_HEADERS } from "./transport.ts";
export { isConfirmedMiss, KvMissMemo, MemoryMissMemo, missError } from "./miss_memo.ts";
export { isMissSentence, upstreamMessageError, upstreamMessageKind } from "./upstream_message.ts";
export type { MissMemo, MissRecord } from "./miss_memo.ts";
