import { errorMapper } from '@/lib/data-errors';
import { messages } from '../../schemas/fields';

const atMost = (field: string, max: number) => `${field} debe tener como máximo ${max} caracteres.`;

/** The DataError a failed profile update throws; `profiles`' named CHECK constraints in Spanish. */
export const profileError = errorMapper({
  constraints: {
    profiles_name_check: 'El nombre debe tener entre 2 y 120 caracteres.',
    profiles_company_check: atMost('La empresa', 160),
    profiles_phone_check: atMost('El teléfono', 40),
    profiles_phone_e164: `${messages.phone}.`,
    profiles_address_check: atMost('La dirección', 240),
    profiles_tax_id_check: atMost('La identificación fiscal', 40),
    profiles_description_check: atMost('La descripción', 2000),
    profiles_vehicle_types_check: 'Algún tipo de vehículo no es válido.',
    profiles_service_areas_check: atMost('Las áreas de servicio', 500),
  },
});
