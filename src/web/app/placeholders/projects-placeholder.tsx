// Placeholder route page until the Projects screen is built (another issue).
import { BuildingPage } from './building-page';

export default function ProjectsPlaceholder() {
  return <BuildingPage title="Projects" />;
}
