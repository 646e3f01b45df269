import { z } from 'zod';
import { PRODUCT_EDITIONS } from '../constants/editions.ts';

// Who of a class was already picked ("Namen ziehen", "Glücksrad"): names travel only in bodies.

/** The most names one call may carry (a class list is far shorter). */
export const CLASS_PICKS_MAX_NAMES = 500;
const names = z.array(z.string().trim().min(1).max(200)).max(CLASS_PICKS_MAX_NAMES);

export const classPicksParamsSchema = z.strictObject({ classCode: z.string().trim().min(1).max(50) });
export const classPicksQuerySchema = z.strictObject({ productEdition: z.enum(PRODUCT_EDITIONS).optional() });

/** POST /api/class-picks/{classCode}/lookup: which of these names were already picked. */
export const classPicksLookupSchema = z.strictObject({ names });
export const classPicksSchema = z.object({ picked: z.array(z.string()) });
export type ClassPicksDto = z.infer<typeof classPicksSchema>;

/** PATCH /api/class-picks/{classCode}: names picked now, and names taken back (e.g. an absent child). */
export const changeClassPicksSchema = z.strictObject({ add: names.default([]), remove: names.default([]) });
export type ChangeClassPicks = z.input<typeof changeClassPicksSchema>;
