export { type PublishChange, publishChange, publishChanges } from './publish-change.ts';
