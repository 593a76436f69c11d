export { LessonPlayerPage as default } from '../../features/lessons/components/lesson-player-page';
