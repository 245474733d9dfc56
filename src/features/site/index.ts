export { BenefitsList } from './components/benefits-list';
export { ContactDetails } from './components/contact-details';
export { HowItWorksSteps } from './components/how-it-works-steps';
export { FaqQuestions } from './components/faq-list';
export { shipperFaq, transporterFaq } from './faq-content';
