// Light entry: the shell may import SaveStatus eagerly; the board itself is its own chunk.
export { Board, prefetchBoard } from './LazyBoard.tsx';
export { SaveStatus } from './SaveStatus.tsx';
