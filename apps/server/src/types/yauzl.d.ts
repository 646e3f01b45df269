// The part of yauzl 3 (which ships no types) the symbol pack reader uses.
declare module 'yauzl' {
  import type { Readable } from 'node:stream';

  export interface Options {
    validateEntrySizes?: boolean;
    strictFileNames?: boolean;
    decodeStrings?: boolean;
  }

  export interface Entry {
    fileName: string;
    uncompressedSize: number;
    compressedSize: number;
    isEncrypted(): boolean;
  }

  export interface ZipFile {
    entryCount: number;
    eachEntry(): AsyncIterable<Entry>;
    openReadStreamPromise(entry: Entry): Promise<Readable>;
    close(): void;
  }

  export function fromBufferPromise(buffer: Buffer, options?: Options): Promise<ZipFile>;

  const yauzl: { fromBufferPromise: typeof fromBufferPromise };
  export default yauzl;
}
