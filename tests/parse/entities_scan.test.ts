/**
 * No character reference survives into any answer. The upstream leaves references inside CDATA
 * text (a real 헌재 body read `유치권&#8228;질권`, `&#9711;&#9711;세무서장`); the recordings at hand
 * hold none, so this test puts them there: every recorded list and body the replay serves gets
 * decimal, hex and named references (`&#8228;`, `&#x25EF;`, `&amp;`, `&middot;`) inserted into
 * every longer text value — into CDATA as written, into plain XML text escaped once, into JSON
 * strings as is — and every example call of every tool (tests/tools/_examples.ts) runs on it.
 * No answer's text or structuredContent may contain `&#` or `&amp;`, and the references must
 * have been read (their characters appear).
 */

import assert from "node:assert/strict";
import { createRuntime, runToolByName } from "../../lib/mod.ts";
import { xmlToDrfObject } from "../../lib/parse/mod.ts";
import { shapeOf } from "../../lib/tools/mod.ts";
import {
  createReplayHandler,
  defaultFixturesDir,
  directoryFiles,
  FixtureIndex,
} from "../lab/mod.ts";
import { EXAMPLES } from "../tools/_examples.ts";

/** What is put into text values, and what it must read as. */
const REFS = " &#8228;&#x25EF;&amp;&middot;";
const READ = " ․◯&·";

/** A text value worth marking: words, not ids, dates, codes or links. */
const isProse = (s: string) => s.length >= 12 && /[가-힣]{2}/.test(s) && !/^(https?:|\/)/.test(s);

function markJson(v: unknown): unknown {
  if (typeof v === "string") return isProse(v) ? v + REFS : v;
  if (Array.isArray(v)) return v.map(markJson);
  if (v && typeof v === "object") {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, markJson(x)]));
  }
  return v;
}

function markXml(xml: string): string {
  // CDATA holds references as written (they are text to the XML parser); plain text between
  // tags gets them escaped once, so that the parsed text holds the references. CDATA may itself
  // hold "<" and ">" (`<조례 제1463호, …>`): it is split off first, never matched as tags.
  return xml.split(/(<!\[CDATA\[[\s\S]*?\]\]>)/).map((part) =>
    part.startsWith("<![CDATA[")
      ? isProse(part.slice(9, -3)) ? `${part.slice(0, -3)}${REFS}]]>` : part
      : part.replace(
        />([^<>]+)</g,
        (m, t: string) => isProse(t) ? `>${t}${REFS.replaceAll("&", "&amp;")}<` : m,
      )
  ).join("");
}

Deno.test("no &# or &amp; reaches any answer of any tool, on every recording served", async () => {
  const replay = createReplayHandler({ fixturesDir: defaultFixturesDir() });
  const served = new Set<string>();
  const marking: typeof fetch = async (input, init) => {
    const res = await replay.fetch(new Request(input, init));
    const fixture = res.headers.get("x-replay-fixture");
    const type = res.headers.get("content-type") ?? "";
    if (!fixture || res.status !== 200 || !/json|xml/.test(type)) return res;
    served.add(fixture);
    const text = await res.text();
    const body = type.includes("json") ? JSON.stringify(markJson(JSON.parse(text))) : markXml(text);
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    return new Response(body, { status: 200, headers });
  };
  const rt = await createRuntime({
    oc: "entity-test",
    baseUrl: "http://replay.invalid/DRF",
    fetch: marking,
    cacheDir: "off",
    retries: 0,
  });
  let read = 0;
  let calls = 0;
  const survivors: string[] = [];
  try {
    for (const [name, ex] of Object.entries(EXAMPLES)) {
      for (const args of [...ex.calls, ...(ex.more ?? []).map((m) => m.args)]) {
        const out = await runToolByName(name, args, rt.context({ maxChars: 400_000 }));
        calls++;
        const all = out.ok ? `${out.text}\n${JSON.stringify(out.structured)}` : out.text;
        const left = /.{0,60}(?:&#x?[0-9a-fA-F]+;|&amp;|&middot;).{0,20}/.exec(all);
        if (left) survivors.push(`${name} ${JSON.stringify(args)}: …${left[0]}…`);
        if (all.includes(READ)) read++;
      }
    }
  } finally {
    await rt.close();
  }
  assert.deepEqual(survivors, [], "references left undecoded");
  // The walk really went through marked text: most answers carry the decoded characters.
  assert.ok(calls >= 100, `calls: ${calls}`);
  assert.ok(read >= calls / 3, `answers showing decoded references: ${read} of ${calls}`);
  assert.ok(served.size >= 55, `recordings served marked: ${served.size}`);
});

Deno.test("every recorded list and body, marked, through its target's reader: nothing left", async () => {
  const dir = defaultFixturesDir();
  const index = await FixtureIndex.loadFrom(directoryFiles(dir));
  const read: string[] = [];
  const survivors: string[] = [];
  const noReader: string[] = [];
  for (const e of index.entries) {
    if ((e.kind !== "list" && e.kind !== "body") || e.type === "HTML") continue;
    const shape = shapeOf(e.endpoint, e.target);
    if (!shape) {
      noReader.push(`${e.endpoint} ${e.target}`);
      continue;
    }
    const text = await Deno.readTextFile(new URL(e.file, dir));
    const data = e.type === "JSON" ? markJson(JSON.parse(text)) : xmlToDrfObject(markXml(text));
    const out = JSON.stringify(shape.read(data as Record<string, unknown>));
    const left = /.{0,40}(?:&#x?[0-9a-fA-F]+;|&amp;|&middot;).{0,10}/.exec(out);
    if (left) survivors.push(`${e.file}: …${left[0]}…`);
    if (out.includes(READ)) read.push(e.file);
  }
  assert.deepEqual(survivors, [], "references left undecoded");
  assert.deepEqual(noReader, [], "every recorded target has a reader in the shape table");
  // Lists of short names only (law names, dates) carry no text long enough to mark.
  assert.ok(read.length >= 85, `recordings whose reading shows decoded references: ${read.length}`);
});
