export { ExchangeRatePanel } from './components/exchange-rate-panel';
