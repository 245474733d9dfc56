import { FormProvider } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { submitHandler, useZodForm } from '@/lib/forms';
import {
  transporterProfileSchema,
  type TransporterProfileInput,
  type TransporterProfileValues,
} from '../schemas';
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
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <FormProvider {...form}>
      <form noValidate className="space-y-4" onSubmit={submitHandler(form.handleSubmit, onSubmit)}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Nombre Completo" required error={errors.name?.message}>
            <Input autoComplete="name" {...register('name')} />
          </FormField>
          <FormField label="Correo Electrónico" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <FormField label="Empresa" error={errors.company?.message}>
            <Input autoComplete="organization" {...register('company')} />
          </FormField>
          <FormField label="Teléfono" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...register('phone')} />
          </FormField>
        </div>
        <FormField label="Dirección" error={errors.address?.message}>
          <Input autoComplete="street-address" {...register('address')} />
        </FormField>
        {transporter ? (
          <>
            <FormField label="Descripción del servicio" error={errors.description?.message}>
              <Textarea rows={3} {...register('description')} />
            </FormField>
            <VehicleTypesField required={false} />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Áreas de servicio" error={errors.serviceAreas?.message}>
                <Input {...register('serviceAreas')} />
              </FormField>
              <FormField label="CUIT / Identificación fiscal" error={errors.taxId?.message}>
                <Input {...register('taxId')} />
              </FormField>
            </div>
          </>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <SubmitButton pending={isSubmitting} pendingLabel="Guardando…" fullWidth={false}>
            Guardar Cambios
          </SubmitButton>
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancelar
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
