/**
 * Property-based fuzzing of the notation parsers (articles, annexes, case numbers, citations)
 * and the XML reader: hostile strings never crash them, never hang them, and whatever they
 * return is well-formed enough to be written back out.
 */

import assert from "node:assert/strict";
// deno-lint-ignore no-import-prefix -- test-only: kept out of the app's imports (docs/DEMO.md)
import fc from "npm:fast-check@4.11.0";
import {
  formatArticle,
  isValidArticleRef,
  parseArticleRef,
  toJoCode,
} from "../../lib/law/article.ts";
import { parseArticleRefs } from "../../lib/law/article_list.ts";
import { formatAnnexRef, parseAnnexRef, splitAnnexTitle } from "../../lib/law/annex.ts";
import { findCaseNumbers, formatCaseNumber, parseCaseNumber } from "../../lib/law/case_numbers.ts";
import { extractReferences } from "../../lib/law/references.ts";
import { XmlParseError, xmlToDrfObject } from "../../lib/parse/xml.ts";
import { adversarialString, hugeString, legalish } from "./_arbitraries.ts";
import { assertBudget } from "../_timing.ts";

const RUNS = 200;
/** One parse of even a 600 000-character input takes less than this on a quiet machine. */
const CASE_MS = 1_500;

function timed<T>(what: string, input: string, fn: () => T): T {
  const t0 = performance.now();
  const out = fn();
  const ms = performance.now() - t0;
  assertBudget(ms, CASE_MS, `${what} on ${input.length} chars`);
  return out;
}

Deno.test("fuzz: article references parse or return null; results are valid and printable", () => {
  fc.assert(
    fc.property(adversarialString, (s) => {
      const one = timed("parseArticleRef", s, () => parseArticleRef(s));
      if (one) {
        assert.ok(isValidArticleRef(one), `invalid ref from ${JSON.stringify(s.slice(0, 80))}`);
        assert.equal(typeof formatArticle(one, { withParts: true }), "string");
        assert.match(toJoCode(one), /^\d{6}$/);
      }
      const many = timed("parseArticleRefs", s, () => parseArticleRefs(s));
      assert.ok(Array.isArray(many));
      assert.ok(many.length <= 10_000, `${many.length} refs from ${s.length} chars`);
      for (const r of many.slice(0, 50)) assert.ok(isValidArticleRef(r));
    }),
    { numRuns: RUNS },
  );
});

Deno.test("fuzz: annex notation parses or is undefined; results format back", () => {
  fc.assert(
    fc.property(adversarialString, (s) => {
      const ref = timed("parseAnnexRef", s, () => parseAnnexRef(s));
      if (ref) {
        const printed = formatAnnexRef(ref);
        assert.deepEqual(parseAnnexRef(printed), ref, `round trip of ${printed}`);
      }
      const split = timed("splitAnnexTitle", s, () => splitAnnexTitle(s));
      assert.equal(typeof split.rest, "string");
    }),
    { numRuns: RUNS },
  );
});

Deno.test("fuzz: case numbers parse or are undefined; found numbers format back", () => {
  fc.assert(
    fc.property(adversarialString, (s) => {
      const n = timed("parseCaseNumber", s, () => parseCaseNumber(s));
      if (n) {
        assert.ok(parseCaseNumber(formatCaseNumber(n)), `round trip of ${formatCaseNumber(n)}`);
      }
      const all = timed("findCaseNumbers", s, () => findCaseNumbers(s));
      for (const c of all.slice(0, 50)) assert.equal(typeof formatCaseNumber(c), "string");
    }),
    { numRuns: RUNS },
  );
});

Deno.test("fuzz: citation extraction never throws and every article it finds is valid", () => {
  fc.assert(
    fc.property(adversarialString, fc.option(legalish, { nil: undefined }), (s, lawName) => {
      const refs = timed("extractReferences", s, () => extractReferences(s, { lawName }));
      for (const r of refs.slice(0, 50)) {
        for (const a of r.articles.slice(0, 50)) assert.ok(isValidArticleRef(a));
      }
    }),
    { numRuns: RUNS },
  );
});

/** XML-ish strings: tags, attributes, entities and text from the hostile vocabulary. */
const xmlish = fc.array(
  fc.oneof(
    fc.constantFrom("<a>", "</a>", '<b x="1">', "</b>", "<c/>", "<![CDATA[x]]>", "<!-- c -->"),
    fc.constantFrom("&lt;", "&#12345;", "&#x1F600;", "&bogus;", "&#0;", "&#xD800;", "<?xml v?>"),
    legalish,
  ),
  { maxLength: 60 },
).map((a) => a.join(""));

Deno.test("fuzz: xmlToDrfObject returns an object or throws XmlParseError, nothing else", () => {
  const check = (s: string) => {
    try {
      const o = timed("xmlToDrfObject", s, () => xmlToDrfObject(s));
      assert.equal(typeof o, "object");
    } catch (e) {
      if (!(e instanceof XmlParseError)) {
        throw new Error(`non-XmlParseError on ${JSON.stringify(s.slice(0, 120))}: ${e}`);
      }
    }
  };
  fc.assert(fc.property(fc.oneof(xmlish, adversarialString), check), { numRuns: RUNS });
  // Deep nesting is refused by depth, not by the stack; huge flat input stays linear.
  for (const depth of [600, 50_000]) check("<a>".repeat(depth) + "x" + "</a>".repeat(depth));
  check("<r>" + "<i>가</i>".repeat(80_000) + "</r>");
  fc.assert(fc.property(hugeString, check), { numRuns: 10 });
});
