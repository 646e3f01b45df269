/** Shown when no free grid slot fits a new widget (spec sections 5 and 8). */
export const NO_SPACE_FOR_WIDGET_MESSAGE = 'Nicht genügend Platz zum Hinzufügen des Widgets gefunden!';

/** Tooltip on the disabled login button in unsupported browsers (spec section 5). */
export const UNSUPPORTED_BROWSER_TOOLTIP =
  'Wir empfehlen für die Nutzung von TAFINO einen der folgenden Browser: Chrome, Edge oder Firefox.';

/** Avatar label when the user has no name (spec section 2). */
export const UNKNOWN_USER_LABEL = 'Unbekannt';

/** Generic error text (spec section 8, 'Any other status'). */
export const GENERIC_ERROR_MESSAGE = 'Ein unerwarteter Fehler ist aufgetreten';

/** Builds the upload-limit message '{N}MB Upload-Limit ist überschritten.' (spec sections 5 and 8). */
export function uploadLimitExceededMessage(limitMb: number): string {
  const n = new Intl.NumberFormat('de-DE', { useGrouping: false, maximumFractionDigits: 20 }).format(limitMb);
  return `${n}MB Upload-Limit ist überschritten.`;
}
