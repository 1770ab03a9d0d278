export { type Plan, type Profile, refreshProfile, saveSettings, useProfile } from './profile-queries';
