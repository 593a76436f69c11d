export { GeneratorPage as default } from '../../features/cards/components/generator-page';
