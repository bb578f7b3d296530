/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * Fresh's island model in a dozen lines: the server renders the component inside a marker
 * element carrying its name and JSON props; `client.ts` hydrates each marker in the browser.
 * Without JavaScript the server-rendered HTML is the whole page.
 *
 * @module
 */

import type { ComponentChildren, VNode } from "preact";

/** Marks server-rendered `children` as island `name`, hydrated with `props`. */
export function Island(
  { name, props, children }: {
    name: string;
    props: Record<string, unknown>;
    children: ComponentChildren;
  },
): VNode {
  return (
    <div class="island" data-island={name} data-props={JSON.stringify(props)}>
      {children}
    </div>
  );
}
