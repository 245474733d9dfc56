export { AddToMyCarriersButton } from './components/add-to-my-carriers-button';
