/**
 * The web app's entry: {@link createWebApp} and {@link isWebPath} (see app.tsx).
 *
 * @module
 */

export { createWebApp, isWebPath } from "./app.tsx";
export type { WebHandler, WebOptions } from "./app.tsx";
