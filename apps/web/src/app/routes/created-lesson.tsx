export { CreatedLessonPage as default } from '../../features/lessons/components/created-lesson-page';
