export { ExploreReports } from './components/explore-reports';
export { remixCreative, useSignedIn } from './explore-queries';
