export { InvoicingSettingsCard } from './components/invoicing-settings-card';
