export { LessonsPage as default } from '../../features/lessons/components/lessons-page';
