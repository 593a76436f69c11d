export { TermsPage as default } from '../../features/marketing/components/pages/terms-page';
