export { LessonCreatorPage as default } from '../../features/lessons/components/lesson-creator-page';
