import { useEffect, useRef, useState } from 'react';
import { ServerForm } from '@/components/ui/server-form';
import { SelectField, TextField } from '@/components/ui/text-field';
import { CUIT_CHECK_MS, CUIT_LENGTH, validateCuit } from '@/domain/cuit';
import { ivaConditionLabels, ivaConditions } from '@/domain/iva';
import { useZodForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import {
  shipperRegistrationSchema,
  type ShipperRegistrationInput,
  type ShipperRegistrationValues,
} from './schemas';
import { CuitValidateButton, type CuitCheckState } from './cuit-validate-button';

export const emptyShipperRegistration: ShipperRegistrationInput = {
  entityType: '',
  fullName: '',
  documentType: '',
  documentNumber: '',
  companyName: '',
  cuit: '',
  iibbNumber: '',
  businessAddress: '',
  businessActivity: '',
  loadingAddress: '',
  ivaCondition: '',
};

const ENTITY_TYPES = [
  { value: 'persona_humana', label: 'Persona Humana' },
  { value: 'persona_juridica', label: 'Persona Jurídica' },
] as const;

const IVA_CONDITIONS = ivaConditions.map((value) => ({ value, label: ivaConditionLabels[value] }));

const DOCUMENT_TYPES = [
  { value: 'dni', label: 'DNI' },
  { value: 'passport', label: 'Pasaporte' },
  { value: 'other', label: 'Otro' },
] as const;

export interface ShipperRegistrationFormProps {
  defaultValues: ShipperRegistrationInput;
  /** Saves the registration; throws to keep the input and say in the form why it failed. */
  onSubmit(values: ShipperRegistrationValues): Promise<void>;
}

export function ShipperRegistrationForm({ defaultValues, onSubmit }: ShipperRegistrationFormProps) {
  const form = useZodForm(shipperRegistrationSchema, defaultValues);
  const { watch, getValues, setError, clearErrors } = form;
  const entityType = watch('entityType');
  const cuit = watch('cuit');
  // A saved registration's CUIT passed the database's check: it starts validated.
  const [cuitState, setCuitState] = useState<CuitCheckState>(
    defaultValues.cuit && validateCuit(defaultValues.cuit).valid ? 'validated' : 'idle',
  );
  const validatedCuit = useRef(cuitState === 'validated' ? defaultValues.cuit : null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  // Editing the CUIT after a validation asks for a new one.
  useEffect(() => {
    if (validatedCuit.current !== null && cuit !== validatedCuit.current) {
      validatedCuit.current = null;
      setCuitState('idle');
    }
  }, [cuit]);

  function validate() {
    setCuitState('validating');
    clearErrors('cuit');
    timer.current = setTimeout(() => {
      const typed = getValues('cuit');
      const result = validateCuit(typed);
      if (!result.valid) {
        setCuitState('idle');
        setError('cuit', { message: result.message }, { shouldFocus: true });
        return;
      }
      validatedCuit.current = typed;
      setCuitState('validated');
      toast.success('CUIT validado correctamente');
    }, CUIT_CHECK_MS);
  }

  return (
    <ServerForm
      form={form}
      onSubmit={onSubmit}
      submitLabel="Guardar"
      pendingLabel="Guardando…"
      className="space-y-4"
    >
      <h2 className="text-lg font-semibold text-slate-900">Registro de Usuario Dador</h2>
      <SelectField
        form={form}
        name="entityType"
        label="Tipo de entidad"
        required
        placeholder="Selecciona un tipo de entidad"
        options={ENTITY_TYPES}
      />
      {entityType === 'persona_humana' ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            form={form}
            name="fullName"
            label="Nombre completo"
            required
            className="sm:col-span-3"
            autoComplete="name"
          />
          <SelectField
            form={form}
            name="documentType"
            label="Tipo de documento"
            required
            placeholder="Selecciona"
            options={DOCUMENT_TYPES}
          />
          <TextField
            form={form}
            name="documentNumber"
            label="Número de documento"
            required
            className="sm:col-span-2"
          />
        </div>
      ) : null}
      {entityType === 'persona_juridica' ? (
        <TextField
          form={form}
          name="companyName"
          label="Razón social"
          required
          autoComplete="organization"
        />
      ) : null}
      {/* maxLength leaves room for the two hyphens of 20-12345678-6. */}
      <div className="space-y-2">
        <TextField
          form={form}
          name="cuit"
          label="CUIT"
          required
          hint="Con o sin guiones: 20-12345678-6"
          inputMode="numeric"
          maxLength={CUIT_LENGTH + 2}
        />
        <CuitValidateButton state={cuitState} onValidate={validate} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="iibbNumber" label="Número de IIBB" required />
        <TextField form={form} name="businessActivity" label="Actividad de la empresa" required />
        <TextField
          form={form}
          name="businessAddress"
          label="Dirección comercial"
          required
          autoComplete="street-address"
        />
        <TextField form={form} name="loadingAddress" label="Dirección de carga" required />
        <SelectField
          form={form}
          name="ivaCondition"
          label="Condición frente al IVA"
          hint="Con ella el transportista elige tu tipo de factura."
          placeholder="Sin indicar"
          options={IVA_CONDITIONS}
        />
      </div>
    </ServerForm>
  );
}
