// Placeholder route page until the Project screen is built (another issue).
import { BuildingPage } from './building-page';

export default function ProjectPlaceholder() {
  return <BuildingPage title="Project" />;
}
