#!/usr/bin/env node
// Switches the Functions emulator's background triggers off through the hub that
// `firebase emulators:exec` names in FIREBASE_EMULATOR_HUB. The auth tier (no Firestore emulator)
// runs it first: its accountCreated trigger would write a profile to a Firestore that is not there,
// hang until the 60 s function timeout, and hold the emulators' shutdown for that long.
import { backgroundTriggers } from './emulatorControl.mjs';

const hub = process.env.FIREBASE_EMULATOR_HUB;
if (!hub) {
  console.error(
    'backgroundTriggersOff: FIREBASE_EMULATOR_HUB is not set (run under emulators:exec).',
  );
  process.exit(1);
}
await backgroundTriggers(hub, false);
console.log('Background triggers off: this tier has no Firestore for them to write to.');
