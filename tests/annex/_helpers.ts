/**
 * Shared helpers for the annex tests: fixture loading and typed-error assertions.
 */

import assert from "node:assert/strict";
import { AnnexError, type AnnexErrorCode } from "../../lib/annex/mod.ts";
import { assertBudget } from "../_timing.ts";

/** The annex fixtures (MANIFEST rows 60–66). */
export const FIXTURES = {
  cpaHwp: "fss_cpa2-2026-tax-question_official.hwp",
  pressHwp: "mois_press-release_gov-innovation-strategy.hwp",
  pressHwpx: "mois_press-release_gov-innovation-strategy.hwpx",
  mfdsHwpx: "mfds_admin-notice_medical-device-goshi-amendment.hwpx",
  seoulHwpx: "seoul_sihaengmun_small-housing-report.hwpx",
  donationHwpx: "local-gov_donation-report_form.hwpx",
  incomeTaxPdf: "income-tax-act_law-print.pdf",
} as const;

/** Reads an annex fixture's bytes. */
export function fixture(name: string): Promise<Uint8Array> {
  return Deno.readFile(new URL(`../fixtures/annex/${name}`, import.meta.url));
}

/** Reads a DRF fixture's bytes (e.g. an HTML error page). */
export function drfFixture(path: string): Promise<Uint8Array> {
  return Deno.readFile(new URL(`../fixtures/drf/${path}`, import.meta.url));
}

/**
 * Asserts that `work` rejects with an AnnexError of `code`, within `maxMs` on a quiet machine
 * (scaled by the load when missed: tests/_timing.ts).
 * Returns the error for further checks.
 */
export async function rejectsWith(
  work: () => Promise<unknown>,
  code: AnnexErrorCode,
  maxMs = 5_000,
): Promise<AnnexError> {
  const t0 = performance.now();
  let caught: unknown;
  try {
    await work();
  } catch (e) {
    caught = e;
  }
  const ms = performance.now() - t0;
  assert.ok(caught !== undefined, `expected AnnexError ${code}, but the read succeeded`);
  assert.ok(caught instanceof AnnexError, `expected AnnexError ${code}, got ${caught}`);
  assert.equal(caught.code, code, `expected ${code}, got ${caught.code}: ${caught.message}`);
  assertBudget(ms, maxMs, `${code}`);
  return caught;
}
