export { DetailList } from './components/detail-list';
