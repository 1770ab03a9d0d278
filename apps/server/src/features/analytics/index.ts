/** First-party analytics (decision 0051): what other features use. */
export { recordKeyEvent } from './record-key-event.ts';
