// Random guest display names (docs/product.md "Rules and their texts", Guest): one of 20 adjectives, one of 20 electronics
// component words and a number from 0 to 999, e.g. "Bright Capacitor 417".
import { randomInt } from 'node:crypto';

export const GUEST_ADJECTIVES = [
  'Bright', 'Brave', 'Clever', 'Curious', 'Daring', 'Eager', 'Fizzy', 'Gentle', 'Happy', 'Jolly',
  'Lively', 'Lucky', 'Mighty', 'Nimble', 'Plucky', 'Quick', 'Shiny', 'Sparky', 'Swift', 'Zappy',
] as const;

export const GUEST_COMPONENT_WORDS = [
  'Battery', 'Bulb', 'Capacitor', 'Circuit', 'Diode', 'Electron', 'Fuse', 'Inductor', 'Magnet', 'Motor',
  'Ohm', 'Probe', 'Relay', 'Resistor', 'Sensor', 'Socket', 'Switch', 'Transistor', 'Volt', 'Wire',
] as const;

export function randomGuestName(): string {
  const adjective = GUEST_ADJECTIVES[randomInt(GUEST_ADJECTIVES.length)];
  const word = GUEST_COMPONENT_WORDS[randomInt(GUEST_COMPONENT_WORDS.length)];
  return `${adjective} ${word} ${randomInt(1000)}`;
}
