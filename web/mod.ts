/**
 * The web app's entry: {@link createWebApp}, {@link isWebPath}, {@link webDoor} and {@link SECURITY_HEADERS} (see app.tsx), and the one builder of
 * redirect targets and id paths, {@link localTarget} and {@link pathTo} (location.ts).
 *
 * @module
 */

export { createWebApp, isWebPath, SECURITY_HEADERS, webDoor } from "./app.tsx";
export type { WebHandler, WebOptions, WebRequestExtra } from "./app.tsx";
export { localTarget, pathTo, segment } from "./location.ts";
