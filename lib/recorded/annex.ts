/**
 * `flDownload.do?flSeq=N` → annex file. law.go.kr serves 별표/서식 files from
 * `/LSW/flDownload.do?flSeq=…` (law bodies) and `/flDownload.do?gubun=ELIS&flSeq=…` (ordinances).
 *
 * No law.go.kr annex download was ever recorded. So that the annex tools can be exercised end
 * to end, the flSeq values that real recorded 별표 units name (최저임금법 시행규칙 MST 282351,
 * row 20; 광진구의회 복무 조례 MST 1941163, row 53) serve the real government documents of
 * tests/fixtures/annex/ as **stand-ins**: real HWP/HWPX/PDF files, but not those annexes (see
 * tests/fixtures/MANIFEST-annexes.md). The announced file name starts with `stand-in_` so that
 * no answer passes one off as the real annex. Callers can add entries with the `downloads`
 * option; the route works either way.
 *
 * @module
 */

import type { AnnexDownload } from "./types.ts";

const standIn = (file: string): AnnexDownload => ({
  file: `annex/${file}`,
  fileName: `stand-in_${file}`,
  standIn: true,
});

/** Built-in flSeq → annex fixture table (stand-ins; see the module docs). */
export const ANNEX_DOWNLOADS: Readonly<Record<string, AnnexDownload>> = Object.freeze({
  // 최저임금법 시행규칙 [별표 1] 별표서식파일링크 / 별표서식PDF파일링크.
  "159941939": standIn("fss_cpa2-2026-tax-question_official.hwp"),
  "159941941": { ...standIn("income-tax-act_law-print.pdf"), contentType: "application/pdf" },
  // [별표 2] file link.
  "159941945": standIn("mois_press-release_gov-innovation-strategy.hwp"),
  // [별표 3] file link: an HWPX behind a ".hwp" link, as law.go.kr also does.
  "159941951": standIn("mois_press-release_gov-innovation-strategy.hwpx"),
  // [별지 제1호서식] file link.
  "159941957": standIn("mfds_admin-notice_medical-device-goshi-amendment.hwpx"),
  // 광진구의회 복무 조례 [별표 1] and [별표 4] (absolute ELIS links).
  "155147979": standIn("seoul_sihaengmun_small-housing-report.hwpx"),
  "155147985": standIn("local-gov_donation-report_form.hwpx"),
});
