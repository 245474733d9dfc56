export { InvoicedMonths } from './components/invoiced-months';
export { InvoicingSettingsCard } from './components/invoicing-settings-card';
export { ShipmentInvoice } from './components/shipment-invoice';
