// The two types' one chunk: their definitions and views (the manifests and the definitions load this module).
export { adventCalendarDefinition, adventCalendarSecondaryDefinition } from './definition.ts';
export { View as SecondaryView } from './SecondaryView.tsx';
export { View } from './View.tsx';
