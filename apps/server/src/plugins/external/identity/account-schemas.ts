import { z } from 'zod';
import { de } from './messages.ts';

const v = de.validation;

/** Password rules for new passwords (registration and change). */
export const passwordSchema = z.string().min(8, v.passwordTooShort).max(256, v.passwordTooLong);

/** The display name shown in the app's user menu. */
export const displayNameSchema = z.string().trim().min(1, v.nameRequired).max(100, v.nameTooLong);

/** The first message per field, for showing next to the inputs. */
export function fieldErrors<F extends string>(error: z.ZodError): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as F;
    errors[field] ??= issue.message;
  }
  return errors;
}
