export { CommunityPage as default } from '../../features/marketing/components/pages/community-page';
