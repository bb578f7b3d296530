import assert from "node:assert/strict";
import { toYmd } from "../../lib/parse/mod.ts";

Deno.test("upstream date spellings read as YYYYMMDD; non-dates are undefined", () => {
  const table: [string | undefined, string | undefined][] = [
    ["20251211", "20251211"],
    ["2025.12.11", "20251211"],
    ["2010.1.1", "20100101"],
    ["2010. 1. 1.", "20100101"],
    ["2015.1.30.", "20150130"],
    ["2025-12-11", "20251211"],
    ["0", undefined],
    ["", undefined],
    [undefined, undefined],
    ["2010111", undefined],
    ["2025.13.01", undefined],
    ["1899.01.01", undefined],
    ["2025.12.32", undefined],
  ];
  for (const [raw, want] of table) assert.equal(toYmd(raw), want, String(raw));
});
