export { useStyleChoices } from './styles-queries';
