/**
 * Every real statute body we hold (enumerated from the fixture indexes, not listed here),
 * checked against the recording itself (read by ./_recordings.ts, independently of the
 * product's parser): through the statute parser, then through `get_law_text` and
 * `get_annexes` over MCP on the replay. Every article's label (가지조문 included), title,
 * opening words and 호; every 별표 unit (numbered, unnumbered 0000, 별도, 삭제) with its
 * label, title and count; XML ⇄ JSON parity where one document is held in both formats; no
 * markup or character reference in any text; each article selectable by its own label.
 * A finding names the law and the article.
 */

import assert from "node:assert/strict";
import { parseStatute, type Statute, xmlToDrfObject } from "../../lib/parse/mod.ts";
import { mcpHarness } from "../_mcp.ts";
import { bodyEntries, type BodyEntry, type RawLaw, readRecording, squash } from "./_recordings.ts";
import { compareAnnexes, compareParsed, leftover, report, whoOf } from "./_check.ts";

interface Held {
  raw: RawLaw;
  parsed: Statute;
}

/** Each body read once: the recording as it stands, and the parser's record of it. */
const CORPUS: Held[] = bodyEntries().map((entry) => {
  const { raw, body } = readRecording(entry);
  const data = entry.type === "JSON" ? JSON.parse(body) : xmlToDrfObject(body);
  return { raw, parsed: parseStatute(data) };
});

/** The bodies the tools read: current text by 법령ID or MST (target law). */
const BY_TOOL = CORPUS.filter((h) => h.raw.entry.target === "law");

/**
 * A harness whose runtime keeps what it read (memory, and a KV store in a temporary directory):
 * a law asked a hundred times is fetched and parsed once, as for a real user, so the corpus
 * runs in seconds rather than minutes.
 */
async function cachedHarness(config: Parameters<typeof mcpHarness>[0] = {}) {
  const dir = await Deno.makeTempDir({ prefix: "corpus-cache-" });
  const h = await mcpHarness({ cacheDir: dir, ...config });
  const close = h[Symbol.asyncDispose];
  return Object.assign(h, {
    async [Symbol.asyncDispose]() {
      await close();
      await Deno.remove(dir, { recursive: true });
    },
  });
}

function locator(e: BodyEntry): Record<string, string> {
  return e.params.ID ? { lawId: e.params.ID } : { mst: e.params.MST };
}

Deno.test("the corpus is every real statute body of the indexes: 80 or more, each readable", () => {
  assert.ok(CORPUS.length >= 80, `${CORPUS.length} bodies`);
  for (const { raw } of CORPUS) {
    assert.ok(raw.name, `${raw.entry.file}: a name`);
    assert.ok(raw.articles.length > 0, `${whoOf(raw)}: articles`);
  }
  // What the corpus must exercise, or the checks below prove little.
  const all = CORPUS.flatMap((h) => h.raw.articles);
  assert.ok(all.filter((a) => a.label.includes("의")).length > 500, "가지조문");
  const annexes = CORPUS.flatMap((h) => h.raw.annexes);
  assert.ok(annexes.length > 1000, `${annexes.length} 별표 units`);
  assert.ok(annexes.some((a) => a.number === 0 && a.kind === "별표"), "an unnumbered 별표");
  assert.ok(annexes.some((a) => a.kind === "별도"), "a 별도 unit");
  assert.ok(annexes.some((a) => a.title?.startsWith("삭제")), "a deleted unit");
  assert.ok(CORPUS.some((h) => h.raw.entry.type === "XML"), "XML bodies");
  assert.ok(all.some((a) => a.items.some((i) => i.includes("의"))), "가지호");
});

Deno.test("the parser reads every article, 호 and 별표 unit as the recording states it", () => {
  report(CORPUS.flatMap(({ raw, parsed }) => compareParsed(raw, parsed)), "parser findings");
});

Deno.test("a document held as XML and as JSON parses to the same record", () => {
  const byKey = Map.groupBy(CORPUS.filter((h) => h.raw.lawKey), (h) => h.raw.lawKey);
  const pairs = [...byKey.values()].filter((g) => new Set(g.map((h) => h.raw.entry.type)).size > 1);
  assert.ok(pairs.length >= 1, "전기사업법 is held in both formats");
  for (const group of pairs) {
    const [first, ...rest] = group;
    for (const other of rest) {
      assert.deepEqual(
        other.parsed,
        first.parsed,
        `${whoOf(other.raw)} parses like ${first.raw.entry.file}`,
      );
    }
  }
});

Deno.test("get_law_text shows every article of every law as recorded, with no markup", async () => {
  await using h = await cachedHarness();
  const findings: string[] = [];
  for (const { raw } of BY_TOOL) {
    const who = whoOf(raw);
    const shown: { label: string; title?: string; text: string }[] = [];
    let args: Record<string, unknown> = locator(raw.entry);
    for (let calls = 0; calls < 100; calls++) {
      const r = await h.call("get_law_text", args);
      if (r.isError) {
        findings.push(`${who}: ${r.text.slice(0, 200)}`);
        break;
      }
      const bad = leftover(r.text);
      if (bad) findings.push(`${who}: markup or entity in the text ${bad}`);
      const s = r.structuredContent as {
        articles: typeof shown;
        truncated?: { next: { arguments: Record<string, unknown> } };
      };
      shown.push(...s.articles);
      const text = squash(r.text);
      for (const a of s.articles) {
        // The text a reader gets carries the article itself, not only the structured copy.
        if (!text.includes(squash(a.text).slice(0, 40))) {
          findings.push(`${who} ${a.label}: not in the text answer`);
        }
      }
      if (!s.truncated) break;
      args = s.truncated.next.arguments;
    }
    if (shown.length !== raw.articles.length) {
      findings.push(`${who}: ${shown.length} articles shown, ${raw.articles.length} recorded`);
    }
    raw.articles.forEach((want, i) => {
      const got = shown[i];
      if (!got) return;
      const at = `${who} ${want.label}`;
      if (got.label !== want.label) findings.push(`${at}: shown as ${got.label}`);
      if ((got.title === undefined ? undefined : squash(got.title)) !== want.title) {
        findings.push(`${at}: title "${got.title}", recorded "${want.title}"`);
      }
      if (!squash(got.text).startsWith(want.opening)) {
        findings.push(`${at}: opens "${squash(got.text).slice(0, 30)}"`);
      }
    });
  }
  report(findings, "get_law_text findings");
});

/** Labels worth selecting one by one: first, last, the first 가지조문 and the article it hangs on. */
function sample(raw: RawLaw): string[] {
  const labels = raw.articles.map((a) => a.label);
  const branch = labels.find((l) => l.includes("의"));
  const base = branch?.replace(/의\d+$/, "");
  return [...new Set([labels[0], labels.at(-1)!, branch, base].filter((x): x is string => !!x))]
    .filter((l) => labels.includes(l));
}

Deno.test("every article is selected by its own label (all, in reverse order; a sample alone), a 가지호 by its own", async () => {
  await using h = await cachedHarness();
  const findings: string[] = [];
  for (const { raw } of BY_TOOL) {
    const who = whoOf(raw);
    const labels = raw.articles.map((a) => a.label).reverse();
    // Batches of the most `articles` takes; reversed, so the answer follows the request and
    // not the body's order.
    for (let i = 0; i < labels.length; i += 100) {
      const asked = labels.slice(i, i + 100);
      const got: string[] = [];
      let args: Record<string, unknown> = { ...locator(raw.entry), articles: asked };
      for (let calls = 0; calls < 50; calls++) {
        const r = await h.call("get_law_text", args);
        const s = r.structuredContent as {
          articles: { label: string }[];
          missing: { requested: string }[];
          truncated?: { next: { arguments: Record<string, unknown> } };
        };
        if (r.isError) {
          findings.push(`${who}: ${r.text.slice(0, 200)}`);
          break;
        }
        for (const m of s.missing) findings.push(`${who} ${m.requested}: reported missing`);
        got.push(...s.articles.map((a) => a.label));
        if (!s.truncated) break;
        args = s.truncated.next.arguments;
      }
      asked.forEach((label, k) => {
        if (got[k] !== label) findings.push(`${who} ${label}: selected ${got[k] ?? "nothing"}`);
      });
    }
    // A 가지호 by its own selector: "제2조제1항제8호의2" is that 호 alone, never 제8호.
    const withBranch = raw.articles.find((a) => a.items.some((i) => i.includes("의")));
    if (withBranch) {
      const k = withBranch.items.findIndex((i) => i.includes("의"));
      const spec = `${withBranch.label}${withBranch.itemRefs[k]}`;
      const r = await h.call("get_law_text", { ...locator(raw.entry), articles: [spec] });
      const s = r.structuredContent as
        | { articles: { paragraphs: { items: { number?: number; branch: number }[] }[] }[] }
        | undefined;
      const items = (s?.articles ?? []).flatMap((a) => a.paragraphs.flatMap((p) => p.items))
        .map((i) => `${i.number}${i.branch ? `의${i.branch}` : ""}`);
      if (items.join(",") !== withBranch.items[k]) {
        findings.push(`${who} ${spec}: selected 호 "${items.join(",")}"`);
      }
    }
    for (const label of sample(raw)) {
      const r = await h.call("get_law_text", { ...locator(raw.entry), articles: [label] });
      const s = r.structuredContent as { articles: { label: string }[] } | undefined;
      const got = s?.articles.map((a) => a.label).join(",");
      if (got !== label) findings.push(`${who} ${label}: alone, selected "${got}"`);
    }
  }
  report(findings, "selection findings");
});

Deno.test("get_annexes (and get_law_text's annex list) show every 별표 unit with its label and title, counted right", async () => {
  await using h = await cachedHarness();
  const findings: string[] = [];
  for (const { raw } of BY_TOOL) {
    const rows: { label: string; title?: string; source: string }[] = [];
    let total = -1;
    for (let page = 1; page <= 10; page++) {
      const r = await h.call("get_annexes", { ...locator(raw.entry), display: 100, page });
      if (r.isError) {
        findings.push(`${whoOf(raw)}: ${r.text.slice(0, 200)}`);
        break;
      }
      const bad = leftover(r.text);
      if (bad) findings.push(`${whoOf(raw)}: markup or entity in the list ${bad}`);
      const s = r.structuredContent as { annexes: typeof rows; total: number; next?: unknown };
      total = s.total;
      rows.push(...s.annexes);
      // The text lists what the structure does.
      const head = new RegExp(`별표·서식: ${raw.annexes.length}건`);
      if (!head.test(r.text)) findings.push(`${whoOf(raw)}: head "${r.text.split("\n")[0]}"`);
      for (const a of s.annexes) {
        if (!r.text.includes(`- ${a.label}${a.title ? ` ${a.title}` : ""}`)) {
          findings.push(`${whoOf(raw)} ${a.label}: not listed in the text`);
        }
      }
      if (!s.next) break;
    }
    if (total !== raw.annexes.length) {
      findings.push(`${whoOf(raw)}: total ${total}, ${raw.annexes.length} recorded`);
    }
    for (const r of rows) {
      if (r.source !== "body") findings.push(`${whoOf(raw)} ${r.label}: source ${r.source}`);
    }
    // The list uses the notation the annex prints ("별지 제1호서식" for a 시행규칙 form).
    findings.push(...compareAnnexes(raw, rows, "listed", "printed"));
    // get_law_text's annex list names them the same way: one notation for both tools.
    const first = raw.articles[0].label;
    const t = await h.call("get_law_text", {
      ...locator(raw.entry),
      articles: [first],
      include: ["annexes"],
    });
    const listed = (t.structuredContent as { annexes?: typeof rows } | undefined)?.annexes ?? [];
    findings.push(...compareAnnexes(raw, listed, "in get_law_text", "printed"));
    for (const a of listed) {
      if (!t.text.includes(`\n- ${a.label}${a.title ? ` ${a.title}` : ""}`)) {
        findings.push(`${whoOf(raw)} ${a.label}: not in get_law_text's text`);
      }
    }
  }
  report(findings, "get_annexes findings");
});

Deno.test("get_law_text answers alike from the XML and the JSON of one document", async () => {
  const pairs = [...Map.groupBy(BY_TOOL, (h) => h.raw.lawKey).values()]
    .filter((g) => new Set(g.map((h) => h.raw.entry.type)).size > 1);
  assert.ok(pairs.length >= 1, "전기사업법 is held in both formats");
  await using json = await mcpHarness({ preferredFormat: "JSON" });
  await using xml = await mcpHarness({ preferredFormat: "XML" });
  for (const [a] of pairs) {
    for (const args of [locator(a.raw.entry), { ...locator(a.raw.entry), include: ["annexes"] }]) {
      const [j, x] = [await json.call("get_law_text", args), await xml.call("get_law_text", args)];
      // Each read its own format: the parity is between two recordings, not one twice.
      assert.equal(json.replay.stats.last()?.query.type, "JSON");
      assert.equal(xml.replay.stats.last()?.query.type, "XML");
      const { meta: _j, ...sj } = j.structuredContent as Record<string, unknown>;
      const { meta: _x, ...sx } = x.structuredContent as Record<string, unknown>;
      assert.deepEqual(sx, sj, `${whoOf(a.raw)} ${JSON.stringify(args)}: structured`);
      assert.equal(x.text, j.text, `${whoOf(a.raw)} ${JSON.stringify(args)}: text`);
    }
  }
});
