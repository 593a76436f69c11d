export { SessionDetailPage as default } from '../../features/companion/components/session-detail-page';
