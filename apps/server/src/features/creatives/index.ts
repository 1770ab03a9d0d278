export { type CreativeView, creativeSchema, creativeView } from './creative-view.ts';
export {
  type CreativeRow,
  findCreative,
  findOwnCreative,
  findOwnCreatives,
  isNewestVersion,
} from './creatives.repository.ts';
export { downloadFileName } from './download-creative.ts';
