export { PrivacyPage as default } from '../../features/marketing/components/pages/privacy-page';
