// The type's one chunk: its definition and its view (the manifest and the definition load this module).
export { numberLineDefinition } from './definition.ts';
export { View } from './View.tsx';
