export { AssistantPickerPage as default } from '../../features/companion/components/assistant-picker-page';
