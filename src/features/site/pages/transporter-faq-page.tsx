import { FaqPage } from '../components/faq-list';
import { transporterFaq } from '../faq-content';

export function TransporterFaqPage() {
  return <FaqPage faq={transporterFaq} />;
}
