// Placeholder route page until the Level creator screen is built (another issue).
import { BuildingPage } from './building-page';

export default function LevelCreatorPlaceholder() {
  return <BuildingPage title="Level creator" />;
}
