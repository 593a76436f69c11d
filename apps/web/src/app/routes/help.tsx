export { HelpPage as default } from '../../features/marketing/components/pages/help-page';
