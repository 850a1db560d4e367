// Human names of the component types, used as accessible names of the art and as tray captions: the
// catalogue's display names, so the tray, the grid and the info cards all call a part the same thing.
export { displayName as componentLabel } from '../../../engine/index';
