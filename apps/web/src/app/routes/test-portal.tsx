export { TestPortalPage as default } from '../../features/payments/components/test-portal-page';
