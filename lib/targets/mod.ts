/**
 * The catalogue of DRF upstream targets: one entry per `target` the tools call, with its
 * endpoints, list and body roots, list row keys, the fields the shape check probes, the probe
 * request and the miss sentence (the tools that call a target say so on their definitions:
 * `targets`, read back by `toolsOfTarget` in lib/tools/toolset.ts). The DRF client types its requests'
 * `target` with it ({@link DrfTarget}: a typo is a compile error); `doctor --shapes`, the demo's
 * recorded upstream and the NOT_RECORDED error read it. The readers stay with the tools
 * (lib/tools/system/shape_table.ts pairs each probed door with one).
 *
 * @example
 * ```ts
 * import { missSentence, targetInfo } from "./mod.ts";
 * targetInfo("admrul").search?.roots; // ["AdmRulSearch"]
 * missSentence("nlrc"); // "일치하는 결정문이 없습니다.  제목을 확인하여 주십시오."
 * ```
 *
 * @module
 */

export {
  DRF_TARGETS,
  type DrfEndpoint,
  type DrfTarget,
  ENDPOINT_FILES,
  FILE_TARGET,
  isDrfTarget,
  NON_DECISION_TARGETS,
} from "./ids.ts";
export type { BodyDoor, ListDoor, MissWords, Probe, TargetInfo } from "./types.ts";
export {
  doorOf,
  DOORS,
  findTarget,
  listEnvelope,
  missSentence,
  type TargetDoor,
  targetInfo,
  TARGETS,
} from "./catalogue.ts";
export { checkEnvelope, type EnvelopeVerdict } from "./check.ts";
