import { z } from 'zod';

// The stored shape of Draw's live state, apart from the drawing code (perfect-freehand) so that the
// definition, which the board loads for every type at once, does not pull the drawing code along.

/** Values per point in `points`: x, y (0..1), pressure (0..1). */
export const POINT_STRIDE = 3;
/** Longest stroke that is stored (points beyond it are dropped). */
export const MAX_POINTS_PER_STROKE = 4_000;

export const STROKE_TOOLS = ['pen', 'marker'] as const;
export type StrokeTool = (typeof STROKE_TOOLS)[number];
/** Tools of the toolbar: 'Stift', 'Textmarker', 'Radierer'. */
export type DrawTool = StrokeTool | 'eraser';

export const strokeSchema = z.object({
  /**
   * Set on every new stroke: two devices drawing at once each add theirs by id (live desktops);
   * older drawings have strokes without it.
   */
  id: z.string().max(64).optional(),
  tool: z.enum(STROKE_TOOLS),
  color: z.string().max(32),
  width: z.number().positive().max(200),
  points: z
    .array(z.number().finite())
    .max(MAX_POINTS_PER_STROKE * POINT_STRIDE)
    .refine((points) => points.length % POINT_STRIDE === 0, 'points come in x, y, pressure triples'),
});
export type Stroke = z.infer<typeof strokeSchema>;

/** componentData of Draw. */
export const drawDataSchema = z.object({ strokes: z.array(strokeSchema).max(5_000) });
export type DrawData = z.infer<typeof drawDataSchema>;
