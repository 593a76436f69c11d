export { LoginPage as default } from '../../features/accounts/components/login-page';
