/**
 * The synthetic upstream messages of tests/fixtures/MANIFEST-outage.md, the code each must get,
 * and the sentence inside each envelope (for the replay's `message` fault).
 */

import { fixtureText } from "../_support.ts";

/** The synthetic upstream messages (tests/fixtures/MANIFEST-outage.md) and their codes. */
export const MESSAGES = [
  { file: "upstream/law-message_maintenance_synthetic.json", code: "UPSTREAM_MAINTENANCE" },
  { file: "upstream/law-message_maintenance_synthetic.xml", code: "UPSTREAM_MAINTENANCE" },
  { file: "upstream/law-message_permission_synthetic.json", code: "UPSTREAM_DENIED" },
  { file: "upstream/law-message_quota_synthetic.json", code: "UPSTREAM_QUOTA" },
  { file: "upstream/law-message_unknown_synthetic.json", code: "UPSTREAM_MESSAGE" },
] as const;

/** The kind each code names in `details.upstreamKind`. */
export const KIND = {
  UPSTREAM_MAINTENANCE: "maintenance",
  UPSTREAM_DENIED: "permission",
  UPSTREAM_QUOTA: "quota",
  UPSTREAM_MESSAGE: "unknown",
} as const;

/** The sentence inside a fixture's envelope. */
export async function sentence(file: string): Promise<string> {
  const body = await fixtureText(file);
  return file.endsWith(".json")
    ? (JSON.parse(body) as { Law: string }).Law
    : /<Law>(.*)<\/Law>/s.exec(body)![1];
}
