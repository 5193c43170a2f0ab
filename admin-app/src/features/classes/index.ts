export { ClassesPage } from './ClassesPage';
export { ClassPage } from './ClassPage';
