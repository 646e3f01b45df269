import type { AssetDto } from '@tafino/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyError } from '../notifications/store.ts';

/** Upload state for a file input: `progress` is 0..1 while uploading, null otherwise. */
export interface UploadState {
  progress: number | null;
  /** Uploads; resolves with the asset, or null after a shown error (or when the component left). */
  upload: (file: File) => Promise<AssetDto | null>;
  cancel: () => void;
}

/** Runs one upload at a time with progress; errors become error notifications (e.g. the limit). */
export function useUpload(): UploadState {
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const upload = useCallback(async (file: File) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setProgress(0);
    try {
      // The upload code loads with the first upload, not with every widget that offers one.
      const { uploadUserAsset } = await import('./upload.ts');
      return await uploadUserAsset(file, { signal: current.signal, onProgress: setProgress });
    } catch (error) {
      if (!current.signal.aborted) notifyError(error);
      return null;
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setProgress(null);
      }
    }
  }, []);
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { progress, upload, cancel };
}
