/**
 * The web app's entry: {@link createWebApp}, {@link isWebPath}, {@link webDoor} and {@link SECURITY_HEADERS} (see app.tsx).
 *
 * @module
 */

export { createWebApp, isWebPath, SECURITY_HEADERS, webDoor } from "./app.tsx";
export type { WebHandler, WebOptions, WebRequestExtra } from "./app.tsx";
