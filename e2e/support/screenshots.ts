// Where browser tests save their screenshots: a temp folder normally, so a test run never changes
// tracked files; `UPDATE_SCREENSHOTS=1` writes them to docs/screenshots (the README's gallery) instead.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SCREENSHOT_DIR = process.env.UPDATE_SCREENSHOTS
  ? 'docs/screenshots'
  : path.join(os.tmpdir(), 'ohmlet-screenshots');
fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
