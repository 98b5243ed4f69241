export { PostList as default } from '../../ui/content/PostList';
