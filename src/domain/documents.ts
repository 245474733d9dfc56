/**
 * The vocabulary of documents: which kinds each role uploads, their Spanish labels, and the
 * review statuses with their badges. The documents pages and the admin back-office both use it.
 */
import type { BadgeTone } from '@/components/ui/badge';
import type { Enums } from '@/lib/database.types';

export const documentKindLabels = {
  driving_licence: 'Licencia de conducir (LiNTI)',
  cargo_insurance: 'Seguro de la carga',
  vehicle_insurance: 'Seguro del vehículo',
  rto_vtv: 'RTO / VTV',
  vehicle_registration: 'Cédula del vehículo',
  cuit_certificate: 'Constancia de CUIT',
  iibb_certificate: 'Constancia de IIBB',
  bylaws: 'Estatuto o contrato social',
  other: 'Otro',
} as const;

/** The `documents.kind` slugs (the table's CHECK constraint lists the same ones). */
export type DocumentKind = keyof typeof documentKindLabels;

/** The kinds each role may upload, in the order the upload form offers them. */
export const documentKindsByRole = {
  transporter: [
    'driving_licence',
    'cargo_insurance',
    'vehicle_insurance',
    'rto_vtv',
    'vehicle_registration',
    'cuit_certificate',
    'other',
  ],
  shipper: ['cuit_certificate', 'iibb_certificate', 'bylaws', 'other'],
} as const satisfies Record<'transporter' | 'shipper', readonly DocumentKind[]>;

export type DocumentOwnerRole = keyof typeof documentKindsByRole;

export function documentKindLabel(kind: string): string {
  return kind in documentKindLabels ? documentKindLabels[kind as DocumentKind] : kind;
}

export type DocumentStatus = Enums<'document_status'>;

export const documentStatuses: Record<DocumentStatus, { label: string; tone: BadgeTone }> = {
  activo: { label: 'Activo', tone: 'green' },
  en_revision: { label: 'En revisión', tone: 'yellow' },
  rechazado: { label: 'Rechazado', tone: 'red' },
};

/** What a transporter needs approved (and unexpired) to be verified. */
export const VERIFIED_TRANSPORTER = 'Transportista verificado';
/** A shipper with its 'Registro Dador' on file. */
export const VERIFIED_SHIPPER = 'Dador verificado';
