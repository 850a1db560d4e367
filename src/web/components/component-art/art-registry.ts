// The drawers: for every component type, how it is drawn in each style. The older parts are listed
// here; a part drawn in files of its own (photo/part-<type>.tsx, schematic/part-<type>.tsx, each
// exporting `art: PartArt`) is found by the glob below and needs no line (docs/architecture.md).
import type { ComponentType } from '../../../engine/index';
import type { ArtDrawer, PartArt } from './art-types';
import { photoBulb } from './photo/photo-bulb';
import { photoLed } from './photo/photo-led';
import { photoMosfet, photoProbe, photoSwitch } from './photo/photo-controls';
import { photoCapacitor, photoDiode, photoResistor } from './photo/photo-passives';
import { photoBattery, photoBlock, photoCornerWire, photoStar, photoStraightWire, photoTWire } from './photo/photo-wires';
import { schematicLamp, schematicMosfet } from './schematic/schematic-active';
import { schematicLed } from './schematic/schematic-led';
import {
  schematicBattery,
  schematicBlock,
  schematicCornerWire,
  schematicStar,
  schematicStraightWire,
  schematicTWire,
} from './schematic/schematic-basics';
import {
  schematicCapacitor,
  schematicDiode,
  schematicProbe,
  schematicResistor,
  schematicSwitch,
} from './schematic/schematic-parts';

const LISTED: Partial<Record<ComponentType, { photo: ArtDrawer; schematic: ArtDrawer }>> = {
  battery: { photo: photoBattery, schematic: schematicBattery },
  'straight-wire': { photo: photoStraightWire, schematic: schematicStraightWire },
  'corner-wire': { photo: photoCornerWire, schematic: schematicCornerWire },
  't-wire': { photo: photoTWire, schematic: schematicTWire },
  star: { photo: photoStar, schematic: schematicStar },
  block: { photo: photoBlock, schematic: schematicBlock },
  switch: { photo: photoSwitch, schematic: schematicSwitch },
  resistor: { photo: photoResistor, schematic: schematicResistor },
  capacitor: { photo: photoCapacitor, schematic: schematicCapacitor },
  diode: { photo: photoDiode, schematic: schematicDiode },
  mosfet: { photo: photoMosfet, schematic: schematicMosfet },
  'red-bulb': { photo: photoBulb, schematic: schematicLamp },
  'yellow-bulb': { photo: photoBulb, schematic: schematicLamp },
  'green-bulb': { photo: photoBulb, schematic: schematicLamp },
  'red-bulb-straight': { photo: photoBulb, schematic: schematicLamp },
  'yellow-bulb-straight': { photo: photoBulb, schematic: schematicLamp },
  'green-bulb-straight': { photo: photoBulb, schematic: schematicLamp },
  'red-led': { photo: photoLed, schematic: schematicLed },
  'yellow-led': { photo: photoLed, schematic: schematicLed },
  'green-led': { photo: photoLed, schematic: schematicLed },
  probe: { photo: photoProbe, schematic: schematicProbe },
  'probe-voltage-pos': { photo: photoProbe, schematic: schematicProbe },
  'probe-voltage-neg': { photo: photoProbe, schematic: schematicProbe },
  'probe-current': { photo: photoProbe, schematic: schematicProbe },
};

const OWN_FILES = import.meta.glob<PartArt>(['./photo/part-*.tsx', './schematic/part-*.tsx'], { eager: true, import: 'art' });

function discovered(): Partial<Record<ComponentType, { photo: ArtDrawer; schematic: ArtDrawer }>> {
  const found: Partial<Record<ComponentType, Partial<Record<PartArt['style'], ArtDrawer>>>> = {};
  for (const art of Object.values(OWN_FILES)) (found[art.type] ??= {})[art.style] = art.draw;
  const complete: Partial<Record<ComponentType, { photo: ArtDrawer; schematic: ArtDrawer }>> = {};
  for (const [type, styles] of Object.entries(found) as [ComponentType, Partial<Record<PartArt['style'], ArtDrawer>>][]) {
    const photo = styles.photo ?? styles.schematic;
    const schematic = styles.schematic ?? styles.photo;
    if (photo && schematic) complete[type] = { photo, schematic };
  }
  return complete;
}

/** Every type's drawers; a type without any draws nothing (ComponentArt's fallback). */
export const ART_DRAWERS: Partial<Record<ComponentType, { photo: ArtDrawer; schematic: ArtDrawer }>> = { ...LISTED, ...discovered() };
