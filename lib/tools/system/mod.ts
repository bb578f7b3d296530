/**
 * System tools: health of the key and the upstream (doctor).
 *
 * @module
 */

import type { ToolDef } from "../define.ts";
import { doctor } from "./doctor.ts";

/** The tools of this domain, in listing order. */
export const SYSTEM_TOOLS: readonly ToolDef[] = [doctor] as ToolDef[];
