export { PaymentSuccessPage as default } from '../../features/payments/components/payment-success-page';
