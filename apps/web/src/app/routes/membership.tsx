export { MembershipPage as default } from '../../features/payments/components/membership-page';
