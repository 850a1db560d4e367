// Placeholder route page until the Community Levels screen is built (another issue).
import { BuildingPage } from './building-page';

export default function ExplorePlaceholder() {
  return <BuildingPage title="Community Levels" />;
}
