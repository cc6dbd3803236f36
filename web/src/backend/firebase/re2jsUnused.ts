/**
 * Stands in for `re2js` in the web build (web/vite.config.ts aliases it here). Firestore's SDK
 * imports that RE2 engine (about 150 kB, 40 kB gzip) for one purpose: evaluating the `like`,
 * `regexContains` and `regexMatch` expressions of Firestore *pipelines* in the browser. This app
 * makes classic queries only (FirestoreWebDocStore: where, orderBy, limit, cursors), which have
 * no regular expressions, so nothing here ever runs; were a pipeline to use one, Firestore
 * catches the error, logs a warning and treats the expression as an error value (issue 22, item 7:
 * the dashboard's first screen downloads Firestore; docs/decisions.md).
 */
export class RE2JS {
  static compile(pattern: string): never {
    throw new Error(
      `Regular expressions in Firestore pipelines are not available in this app (${pattern}).`,
    );
  }
}
