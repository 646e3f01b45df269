import { useState } from 'react';
import { useVideoConsent } from '../video-consent/store.ts';

// Same cookie the video-consent store writes (features/video-consent/store.ts).
const CONSENT_COOKIE = 'tafino_video_consent';

function consentCookie(doc: Document): string | undefined {
  return doc.cookie
    .split('; ')
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
}

/**
 * Consent to load videos on the public pages: the shared video-consent store's value, but only once the
 * visitor has actually chosen (the cookie exists). The store's default (consented, spec section 9) applies
 * to the signed-in app; a signed-out visitor of the public pages must not contact the platform before
 * deciding. Giving and revoking go through the store (`setConsent`), which writes the cookie first.
 */
export function useExplicitVideoConsent(): { consented: boolean; give: () => void } {
  const consented = useVideoConsent((s) => s.consented);
  const setConsent = useVideoConsent((s) => s.setConsent);
  // Local state as well: giving consent while the store already says 'true' (its default) changes no store value.
  // A choice is 'true' or 'false'; an empty or foreign value (a cookie being deleted) is none.
  const [chosen, setChosen] = useState(() => {
    const value = typeof document !== 'undefined' ? consentCookie(document) : undefined;
    return value === 'true' || value === 'false';
  });
  const give = () => {
    setConsent(true);
    setChosen(true);
  };
  return { consented: consented && chosen, give };
}
