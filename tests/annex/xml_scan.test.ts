import assert from "node:assert/strict";
import { AnnexError } from "../../lib/annex/mod.ts";
import { scanXml, xmlAttr } from "../../lib/annex/xml_scan.ts";

function events(xml: string): string[] {
  const out: string[] = [];
  scanXml(xml, {
    open: (n, a, self) => out.push(`<${n}${a}${self ? "/" : ""}>`),
    close: (n) => out.push(`</${n}>`),
    text: (t) => out.push(t),
  });
  return out;
}

Deno.test("xml_scan: entities, CDATA, comments, PIs and a DOCTYPE subset", () => {
  const xml =
    `<?xml version="1.0"?><!DOCTYPE HWPML [<!ELEMENT A (B)> <!-- ']' and '>' in a comment --> ` +
    `<!ATTLIST A x CDATA "a>b">]><A x="1 &gt; 0"><!-- c --><B>&lt;가&#44;&#xAC00;&amp;</B><![CDATA[<raw>]]></A>`;
  assert.deepEqual(events(xml), ['<A x="1 &gt; 0">', "<B>", "<가,가&", "</B>", "<raw>", "</A>"]);
  assert.equal(xmlAttr(" x=\"1 &gt; 0\" y='q'", "x"), "1 > 0");
  assert.equal(xmlAttr(" x=\"1\" y='q'", "y"), "q");
  assert.equal(xmlAttr(' xy="1"', "y"), undefined);
});

Deno.test("xml_scan: attribute values may hold '>' and '/'; self-closing tags close", () => {
  assert.deepEqual(events('<a href="x/>y"><b/></a>'), ['<a href="x/>y">', "<b/>", "</b>", "</a>"]);
});

Deno.test("xml_scan: truncated or mismatched markup is CORRUPT", () => {
  for (
    const bad of [
      "<a><b></a>",
      "<a><b>",
      "<a",
      "<a><!-- never closed",
      "<a><![CDATA[x",
      "<a/><b x=>",
    ]
  ) {
    assert.throws(
      () => events(bad),
      (e: unknown) => e instanceof AnnexError && e.code === "CORRUPT",
      bad,
    );
  }
});
