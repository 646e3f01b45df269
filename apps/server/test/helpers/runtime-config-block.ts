import { RUNTIME_CONFIG_ELEMENT_ID } from '@tafino/shared';

const CONFIG_BLOCK = new RegExp(
  `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">([^<]*)</script>`,
);

/** The runtime configuration the server wrote into an app document, and the document without it. */
export function splitRuntimeConfig(html: string): { config: unknown; rest: string } {
  const match = CONFIG_BLOCK.exec(html);
  return { config: match ? JSON.parse(match[1] as string) : undefined, rest: html.replace(CONFIG_BLOCK, '') };
}
