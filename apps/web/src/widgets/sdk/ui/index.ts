/**
 * The UI kit for widget views and settings parts: controls that are big enough to touch on the board,
 * scale with the widget (CSS container units on `.w-fill`) and never overflow their box.
 */
export { ColorSwatches } from '../react/ColorSwatches.tsx';
export { ConfirmDialog } from './ConfirmDialog.tsx';
export { EmptyState } from './EmptyState.tsx';
export { FileButton } from './FileButton.tsx';
export { FitText } from './FitText.tsx';
export { fitFontSize, useFitFontSize } from './fit-text.ts';
export { Segmented, type SegmentedOption } from './Segmented.tsx';
export { Stepper } from './Stepper.tsx';
export { packedRows, type SegmentedMode, segmentedLayout } from './segmented.ts';
export { type ElementSize, useElementSize } from './use-element-size.ts';
export { WidgetButton } from './WidgetButton.tsx';
