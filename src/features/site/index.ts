export { BenefitsList } from './components/benefits-list';
export { ContactDetails } from './components/contact-details';
export { HowItWorksSteps } from './components/how-it-works-steps';
