/**
 * Decides what the replay answers to a DRF request, before any fault is applied. The decision
 * order mirrors what upstream is known to do (see docs in mod.ts):
 * missing OC / (strict) missing Referer → verification failure; known record → its bytes;
 * known record in another format → the real 미신청 page; unknown → a miss / zero-hit envelope.
 *
 * @module
 */

import { type FixtureIndex, pageOf } from "./fixture_index.ts";
import {
  authFailureBody,
  defaultSearchHeader,
  headerFromSample,
  missBody,
  zeroResultBody,
} from "./envelopes.ts";
import { missSentence } from "../targets/catalogue.ts";
import type { RecordingStore } from "./store.ts";
import type { AnnexDownload, DrfFormat, FixtureEntry, FixtureFidelity } from "./types.ts";

/** Content-Type per format, spelled as the real service does. */
export const CONTENT_TYPES: Readonly<Record<DrfFormat, string>> = {
  XML: "text/xml;charset=UTF-8",
  JSON: "application/json;charset=UTF-8",
  HTML: "text/html;charset=UTF-8",
};

/** An answer before faults: status, bytes and why. */
export interface Answer {
  /** HTTP status. */
  status: number;
  /** Content-Type header. */
  contentType: string;
  /** Body bytes. */
  body: Uint8Array<ArrayBuffer>;
  /** Short reason, reported in `x-replay-reason` and the request log. */
  reason: string;
  /** Fixture file the bytes come from, if any. */
  fixture: string | null;
  /** True when the bytes were generated or altered by the replay. */
  synthetic: boolean;
  /**
   * True when no recording answers this request and the replay stands in with what upstream
   * would send for a miss (zero hits, a miss body, the 미신청 page for an unrecorded HTML
   * request): sent as `x-replay-unrecorded: 1` so that the demo can say "not recorded".
   */
  unrecorded?: boolean;
  /** Fidelity of the fixture, if any. */
  fidelity?: FixtureFidelity;
  /** Further headers. */
  headers?: Record<string, string>;
}

/** Turns requests into answers using the index and the fixture files (cached after first read). */
export class Resolver {
  readonly #files: RecordingStore;
  readonly #downloads: Readonly<Record<string, AnnexDownload>>;
  readonly #cache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  /** The loaded index (the test lab's derive hook reads it too). */
  readonly index: FixtureIndex;

  /** `downloads` maps flSeq to annex files. */
  constructor(
    files: RecordingStore,
    index: FixtureIndex,
    downloads: Readonly<Record<string, AnnexDownload>>,
  ) {
    this.#files = files;
    this.index = index;
    this.#downloads = downloads;
  }

  /** Bytes of a fixture file; a failed read is not cached so a fixed file is picked up. */
  bytes(file: string): Promise<Uint8Array<ArrayBuffer>> {
    let p = this.#cache.get(file);
    if (!p) {
      p = this.#files.read(file);
      p.catch(() => this.#cache.delete(file));
      this.#cache.set(file, p);
    }
    return p;
  }

  /** The recorded file as an answer. */
  async recorded(entry: FixtureEntry, reason: string): Promise<Answer> {
    return {
      status: 200,
      // The 미신청 page is HTML whatever `type` was asked (the recorded request was type=JSON).
      contentType: CONTENT_TYPES[entry.kind === "unregistered" ? "HTML" : entry.type],
      body: await this.bytes(entry.file),
      reason,
      fixture: entry.file,
      synthetic: entry.fidelity === "synthetic",
      fidelity: entry.fidelity,
    };
  }

  /** The real "미신청된 목록/본문에 대한 접근입니다." page (HTTP 200). */
  unregistered(reason: string): Promise<Answer> {
    return this.recorded(this.index.unregisteredPage(), reason);
  }

  /** Upstream's verification-failure XML (synthetic). */
  authFailure(reason: string): Answer {
    const body = authFailureBody();
    return {
      status: 200,
      contentType: CONTENT_TYPES.XML,
      body,
      reason,
      fixture: null,
      synthetic: true,
    };
  }

  /**
   * Answer to lawSearch.do / lawService.do. `unmatched` (the test lab's benchmark hook) may
   * answer a request no recording answers exactly, before the 미신청 page, miss or zero hits.
   */
  async drf(
    endpoint: "search" | "service",
    q: URLSearchParams,
    strict: boolean,
    referer: string | null,
    unmatched?: (target: string, type: "XML" | "JSON") => Promise<Answer | null>,
  ): Promise<Answer> {
    if (!q.get("OC")?.trim()) return this.authFailure("missing-oc");
    if (strict && !referer) return this.authFailure("missing-referer");
    const target = q.get("target")?.trim();
    if (!target) return this.unregistered("missing-target");
    const type = (q.get("type")?.trim() || "XML").toUpperCase();
    if (type !== "XML" && type !== "JSON" && type !== "HTML") {
      return this.unregistered("unknown-type");
    }
    // Since 2026-08-27 upstream answers eflaw bodies by MST without efYd with the 미신청 page
    // (reported as 1,649 B HTML - the size of our recorded page; korean-law-mcp #153/#154).
    if (
      endpoint === "service" && target === "eflaw" && q.get("MST") && !q.get("ID") && !q.get("efYd")
    ) {
      return this.unregistered("eflaw-mst-without-efyd");
    }
    const found = this.index.lookup(endpoint, target, type, q);
    if (found.exact) return await this.recorded(found.exact, "recorded");
    if (unmatched && type !== "HTML") {
      const answer = await unmatched(target, type);
      if (answer) return answer;
    }
    if (found.otherFormat) return this.unregistered("unregistered-format");
    // Our simulated key holds no HTML approval beyond what was recorded (drlaw).
    if (type === "HTML") {
      return { ...await this.unregistered("unregistered-format"), unrecorded: true };
    }
    const stand = endpoint === "search" ? this.#zero(target, type, q) : this.#miss(target, type);
    return { ...await stand, unrecorded: true };
  }

  async #zero(target: string, type: "XML" | "JSON", q: URLSearchParams): Promise<Answer> {
    // Take the header shape from a recording of the same target, same format first.
    const samples = this.index.of("search", target, ["zero", "list"])
      .filter((e) => e.type !== "HTML")
      .sort((a, b) => Number(b.type === type) - Number(a.type === type));
    let header = null;
    for (const s of samples) {
      header = headerFromSample(s.type, await this.bytes(s.file));
      if (header) break;
    }
    const body = zeroResultBody(
      type,
      header ?? defaultSearchHeader(target),
      q.get("query"),
      pageOf(q),
    );
    return {
      status: 200,
      contentType: CONTENT_TYPES[type],
      body,
      reason: "zero-results",
      fixture: null,
      synthetic: true,
    };
  }

  async #miss(target: string, type: "XML" | "JSON"): Promise<Answer> {
    const misses = this.index.of("service", target, ["miss", "empty"]);
    const same = misses.find((e) => e.type === type);
    if (same) return this.recorded(same, "miss");
    // Reuse the recorded sentence of this target in the other format, if there is one.
    let sentence = missSentence(target);
    for (const m of misses.filter((e) => e.kind === "miss" && e.type === "JSON")) {
      try {
        const law = JSON.parse(new TextDecoder().decode(await this.bytes(m.file))).Law;
        if (typeof law === "string") sentence = law;
      } catch { /* keep the default sentence */ }
    }
    const body = missBody(type, sentence);
    return {
      status: 200,
      contentType: CONTENT_TYPES[type],
      body,
      reason: "miss",
      fixture: null,
      synthetic: true,
    };
  }

  /** Answer to flDownload.do?flSeq=…; unknown flSeq → synthetic 404. */
  async download(q: URLSearchParams): Promise<Answer | null> {
    const seq = q.get("flSeq")?.trim();
    const hit = seq ? this.#downloads[seq] : undefined;
    if (!hit) return null;
    const name = hit.fileName ?? hit.file.split("/").pop()!;
    return {
      status: 200,
      contentType: hit.contentType ?? "application/octet-stream",
      body: await this.bytes(hit.file),
      reason: hit.standIn ? "stand-in" : "recorded",
      fixture: hit.file,
      synthetic: hit.standIn === true,
      headers: {
        "content-disposition": `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
      },
    };
  }
}
