// Loaded only lazily (the signed-in account chunk): a visitor's home page never downloads the
// bell. The route table loads the page module itself, like every feature's pages.
export { NotificationBell } from './components/notification-bell';
export { UserLiveUpdates } from './live/user-live-updates';
export { useUserLiveState } from './live/user-live-state';
