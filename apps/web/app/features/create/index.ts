// What other features may use of the composer: a creative's type, reads and actions, its video player.
export { CopyPromptButton, creativeFrame, DownloadButton } from './components/creative-actions';
export { AnimateButton, VideoPlayer } from './components/video-player';
export {
  type Creative,
  type CreativeListItem,
  fetchCreative,
  isInProgress,
  useQueueCreatives,
} from './create-queries';
