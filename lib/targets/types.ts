/**
 * The shape of one catalogue entry: what a DRF target answers on each endpoint, as the readers
 * expect it and what it says when nothing matches. Which tools call it is on the tools'
 * definitions (`targets`), read by `toolsOfTarget` in lib/tools/toolset.ts.
 *
 * @module
 */

import type { DrfTarget } from "./ids.ts";

/** A request upstream answers with data (OC and type left out). */
export type Probe = Readonly<Record<string, string>>;

/** What `lawSearch.do` answers for a target: a list. */
export interface ListDoor {
  /** Root keys the readers take, the recorded (or documented) one first. */
  readonly roots: readonly string[];
  /** Keys the rows may sit under, the recorded one first. */
  readonly rowKeys: readonly string[];
  /** Fields every row must carry (the shape check probes them). */
  readonly required: readonly string[];
  /** The header field holding the hit count; `totalCnt` when absent. */
  readonly count?: "totalCnt" | "검색결과개수";
  /** The request `doctor --shapes` asks; absent: not probed (HTML, or no known hit). */
  readonly probe?: Probe;
  /** Answered as an HTML page only: no envelope to check. */
  readonly html?: true;
}

/** What `lawService.do` answers for a target: one record. */
export interface BodyDoor {
  /** Root keys the readers take, the recorded (or documented) one first. */
  readonly roots: readonly string[];
  /** Fields the record must carry, under `at` when set. */
  readonly required: readonly string[];
  /** The node under the root that holds `required` (e.g. 기본정보). */
  readonly at?: string;
  /** The request `doctor --shapes` asks; absent: not probed (no known record). */
  readonly probe?: Probe;
}

/**
 * The two words of the sentence `lawService.do` answers when no record matches:
 * "일치하는 [noun]이 없습니다.  [check]을 확인하여 주십시오."
 */
export interface MissWords {
  /** What was not found: 법령, 판례, 결정문 … */
  readonly noun: string;
  /** What to check: 법령명, 사건명, 제목 … */
  readonly check: string;
  /** A recorded miss of this target says so (else the words are inferred from its family). */
  readonly recorded?: true;
}

/** One DRF target. */
export interface TargetInfo {
  /** The DRF `target`. */
  readonly target: DrfTarget;
  /** What it holds, in Korean (the guide's page title). */
  readonly name: string;
  /** Its list, when `lawSearch.do` serves it. */
  readonly search?: ListDoor;
  /** Its record, when `lawService.do` serves it. */
  readonly service?: BodyDoor;
  /** The miss sentence's words. */
  readonly miss: MissWords;
}
