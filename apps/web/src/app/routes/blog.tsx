export { BlogPage as default } from '../../features/marketing/components/pages/blog-page';
