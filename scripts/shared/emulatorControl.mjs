// Talking to running emulators over HTTP: the Functions emulator's background triggers (through
// the hub) and the rules of gcloud's Firestore emulator.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './emulators.mjs';

/** Switches the Functions emulator's background triggers off or on (through the hub). */
export async function backgroundTriggers(hub, enabled) {
  const path = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://${hub}/functions/${path}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`PUT /functions/${path}: HTTP ${response.status}`);
}

/**
 * Loads firestore.rules into gcloud's emulator, as firebase-tools does for its own (the same
 * endpoint @firebase/rules-unit-testing uses), so clients meet the real rules.
 */
export async function loadFirestoreRules(firestoreHost, project) {
  const config = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
  const content = readFileSync(join(repoRoot, config.firestore.rules), 'utf8');
  const response = await fetch(
    `http://${firestoreHost}/emulator/v1/projects/${project}:securityRules`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
    },
  );
  if (!response.ok) {
    throw new Error(
      `Loading firestore.rules failed: HTTP ${response.status} ${await response.text()}`,
    );
  }
}
