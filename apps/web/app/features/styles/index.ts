export { useStyles } from './styles-queries';
