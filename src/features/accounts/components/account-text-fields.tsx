import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

type FixedProps = 'label' | 'type' | 'autoComplete' | 'multiline' | 'rows';

/** The account's e-mail, which is also its login: always required, typed as an address. */
export function EmailField<TInput extends FieldValues, TOutput extends FieldValues>(
  props: Omit<TextFieldProps<TInput, TOutput>, FixedProps | 'required'>,
) {
  return (
    <TextField label="Correo Electrónico" required type="email" autoComplete="email" {...props} />
  );
}

/** A shipper's or transporter's street address (required at sign-up, optional in the profile). */
export function AddressField<TInput extends FieldValues, TOutput extends FieldValues>(
  props: Omit<TextFieldProps<TInput, TOutput>, FixedProps>,
) {
  return <TextField label="Dirección" autoComplete="street-address" {...props} />;
}
