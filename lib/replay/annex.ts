/**
 * `flDownload.do?flSeq=N` → annex file. law.go.kr serves 별표/서식 files from
 * `/LSW/flDownload.do?flSeq=…` (law bodies) and `/flDownload.do?gubun=ELIS&flSeq=…` (ordinances).
 *
 * The table is empty on purpose: none of the annex fixtures (tests/fixtures/annex/) was
 * downloaded from law.go.kr, so none can be tied to a real flSeq (see MANIFEST "Not copied").
 * Callers can add entries with the `downloads` option; the route works either way.
 *
 * @module
 */

import type { AnnexDownload } from "./types.ts";

/** Built-in flSeq → annex fixture table (empty: no fixture has a known real flSeq). */
export const ANNEX_DOWNLOADS: Readonly<Record<string, AnnexDownload>> = Object.freeze({});
