export type SystemMessageKind = 'success' | 'error' | 'warning' | 'info' | 'admin';

export interface SystemMessage {
  id: string;
  kind: SystemMessageKind;
  title: string;
  body: string;
}

/** The home page's sample of each kind of message the product shows. */
export const SYSTEM_MESSAGES: readonly SystemMessage[] = [
  {
    id: 'success',
    kind: 'success',
    title: 'Carga Publicada',
    body: 'Tu anuncio ya es visible para los transportistas de la plataforma.',
  },
  {
    id: 'connection-error',
    kind: 'error',
    title: 'Error de Conexión',
    body: 'No se pudo conectar con el servidor. Verifica tu conexión a internet e inténtalo de nuevo.',
  },
  {
    id: 'incomplete-data',
    kind: 'warning',
    title: 'Datos Incompletos',
    body: 'Faltan datos obligatorios en tu perfil. Complétalos para recibir propuestas.',
  },
  {
    id: 'info',
    kind: 'info',
    title: 'Nueva Función',
    body: 'Ahora puedes seguir el estado de tus envíos desde tu panel.',
  },
  {
    id: 'admin',
    kind: 'admin',
    title: 'Aviso del Administrador',
    body: 'El sábado de 2 a 4 h la plataforma estará en mantenimiento programado.',
  },
];
