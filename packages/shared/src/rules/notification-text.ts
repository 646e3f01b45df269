import { GENERIC_ERROR_MESSAGE } from '../constants/messages.ts';

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

// ABP error bodies carry error.message; other objects may carry message.
function fromObject(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { error, message } = value as { error?: unknown; message?: unknown };
  const abp =
    typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return nonEmpty(abp) ?? nonEmpty(message);
}

function fromString(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      const extracted = fromObject(parsed);
      if (extracted !== undefined) return extracted;
    } catch {
      // Not JSON: the text itself is the message.
    }
  }
  return text;
}

/** Text for a notification from a string, an Error's message or a JSON/ABP error body; German fallback otherwise. */
export function notificationText(errorLike: unknown): string {
  let text: string | undefined;
  if (typeof errorLike === 'string') text = fromString(errorLike);
  else if (errorLike instanceof Error) text = fromString(errorLike.message) ?? fromObject(errorLike);
  else text = fromObject(errorLike);
  return text ?? GENERIC_ERROR_MESSAGE;
}
