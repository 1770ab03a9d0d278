export { type PublishChange, publishChange } from './publish-change.ts';
