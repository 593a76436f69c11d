export { TestPortalPage as default } from '../../features/membership/components/test-portal-page';
