/**
 * The two FAQs, in one place: the public pages (/shipper-faq, /transporter-faq) and the
 * dashboards' Preguntas Frecuentes show these same questions.
 */
export interface FaqItem {
  question: string;
  answer: string;
}

export interface Faq {
  title: string;
  intro: string;
  items: readonly FaqItem[];
  /** The question before the link to Contacto, e.g. "¿No encuentras tu respuesta?". */
  contactPrompt: string;
  contactLabel: string;
}

export const shipperFaq: Faq = {
  title: 'Preguntas Frecuentes para Dadores de Carga',
  intro: 'Todo lo que necesitas saber para publicar tu carga y elegir al transportista indicado.',
  items: [
    {
      question: '¿Cuánto cuesta publicar una carga?',
      answer:
        'Registrarte y publicar cargas no tiene costo. Solo pagas el flete que acuerdas con el transportista que elijas.',
    },
    {
      question: '¿Qué datos necesito para publicar?',
      answer:
        'El origen y el destino, el peso en kg, las medidas si las conoces, las fechas de retiro y de entrega, el tipo de vehículo que requiere y el precio que ofreces.',
    },
    {
      question: '¿Cómo sé que el transportista es confiable?',
      answer:
        'Los transportistas se registran con su identificación fiscal y la documentación de su empresa y sus vehículos. Antes de aceptar una propuesta puedes ver quién la envía.',
    },
    {
      question: '¿Puedo modificar una carga publicada?',
      answer:
        'Sí, mientras siga pendiente puedes editarla desde el listado con el botón Editar Anuncio. Una vez asignada, coordina los cambios con el transportista.',
    },
    {
      question: '¿Cómo sigo mi envío?',
      answer:
        'En tu panel de dador de carga, en Mis Envíos, ves el estado de cada carga: pendiente, asignada, en tránsito o entregada.',
    },
  ],
  contactPrompt: '¿No encuentras tu respuesta?',
  contactLabel: 'Escríbenos',
};

export const transporterFaq: Faq = {
  title: 'Preguntas Frecuentes para Transportistas',
  intro: 'Respuestas rápidas para encontrar cargas, ofertar y completar tus fletes.',
  items: [
    {
      question: '¿Qué necesito para registrarme como transportista?',
      answer:
        'Los datos de tu empresa o actividad, tu CUIT, los tipos de vehículo con los que trabajas y las zonas en las que ofreces servicio.',
    },
    {
      question: '¿Tiene costo usar ConectaCargas?',
      answer:
        'Registrarte, buscar cargas y enviar ofertas no tiene costo. El flete lo cobras según lo acordado con el dador de carga.',
    },
    {
      question: '¿Cómo encuentro cargas para mis vehículos?',
      answer:
        'En Listados de Carga puedes buscar por origen, destino o palabras clave y filtrar por tipo de mercadería, tipo de carga y tipo de vehículo.',
    },
    {
      question: '¿Cómo envío una oferta?',
      answer:
        'Abre la carga que te interesa y pulsa Aplicar Ahora. Indica tu precio y un mensaje para el dador; te avisaremos si la acepta.',
    },
    {
      question: '¿Qué pasa cuando aceptan mi oferta?',
      answer:
        'La carga queda asignada a ti y aparece en tu panel, en Mis Fletes, donde informas cuándo está en tránsito y cuándo fue entregada.',
    },
  ],
  contactPrompt: '¿Tienes otra consulta?',
  contactLabel: 'Contáctanos',
};
