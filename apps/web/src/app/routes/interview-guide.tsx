export { InterviewGuidePage as default } from '../../features/payments/components/interview-guide-page';
