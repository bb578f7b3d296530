/**
 * Which DRF door a request came through and how a request is asked, shared by the recorded
 * upstream (demo mode) and the test lab's replay server.
 *
 * @module
 */

import { CONTENT_TYPES } from "./resolve.ts";
import type { Answer, Resolver } from "./resolve.ts";
import { statusPage } from "./status_page.ts";
import type { DrfFormat, ReplayEndpoint } from "./types.ts";

const ROUTES: Readonly<Record<string, ReplayEndpoint>> = {
  "/DRF/lawSearch.do": "search",
  "/lawSearch.do": "search",
  "/DRF/lawService.do": "service",
  "/lawService.do": "service",
  "/LSW/flDownload.do": "download",
  "/flDownload.do": "download",
};

/**
 * The endpoint of a path.
 *
 * @example
 * ```ts
 * import { endpointOf } from "./route.ts";
 * endpointOf("/DRF/lawService.do"); // "service"
 * ```
 */
export function endpointOf(pathname: string): ReplayEndpoint {
  return ROUTES[pathname] ?? "other";
}

/**
 * Requested format after defaulting to XML; null when it is none of the three.
 *
 * @example
 * ```ts
 * import { formatOf } from "./route.ts";
 * formatOf(new URLSearchParams("type=json")); // "JSON"
 * ```
 */
export function formatOf(q: URLSearchParams): DrfFormat | null {
  const t = (q.get("type")?.trim() || "XML").toUpperCase();
  return t === "XML" || t === "JSON" || t === "HTML" ? t : null;
}

/**
 * A bare error page as an answer (405, 404).
 *
 * @example
 * ```ts
 * import { plainAnswer } from "./route.ts";
 * plainAnswer(404, "unknown-path").synthetic; // true
 * ```
 */
export function plainAnswer(status: number, reason: string): Answer {
  return {
    status,
    contentType: CONTENT_TYPES.HTML,
    body: statusPage(status),
    reason,
    fixture: null,
    synthetic: true,
  };
}

/**
 * What the recordings answer to `req` (no faults), given its endpoint.
 *
 * @example
 * ```ts
 * import { answerFrom } from "./route.ts";
 * import { lazyResolver } from "./handler.ts";
 * import { demoFiles } from "../demo/store.ts";
 * const req = new Request("http://x/DRF/lawSearch.do?OC=demo&target=law&query=민법");
 * const answer = await answerFrom(await lazyResolver(demoFiles())(), req, "search");
 * console.log(answer.reason); // "recorded"
 * ```
 */
export async function answerFrom(
  r: Resolver,
  req: Request,
  endpoint: ReplayEndpoint,
  opts: {
    strictHeaders?: boolean;
    unmatched?: (q: URLSearchParams) => Parameters<Resolver["drf"]>[4];
  } = {},
): Promise<Answer> {
  const q = new URL(req.url).searchParams;
  if (req.method !== "GET" && req.method !== "HEAD") return plainAnswer(405, "method-not-allowed");
  if (endpoint === "search" || endpoint === "service") {
    const unmatched = opts.unmatched?.(q);
    return r.drf(endpoint, q, opts.strictHeaders ?? false, req.headers.get("referer"), unmatched);
  }
  if (endpoint === "download") {
    // No file recorded under this flSeq: a stand-in 404 the demo reports as NOT_RECORDED.
    return (await r.download(q)) ?? { ...plainAnswer(404, "unknown-flseq"), unrecorded: true };
  }
  return plainAnswer(404, "unknown-path");
}
