/**
 * Parse time per annex format (`deno bench -A tests/bench/annex_bench.ts`), on the real
 * fixtures (MANIFEST rows 60–66) plus a synthetic HWPML document (no real one exists).
 */

import { readAnnex, renderHtml, renderMarkdown } from "../../lib/annex/mod.ts";

const dir = new URL("../fixtures/annex/", import.meta.url);
const load = (name: string) => Deno.readFileSync(new URL(name, dir));

const files = {
  hwpxDonation: load("local-gov_donation-report_form.hwpx"),
  hwpxPress: load("mois_press-release_gov-innovation-strategy.hwpx"),
  hwpCpa: load("fss_cpa2-2026-tax-question_official.hwp"),
  hwpPress: load("mois_press-release_gov-innovation-strategy.hwp"),
  pdf: load("income-tax-act_law-print.pdf"),
  hwpml: new TextEncoder().encode(
    `<?xml version="1.0"?><HWPML Version="2.8"><BODY><SECTION>` +
      `<P><TEXT><TABLE RowCount="200" ColCount="4">` +
      Array.from(
        { length: 200 },
        (_, r) =>
          `<ROW>${
            [0, 1, 2, 3].map((c) =>
              `<CELL ColAddr="${c}" RowAddr="${r}"><PARALIST><P><TEXT><CHAR>${r}-${c} 과태료</CHAR></TEXT></P></PARALIST></CELL>`
            ).join("")
          }</ROW>`,
      ).join("") +
      `</TABLE></TEXT></P></SECTION></BODY></HWPML>`,
  ),
};

const donation = await readAnnex(files.hwpxDonation);

Deno.bench("hwpx: donation form, 1.9 MB (55 tables, 1.4 MB section XML)", {
  group: "hwpx",
  baseline: true,
}, async () => {
  await readAnnex(files.hwpxDonation);
});
Deno.bench("hwpx: press release, 368 KB", { group: "hwpx" }, async () => {
  await readAnnex(files.hwpxPress);
});
Deno.bench("hwp5: CPA exam, 117 KB (94 tables)", { group: "hwp5", baseline: true }, async () => {
  await readAnnex(files.hwpCpa);
});
Deno.bench("hwp5: press release, 321 KB", { group: "hwp5" }, async () => {
  await readAnnex(files.hwpPress);
});
Deno.bench("pdf: 소득세법, 755 KB, 133 pages", { group: "pdf", n: 5, warmup: 1 }, async () => {
  await readAnnex(files.pdf);
});
Deno.bench("hwpml: synthetic 200×4 table", { group: "hwpml" }, async () => {
  await readAnnex(files.hwpml);
});
Deno.bench("render: Markdown of the donation form", { group: "render", baseline: true }, () => {
  renderMarkdown(donation);
});
Deno.bench("render: HTML of the donation form", { group: "render" }, () => {
  renderHtml(donation);
});
Deno.bench("render: Markdown, 4 000-char page from the middle", { group: "render" }, () => {
  renderMarkdown(donation, { maxChars: 4_000, offset: "73:40" });
});
