import { FaqPage } from '../components/faq-list';
import { shipperFaq } from '../faq-content';

export function ShipperFaqPage() {
  return <FaqPage faq={shipperFaq} />;
}
