/**
 * korean-law-mcp's `get_annexes` argument names mapped onto ours before validation, so old
 * calls keep working without advertising extra fields.
 *
 * @module
 */

/** Its `knd`: 1 별표, 2 서식, 3 부칙별표, 4 부칙서식, 5 전체 (its own mapping, not the API's). */
const PEER_KND: Record<string, string | undefined> = {
  "1": "별표",
  "2": "서식",
  "3": "별표",
  "4": "서식",
  "5": undefined,
};

/**
 * `lawName` → `name`, `annexNo` → `annex`, `jo` → `article`, `knd` → `kind`, `ordinSeq` → `id`
 * with target `ordin`; `apiKey` is dropped (keys never travel in arguments here).
 *
 * @example
 * ```ts
 * import { legacyAnnexArgs } from "./legacy.ts";
 * legacyAnnexArgs({ lawName: "관세법", knd: "1" }); // { name: "관세법", kind: "별표" }
 * ```
 */
export function legacyAnnexArgs(a: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...a };
  const s = (v: unknown) =>
    (typeof v === "string" || typeof v === "number") ? String(v).trim() : "";
  if (out.name === undefined && s(a.lawName)) out.name = s(a.lawName);
  if (out.annex === undefined && s(a.annexNo)) out.annex = s(a.annexNo);
  if (out.article === undefined && s(a.jo)) out.article = s(a.jo);
  if (out.kind === undefined && s(a.knd)) {
    const kind = PEER_KND[s(a.knd)];
    if (kind) out.kind = kind;
    else if (!(s(a.knd) in PEER_KND)) out.kind = s(a.knd); // let validation name the bad value
  }
  if (out.id === undefined && s(a.ordinSeq)) {
    out.id = s(a.ordinSeq);
    out.target ??= "ordin";
  }
  for (const k of ["lawName", "annexNo", "jo", "knd", "ordinSeq", "apiKey"]) delete out[k];
  return out;
}
