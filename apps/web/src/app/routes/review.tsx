export { ReviewPage as default } from '../../features/cards/components/review-page';
