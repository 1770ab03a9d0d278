// What other features may use of the format finder: "resize for placements" on a creative.
export { ResizeButton } from './resize-button';
