/**
 * The exposed profile: the ten tools `tools/list` shows. Everything else stays callable by name,
 * through `execute_tool`, and is found with `discover_tools`. This list is the single source;
 * docs/TOOLS.md explains each choice.
 *
 * @module
 */

/** Names of the exposed tools, in listing order, each with why it earns a slot. */
export const EXPOSED_PROFILE: readonly { name: string; why: string }[] = [
  {
    name: "search_law",
    why: "every statute question starts by finding the statute and its 법령ID",
  },
  { name: "get_law_text", why: "the most frequent need: article text, 항/호/목, as of a date" },
  { name: "get_annexes", why: "fines, fees and criteria live in 별표; a separate file pipeline" },
  {
    name: "search_decisions",
    why: "precedents and every tribunal/committee/ministry via one enum",
  },
  { name: "get_decision_text", why: "the body of any decision found by search_decisions" },
  { name: "search_admin_rules", why: "훈령·예규·고시 carry the working detail of most statutes" },
  { name: "search_ordinances", why: "local ordinances are the third tier people ask about" },
  { name: "get_delegated_laws", why: "which 시행령/시행규칙 article a statute delegates to" },
  { name: "discover_tools", why: "finds the other tools by intent and practitioner vocabulary" },
  { name: "execute_tool", why: "calls any tool by name with the same validation" },
];

/** Just the names. */
export const EXPOSED_TOOL_NAMES: readonly string[] = EXPOSED_PROFILE.map((p) => p.name);
