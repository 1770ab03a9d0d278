export { ExploreReports } from './components/explore-reports';
