export { MembershipPage as default } from '../../features/membership/components/membership-page';
