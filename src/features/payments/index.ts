export { MercadoPagoCard } from './components/mercadopago-card';
