import { FormProvider } from 'react-hook-form';
import { ServerForm } from '@/components/ui/server-form';
import { TextField } from '@/components/ui/text-field';
import { useZodForm } from '@/lib/forms';
import {
  transporterProfileSchema,
  type TransporterProfileInput,
  type TransporterProfileValues,
} from './schemas';
import { AddressField, EmailField } from '../components/account-text-fields';
import { VehicleTypesField } from '../components/vehicle-types-field';
import type { Profile } from './api/profile';

export function profileDefaults(profile: Profile): TransporterProfileInput {
  return {
    name: profile.name,
    email: profile.email,
    company: profile.company ?? '',
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    description: profile.description ?? '',
    vehicleTypes: profile.vehicleTypes,
    serviceAreas: profile.serviceAreas ?? '',
    taxId: profile.taxId ?? '',
  };
}

export interface ProfileFormProps {
  profile: Profile;
  transporter: boolean;
  onSubmit(values: TransporterProfileValues): Promise<void>;
  onCancel(): void;
}

/**
 * The edit form. One schema serves both roles: a shipper's form simply has no service fields,
 * whose defaults (the stored values) pass through unchanged.
 */
export function ProfileForm({ profile, transporter, onSubmit, onCancel }: ProfileFormProps) {
  const form = useZodForm(transporterProfileSchema, profileDefaults(profile));
  return (
    <FormProvider {...form}>
      <ServerForm
        form={form}
        onSubmit={onSubmit}
        submitLabel="Guardar Cambios"
        pendingLabel="Guardando…"
        onCancel={onCancel}
        className="space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="name" label="Nombre Completo" required autoComplete="name" />
          <EmailField form={form} name="email" />
          <TextField form={form} name="company" label="Empresa" autoComplete="organization" />
          <TextField form={form} name="phone" label="Teléfono" type="tel" autoComplete="tel" />
        </div>
        <AddressField form={form} name="address" />
        {transporter ? (
          <>
            <TextField
              form={form}
              name="description"
              label="Descripción del servicio"
              multiline
              rows={3}
            />
            <VehicleTypesField required={false} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField form={form} name="serviceAreas" label="Áreas de servicio" />
              <TextField form={form} name="taxId" label="CUIT / Identificación fiscal" />
            </div>
          </>
        ) : null}
      </ServerForm>
    </FormProvider>
  );
}
