export { PracticeTestPage as default } from '../../features/cards/study/components/practice-test-page';
