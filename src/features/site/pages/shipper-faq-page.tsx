import { FaqPage, type FaqItem } from '../components/faq-list';

const questions: readonly FaqItem[] = [
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
];

export function ShipperFaqPage() {
  return (
    <FaqPage
      title="Preguntas Frecuentes para Dadores de Carga"
      intro="Todo lo que necesitas saber para publicar tu carga y elegir al transportista indicado."
      items={questions}
      contactPrompt="¿No encuentras tu respuesta?"
      contactLabel="Escríbenos"
    />
  );
}
