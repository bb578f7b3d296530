/**
 * The shape of one bundled demo file (see `files.ts`, generated).
 *
 * @module
 */

/** One file of the demo set. */
export interface DemoFile {
  /** SHA-256 of the original bytes (hex). */
  readonly sha256: string;
  /** Size of the original bytes. */
  readonly bytes: number;
  /** Loads the JSON module holding the gzip-compressed bytes as base64. */
  readonly load: () => Promise<{ default: string }>;
}

/** What kind of document a {@link DemoDoc} is, for grouping a catalogue. */
export type DemoGroup = "law" | "decision" | "rule" | "ordinance" | "oldAndNew" | "other";

/** A tool call: the tool's name and its arguments, as an MCP client would send them. */
export interface DemoCall {
  /** Tool name, e.g. `get_law_text`. */
  readonly tool: string;
  /** Its arguments, e.g. `{ lawId: "001706" }`. */
  readonly arguments: Readonly<Record<string, unknown>>;
}

/** One readable document the demo holds. */
export interface DemoDoc {
  /** Its kind. */
  readonly group: DemoGroup;
  /** 법령명 / 사건명 (사건번호) / 행정규칙명 …, read from the recording. */
  readonly title: string;
  /** A line under the title, e.g. `법률 제21065호 · 시행 2026-01-02` or `대법원 · 2025-12-11`. */
  readonly detail?: string;
  /** A call that opens it in demo mode. */
  readonly call: DemoCall;
  /** Its identifiers: lawId/mst, domain+id, admin rule id, ordinance mst … */
  readonly ids: Readonly<Record<string, string>>;
}

/** One recorded search result list the demo holds. */
export interface DemoList {
  /** DRF target the list was recorded from, e.g. `law`, `prec`. */
  readonly target: string;
  /** The query it answers. */
  readonly query: string;
  /** How many rows the recording holds (its first page). */
  readonly rows: number;
  /** A call that shows it in demo mode. */
  readonly call: DemoCall;
  /** The rows' titles, in order (for demo search). */
  readonly names: readonly string[];
}

/** What the demo holds: the readable documents and the recorded lists. */
export interface DemoCatalogue {
  /** Documents, grouped by kind (law, decision, rule, ordinance, oldAndNew, other), by title. */
  readonly docs: readonly DemoDoc[];
  /** Recorded lists, by target and query. */
  readonly lists: readonly DemoList[];
  /** When the recordings were made, e.g. `2025-11~2026-07`. */
  readonly recordedAt: string;
}
