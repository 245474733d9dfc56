// Loaded only lazily (the signed-in account chunk, the dashboards' route): a visitor's home page
// never downloads the bell nor the page.
export { NotificationBell } from './components/notification-bell';
export { NotificationsPage } from './pages/notifications-page';
