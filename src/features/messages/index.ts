// The conversations of a listing and a carrier. Pages load through the route table.
export { OpenConversationButton } from './components/open-conversation-button';
export { useUnreadMessageCount } from './api/conversations';
