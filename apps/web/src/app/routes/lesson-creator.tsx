export { LessonCreatorPage as default } from '../../features/lesson-creator/components/lesson-creator-page';
