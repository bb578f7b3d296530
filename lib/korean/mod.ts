/**
 * Korean text helpers every face shares: particles chosen by 받침 ({@link josa}) and a small
 * reader that strips particles and endings ({@link stem}, {@link contentWords}).
 *
 * @example
 * ```ts
 * import { josa, stem } from "./mod.ts";
 * josa("판례", "이/가"); // "판례가"
 * stem("퇴직금은"); // "퇴직금"
 * ```
 *
 * @module
 */

export { finalSound, josa } from "./josa.ts";
export type { JosaPair } from "./josa.ts";
export { contentWords, stem } from "./reader.ts";
