/**
 * Every page kind of the web app with one recorded example each, for the Chromium tests (the
 * audit, the screenshots). Each example is real recorded data unless its fixture says
 * `_synthetic` (the 3단 비교, treaty, English-law, tribunal and institution bodies).
 */
export const PAGE_KINDS: [name: string, path: string][] = [
  ["home", "/"],
  ["search", "/search?q=" + encodeURIComponent("임금")],
  ["law", "/law/001248?mst=276291"],
  ["article", "/law/001823/" + encodeURIComponent("제4조의2")],
  ["annex", "/law/008480/annex/" + encodeURIComponent("별표3") + "?mst=282351"],
  ["decision", "/decision/prec/144864"],
  ["interpretation", "/decision/expc/328843"],
  ["tribunal", "/decision/decc/257427"],
  ["committee", "/decision/nlrc/1"],
  ["admin-rule", "/admin-rule/1"],
  ["ordinance", "/ordinance/1941163"],
  ["institution-rule", "/institution/school/2200000075994"],
  ["treaty", "/treaty/4037"],
  ["english-law", "/english/001761"],
  ["changes", "/law/011357/changes"],
  ["tiers", "/law/001823/tiers"],
  ["miss", "/law/999999"],
];
