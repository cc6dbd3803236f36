// Wires the functions' Firestore triggers to a Firestore emulator that firebase-tools did not start
// (gcloud's, scripts/shared/gcloudFirestore.mjs). firebase-tools registers a trigger only with a
// Firestore emulator it runs itself; with an external one it marks the trigger "ignored" but still
// serves it at /functions/projects/{project}/triggers/{key}. So we do the registration it would do
// (functionsEmulator.js, addFirestoreTrigger): one POST per trigger to the Firestore emulator's
// eventarcTrigger endpoint, and the emulator, started with --functions_emulator, delivers each
// document write to the Functions emulator as a CloudEvent: the real delivery path.

const FIRESTORE_EVENT = /^google\.cloud\.firestore\.document\.v1\./;

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * The Firestore triggers the Functions emulator loaded, with the key it serves each under. The key
 * is `${id}-${generation}`; the generation counts trigger (re)loads, 1 after the first load.
 */
export async function loadedFirestoreTriggers(functionsHost) {
  const { backends } = await getJson(`http://${functionsHost}/backends`);
  return backends
    .flatMap((backend) => backend.functionTriggers ?? [])
    .filter((trigger) => FIRESTORE_EVENT.test(trigger.eventTrigger?.eventType ?? ''))
    .map((trigger) => ({ ...trigger, key: `${trigger.id}-1` }));
}

/** The body firebase-tools sends for a v2 (CloudEvent) Firestore trigger. */
function registration(trigger) {
  const { eventType, eventFilters = {}, eventFilterPathPatterns = {} } = trigger.eventTrigger;
  const exact = eventFilters.document;
  return {
    eventType,
    database: eventFilters.database ?? '(default)',
    namespace: eventFilters.namespace ?? '(default)',
    document: exact
      ? { value: exact, matchType: 'EXACT' }
      : { value: eventFilterPathPatterns.document, matchType: 'PATH_PATTERN' },
  };
}

/** Registers every loaded Firestore trigger with the Firestore emulator; returns their ids. */
export async function registerFirestoreTriggers({ firestoreHost, functionsHost, project }) {
  const triggers = await loadedFirestoreTriggers(functionsHost);
  for (const trigger of triggers) {
    const url =
      `http://${firestoreHost}/emulator/v1/projects/${project}/eventarcTrigger` +
      `?eventarcTriggerId=${encodeURIComponent(trigger.key)}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration(trigger)),
    });
    if (!response.ok) {
      throw new Error(
        `Registering trigger ${trigger.id} with the Firestore emulator failed: HTTP ` +
          `${response.status} ${await response.text()}`,
      );
    }
  }
  return triggers.map((trigger) => trigger.id);
}
