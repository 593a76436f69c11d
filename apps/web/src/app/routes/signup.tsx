export { SignupPage as default } from '../../features/accounts/components/signup-page';
