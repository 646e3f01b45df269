// The topic types' one chunk: their definitions and the player (the manifests and the definitions load
// this module); each content pack is a chunk of its own.
export { TOPIC_DEFINITIONS } from './definitions.ts';
export { playerFor } from './Player.tsx';
