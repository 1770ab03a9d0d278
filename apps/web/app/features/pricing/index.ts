export { FlexVolumePicker } from './plan-cards';
