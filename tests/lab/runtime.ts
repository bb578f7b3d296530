/**
 * Demo-mode runtimes for tests: the shipped recorded upstream with the synthetic recordings of
 * tests/fixtures laid over it (or any other store), through lib/runtime's internal factory.
 *
 * @module
 */

import { createRuntimeOver, type Runtime, type RuntimeConfig } from "../../lib/runtime.ts";
import { demoWithSynthetic } from "./files.ts";
import type { FixtureFiles } from "./types.ts";

/** A demo-mode runtime (no key) over the shipped set plus the synthetic recordings. */
export function demoRuntime(
  config: RuntimeConfig = {},
  files: FixtureFiles = demoWithSynthetic(),
): Promise<Runtime> {
  return createRuntimeOver(config, () => files);
}
