export { ChatHistoryPage as default } from '../../features/companion/components/chat-history-page';
