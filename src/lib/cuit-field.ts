/** A CUIT typed in a form: checked digit by digit, and given back as 11 digits without hyphens. */
import { z } from 'zod';
import { validateCuit } from '@/domain/cuit';

export function cuitField() {
  return z.string().transform((typed, ctx) => {
    const result = validateCuit(typed);
    if (result.valid) return result.cuit;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });
}
