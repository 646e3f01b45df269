// The type's one chunk: its definition and its view (the manifest and the definition load this module).
export { predicateDefinition } from './definition.ts';
export { View } from './View.tsx';
