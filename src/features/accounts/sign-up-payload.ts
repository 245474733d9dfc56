/** Builds the sign-up call of each registration form: e-mail, password and the metadata that
 * the database trigger turns into the profile and the role. */
import type { SignUpInput, SignUpMetadata } from '@/auth';
import type {
  AccountValues,
  RegisterValues,
  ShipperSignupValues,
  TransporterSignupValues,
} from './schemas/sign-up';

function accountInput(values: AccountValues, data: SignUpMetadata): SignUpInput {
  return { email: values.email, password: values.password, data };
}

function baseMetadata(values: AccountValues) {
  return { name: values.name, company: values.company || null, phone: values.phone };
}

/** The generic form has no address field, so the metadata carries none. */
export function registerPayload(values: RegisterValues): SignUpInput {
  return accountInput(values, { ...baseMetadata(values), role: values.role });
}

/** cargoTypes is validated by the form but not sent: the profile has no column for it. */
export function shipperSignupPayload(values: ShipperSignupValues): SignUpInput {
  return accountInput(values, {
    ...baseMetadata(values),
    address: values.address,
    role: 'shipper',
  });
}

export function transporterSignupPayload(values: TransporterSignupValues): SignUpInput {
  return accountInput(values, {
    ...baseMetadata(values),
    address: values.address,
    role: 'transporter',
    taxId: values.taxId,
    description: values.description,
    vehicleTypes: values.vehicleTypes,
    serviceAreas: values.serviceAreas,
  });
}
