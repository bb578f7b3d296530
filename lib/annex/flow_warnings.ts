/**
 * The warnings a {@link FlowBuilder} read ends with: what was present but not read, and what
 * had to be repaired. Messages are Korean sentences for people and models; codes are stable.
 *
 * @module
 */

import type { AnnexWarning } from "./model.ts";

/** Things counted for warnings (re-exported by `flow.ts`, whose builder counts them). */
export type FlowCount = "image" | "ole" | "equation" | "skipped";

/**
 * Turns the builder's counts into warnings (none for zero counts).
 *
 * @example
 * ```ts
 * import { flowWarnings } from "./flow_warnings.ts";
 * const w = flowWarnings({ image: 2, ole: 0, equation: 0, skipped: 1 }, 0);
 * console.log(w.map((x) => x.code)); // ["IMAGES_PRESENT", "CONTENT_SKIPPED"]
 * ```
 */
export function flowWarnings(
  counts: Readonly<Record<FlowCount, number>>,
  repairs: number,
): AnnexWarning[] {
  const w: AnnexWarning[] = [];
  const c = counts;
  if (c.image) {
    w.push({
      code: "IMAGES_PRESENT",
      message: `그림 ${c.image}개가 있습니다: 그림 속 글자는 읽지 않았습니다.`,
      count: c.image,
    });
  }
  if (c.ole) {
    w.push({
      code: "OLE_SKIPPED",
      message: `OLE 개체(내장 차트·스프레드시트 등) ${c.ole}개를 읽지 않았습니다.`,
      count: c.ole,
    });
  }
  if (c.equation) {
    w.push({
      code: "EQUATIONS_SKIPPED",
      message: `수식 ${c.equation}개를 읽지 않았습니다.`,
      count: c.equation,
    });
  }
  if (c.skipped) {
    w.push({
      code: "CONTENT_SKIPPED",
      message: `머리말·꼬리말·숨은 설명 ${c.skipped}개는 본문이 아니어서 건너뛰었습니다.`,
      count: c.skipped,
    });
  }
  if (repairs) {
    w.push({
      code: "TABLE_REPAIRED",
      message: `표 칸 ${repairs}개의 위치·병합이 원본에서 어긋나 바로잡았습니다.`,
      count: repairs,
    });
  }
  return w;
}
