/**
 * `fetch`: an id → the document, read by the registered tool that serves its kind
 * (get_law_text, get_decision_text, get_admin_rule, get_ordinance, get_annexes), with its
 * law.go.kr page and what it is (`metadata`: kind, ids, dates).
 *
 * @module
 */

import type { ToolContext } from "../../lib/mod.ts";
import { type ConnectorId, formatConnectorId, ID_FORMS, parseConnectorId } from "./ids.ts";
import { pageUrl } from "./urls.ts";
import { type Ran, run } from "./run.ts";
import type { FetchAnswer } from "./schemas.ts";
import {
  type Read,
  readAnnex,
  readDecision,
  readLaw,
  readOrdinance,
  readRule,
} from "./fetch_read.ts";

type Meta = FetchAnswer["metadata"];

/**
 * A document, or a labelled failure.
 *
 * @example
 * ```ts
 * import type { Fetched } from "./fetch.ts";
 * const bad: Fetched = { ok: false, text: "[BAD_INPUT] …" };
 * ```
 */
export type Fetched = { ok: true; answer: FetchAnswer } | { ok: false; text: string };

/** The answer of a tool run, read by `read` when it succeeded. */
function readRan<O>(ran: Ran<O>, read: (text: string, data: O) => Read): Ran<Read> {
  return ran.ok ? { ok: true, text: ran.text, data: read(ran.text, ran.data) } : ran;
}

/** Runs the tool that serves an id and reads its answer. */
async function open(id: ConnectorId, ctx: ToolContext): Promise<Ran<Read>> {
  switch (id.kind) {
    case "law": {
      const args = id.article
        ? { lawId: id.lawId, articles: [id.article] }
        : { lawId: id.lawId, ...(id.offset ? { offset: id.offset } : {}) };
      return readRan(await run("get_law_text", args, ctx), (t, d) => readLaw(id, t, d));
    }
    case "decision": {
      const ran = await run("get_decision_text", { domain: id.domain, id: id.id }, ctx);
      return readRan(ran, (t, d) => readDecision(id, t, d));
    }
    case "admrul":
      return readRan(
        await run("get_admin_rule", { id: id.serial }, ctx),
        (t, d) => readRule(id, t, d),
      );
    case "ordin":
      return readRan(
        await run("get_ordinance", { mst: id.serial }, ctx),
        (t, d) => readOrdinance(id, t, d),
      );
    case "annex": {
      const args = { lawId: id.lawId, annex: id.annex, open: true };
      return readRan(await run("get_annexes", args, ctx), (t, d) => readAnnex(id, t, d));
    }
  }
}

/**
 * Answers one `fetch`; a malformed id is `[BAD_INPUT]` naming the forms, a missing document the
 * tool's own label (`[NOT_FOUND]`, or `[NOT_RECORDED]` in demo mode).
 *
 * @example
 * ```ts
 * import { connectorFetch } from "./fetch.ts";
 * import { createRuntime } from "../../lib/mod.ts";
 * const r = await connectorFetch("law:001706:제750조", (await createRuntime()).context());
 * if (r.ok) r.answer.title; // "민법 제750조(불법행위의 내용)"
 * ```
 */
export async function connectorFetch(raw: string, ctx: ToolContext): Promise<Fetched> {
  const id = parseConnectorId(raw);
  if (!id) {
    return {
      ok: false,
      text: `[BAD_INPUT] '${
        raw.slice(0, 80)
      }' is not a fetch id. Ids come from search; forms: ${ID_FORMS}`,
    };
  }
  const ran = await open(id, ctx);
  if (!ran.ok) return { ok: false, text: ran.text };
  const read = ran.data;
  if (!read) {
    return { ok: false, text: `[NOT_FOUND] ${formatConnectorId(id)}: ${ran.text.split("\n")[0]}` };
  }
  const metadata: Meta = { ...read.metadata };
  if (ctx.demoNotice) metadata.demo = ctx.demoNotice;
  return {
    ok: true,
    answer: {
      id: formatConnectorId(id),
      title: read.title,
      text: read.text,
      url: pageUrl(id, read.hints),
      metadata,
    },
  };
}
