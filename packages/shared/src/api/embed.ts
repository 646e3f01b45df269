import { z } from 'zod';
import { EMBED_URL_MAX_LENGTH } from '../rules/embed.ts';

// "Webinhalt": may the app frame this page? The server asks the page itself (with SSRF protection).

/** POST /api/embed-check: the https or http URL to check. */
export const embedCheckRequestSchema = z.strictObject({
  url: z
    .string()
    .trim()
    .min(1)
    .max(EMBED_URL_MAX_LENGTH)
    .refine(
      (v) => /^https?:\/\/[^/]/i.test(v) && URL.canParse(v),
      'Nur Links mit https:// oder http:// sind erlaubt.',
    ),
});
export type EmbedCheckRequest = z.infer<typeof embedCheckRequestSchema>;

/**
 * - embeddable: the page's answer allows framing by this app;
 * - refused: `X-Frame-Options` or CSP `frame-ancestors` forbids it;
 * - unreachable: no answer (timeout, DNS, TLS, too many redirects, an address that is not public).
 */
export const EMBED_CHECK_STATUSES = ['embeddable', 'refused', 'unreachable'] as const;
export type EmbedCheckStatus = (typeof EMBED_CHECK_STATUSES)[number];
export const embedCheckSchema = z.object({ status: z.enum(EMBED_CHECK_STATUSES) });
export type EmbedCheckDto = z.infer<typeof embedCheckSchema>;
