export { LearnPage as default } from '../../features/cards/study/components/learn-page';
