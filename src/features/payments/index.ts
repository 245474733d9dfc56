export { MercadoPagoCard } from './components/mercadopago-card';
export { ProtectedPaymentPanel } from './components/protected-payment-panel';
export { releaseIfReserved, rowToProtectedPayment } from './api/protected-payments';
export { paymentStatusText } from './payment-status';
export type { ProtectedPayment } from './api/protected-payments';
