/**
 * Consent to personal data processing by the video platform (YouTube), spec section 4.
 *
 *   useVideoConsent(s => s.consented)        read (default true, spec section 9)
 *   useVideoConsent.getState().setConsent(b) write; kept in the cookie `tafino_video_consent` for 365 days
 *   useVideoConsent.getState().openDialog()  opens the consent dialog (rendered by the default layout)
 */
import { DEFAULT_VIDEO_CONSENT } from '@tafino/shared';
import { create } from 'zustand';

const COOKIE = 'tafino_video_consent';
const MAX_AGE_S = 365 * 24 * 60 * 60;

function readCookie(): boolean {
  if (typeof document === 'undefined') return DEFAULT_VIDEO_CONSENT;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
  if (!match) return DEFAULT_VIDEO_CONSENT;
  return match.slice(COOKIE.length + 1) !== 'false';
}

interface VideoConsentState {
  consented: boolean;
  dialogOpen: boolean;
  setConsent: (consented: boolean) => void;
  openDialog: () => void;
  closeDialog: () => void;
}

export const useVideoConsent = create<VideoConsentState>()((set) => ({
  consented: readCookie(),
  dialogOpen: false,
  setConsent: (consented) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in every supported browser
    document.cookie = `${COOKIE}=${consented}; Max-Age=${MAX_AGE_S}; Path=/; SameSite=Lax`;
    set({ consented });
  },
  openDialog: () => set({ dialogOpen: true }),
  closeDialog: () => set({ dialogOpen: false }),
}));
