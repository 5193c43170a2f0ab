export { ClassChooser } from './ClassChooser';
