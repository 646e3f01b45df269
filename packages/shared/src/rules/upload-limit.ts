import { BYTES_PER_MB } from '../constants/limits.ts';
import { uploadLimitExceededMessage } from '../constants/messages.ts';

/** Input of checkUploadLimit; sizes in bytes. */
export interface UploadLimitInput {
  /** Per-user limit from configuration, in MB (1 MB = 1,000,000 bytes). */
  limitMb: number;
  /** Sizes of the user's existing files (including a file about to be replaced). */
  existingSizes: readonly number[];
  /** Size of the new file. */
  newSize: number;
  /** Old size of the file being replaced, if any. */
  replacedSize?: number;
}

/** Result of checkUploadLimit. */
export type UploadLimitResult =
  | { ok: true }
  | { ok: false; message: string; limitBytes: number; totalBytes: number };

/** Checks the per-user upload limit: existing + new - replaced must not exceed limitMb x 1,000,000 bytes. */
export function checkUploadLimit({
  limitMb,
  existingSizes,
  newSize,
  replacedSize = 0,
}: UploadLimitInput): UploadLimitResult {
  const limitBytes = limitMb * BYTES_PER_MB;
  const totalBytes = existingSizes.reduce((sum, size) => sum + size, 0) + newSize - replacedSize;
  if (totalBytes <= limitBytes) return { ok: true };
  return { ok: false, message: uploadLimitExceededMessage(limitMb), limitBytes, totalBytes };
}
