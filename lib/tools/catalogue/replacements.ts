/**
 * korean-law-mcp tool names we answer differently, and those whose capability is still to come.
 * Every one of its 99 names is either a tool or alias of ours (see the registry), a documented
 * replacement here, or pending here — a test keeps the three sets complete and disjoint.
 *
 * @module
 */

/** A peer tool whose job another tool of ours does, with how. */
export interface Replacement {
  /** Our tool. */
  use: string;
  /** How to get the same result. */
  how: string;
}

/** Peer names served by a different call of ours. */
export const PEER_REPLACEMENTS: Readonly<Record<string, Replacement>> = {
  extract_precedent_keywords: {
    use: "get_decision_text",
    how:
      "판시사항·판결요지·참조조문 come first in the text; keywords are the model's reading of them",
  },
};

/**
 * Peer names whose capability is planned but not built, with why. Empty: every capability of
 * korean-law-mcp 4.14.0 is covered. Kept so that a gap, if one opens, is declared, not silent.
 */
export const PENDING_PEER_TOOLS: Readonly<Record<string, string>> = {};

/** A helpful message for a name we do not register, or undefined. */
export function peerNameHint(name: string): string | undefined {
  // Own keys only: `constructor` is not a peer tool.
  const r = Object.hasOwn(PEER_REPLACEMENTS, name) ? PEER_REPLACEMENTS[name] : undefined;
  if (r) return `'${name}' 대신 ${r.use}를 쓰세요: ${r.how}.`;
  if (Object.hasOwn(PENDING_PEER_TOOLS, name)) {
    return `'${name}'은 아직 없습니다 (${
      PENDING_PEER_TOOLS[name]
    }). discover_tools로 대신할 도구를 찾으세요.`;
  }
  return undefined;
}
