import { FaqPage, type FaqItem } from '../components/faq-list';

const questions: readonly FaqItem[] = [
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
];

export function TransporterFaqPage() {
  return (
    <FaqPage
      title="Preguntas Frecuentes para Transportistas"
      intro="Respuestas rápidas para encontrar cargas, ofertar y completar tus fletes."
      items={questions}
      contactPrompt="¿Tienes otra consulta?"
      contactLabel="Contáctanos"
    />
  );
}
