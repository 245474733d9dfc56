export { MercadoPagoCard } from './components/mercadopago-card';
export { ProtectedPaymentPanel } from './components/protected-payment-panel';
export { releaseIfReserved } from './api/protected-payments';
