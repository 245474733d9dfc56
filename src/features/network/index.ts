export { AddToNetworkButton } from './components/add-to-network-button';
