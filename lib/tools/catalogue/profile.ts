/**
 * The exposed profile: the ten tools `tools/list` shows. Everything else stays callable by name,
 * through `execute_tool`, and is found with `discover_tools`. This list is the single source;
 * docs/TOOLS.md explains each choice.
 *
 * @module
 */

/** Why each exposed tool earns its slot, in listing order. */
const WHY: Readonly<Record<string, string>> = {
  search_law: "every statute question starts by finding the statute and its 법령ID",
  get_law_text: "the most frequent need: article text, 항/호/목, as of a date",
  get_annexes: "fines, fees and criteria live in 별표; a separate file pipeline",
  search_decisions: "precedents and every tribunal/committee/ministry via one enum",
  get_decision_text: "the body of any decision found by search_decisions",
  search_admin_rules: "훈령·예규·고시 carry the working detail of most statutes",
  search_ordinances: "local ordinances are the third tier people ask about",
  get_delegated_laws: "which 시행령/시행규칙 article a statute delegates to",
  discover_tools: "finds the other tools by intent and practitioner vocabulary",
  execute_tool: "calls any tool by name with the same validation",
};

/** Names of the exposed tools, in listing order, each with why it earns a slot. */
export const EXPOSED_PROFILE: readonly { name: string; why: string }[] = Object.entries(WHY)
  .map(([name, why]) => ({ name, why }));

/** Just the names. */
export const EXPOSED_TOOL_NAMES: readonly string[] = Object.keys(WHY);
