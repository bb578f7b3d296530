/**
 * The recorded upstream demo mode reads: a `fetch` replacement answering `lawSearch.do`,
 * `lawService.do` and `flDownload.do` from a store of real recordings, in-process, with no
 * faults, latency or request log (those live in the test lab, tests/lab).
 *
 * @module
 */

import { ANNEX_DOWNLOADS } from "./annex.ts";
import { FixtureIndex } from "./fixture_index.ts";
import { Resolver } from "./resolve.ts";
import { answerResponse } from "./respond.ts";
import { answerFrom, endpointOf } from "./route.ts";
import type { RecordingStore } from "./store.ts";

/** A recorded upstream: `fetch`-compatible, plus a readiness check. */
export interface RecordedUpstream {
  /** Answers one request from the recordings. */
  fetch(input: Request | URL | string, init?: RequestInit): Promise<Response>;
  /** Loads the index; rejects if it is missing or malformed. */
  ready(): Promise<void>;
}

/**
 * Lazily loads the resolver of a store: the index on first use, files as requests need them.
 * A failed load is forgotten so that a later call can retry.
 *
 * @example
 * ```ts
 * import { lazyResolver } from "./handler.ts";
 * import { demoFiles } from "../demo/store.ts";
 * const resolver = lazyResolver(demoFiles());
 * console.log((await resolver()).index.entries.length);
 * ```
 */
export function lazyResolver(
  store: RecordingStore,
  downloads = ANNEX_DOWNLOADS,
): () => Promise<Resolver> {
  let loading: Promise<Resolver> | undefined;
  return () => {
    loading ??= FixtureIndex.loadFrom(store).then((index) => new Resolver(store, index, downloads));
    loading.catch(() => loading = undefined);
    return loading;
  };
}

/**
 * The recorded upstream over a store.
 *
 * @example
 * ```ts
 * import { createRecordedUpstream } from "./handler.ts";
 * import { demoFiles } from "../demo/store.ts";
 * const upstream = createRecordedUpstream(demoFiles());
 * const res = await upstream.fetch("http://replay.invalid/DRF/lawService.do?OC=demo&target=prec&ID=622257");
 * console.log(res.headers.get("x-replay-reason")); // "recorded"
 * ```
 */
export function createRecordedUpstream(store: RecordingStore): RecordedUpstream {
  const resolver = lazyResolver(store);
  return {
    async fetch(input, init) {
      const req = input instanceof Request && !init ? input : new Request(input, init);
      const answer = await answerFrom(await resolver(), req, endpointOf(new URL(req.url).pathname));
      return answerResponse(req, answer);
    },
    ready: async () => {
      await resolver();
    },
  };
}
