export { DashboardPage as default } from '../../features/cards/components/dashboard-page';
