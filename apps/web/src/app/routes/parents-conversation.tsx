export { ConversationDetailPage as default } from '../../features/companion/components/conversation-detail-page';
