// The names the rules language knows: what the checker of lint-rules.mjs accepts without a
// declaration in the file. A name missing here is reported as unknown, so a new rules feature
// the project starts to use is added here.

/** Global functions and their arity. */
export const BUILTINS = {
  get: 1,
  exists: 1,
  getAfter: 1,
  existsAfter: 1,
  string: 1,
  int: 1,
  float: 1,
  bool: 1,
  path: 1,
  debug: 1,
};

/** Global variables and namespaces. */
export const GLOBALS = new Set([
  'request',
  'resource',
  'true',
  'false',
  'null',
  'math',
  'timestamp',
  'duration',
  'hashing',
  'latlng',
  'firestore',
]);

/** Types after `is`. */
export const TYPES = new Set([
  'string',
  'int',
  'float',
  'number',
  'bool',
  'list',
  'map',
  'timestamp',
  'duration',
  'path',
  'latlng',
  'bytes',
  'set',
  'map_diff',
  'constraint',
]);

/** Methods called on a value (`x.size()`), whatever its type. */
export const METHODS = new Set([
  'get',
  'size',
  'keys',
  'values',
  'hasAll',
  'hasAny',
  'hasOnly',
  'diff',
  'affectedKeys',
  'addedKeys',
  'removedKeys',
  'changedKeys',
  'unchangedKeys',
  'matches',
  'lower',
  'upper',
  'trim',
  'split',
  'replace',
  'join',
  'concat',
  'toSet',
  'difference',
  'intersection',
  'union',
  'removeAll',
  'toUtf8',
  'toMillis',
  'exists',
  'date',
  'seconds',
  'nanos',
]);

/** Operations after `allow`. */
export const OPERATIONS = new Set(['read', 'write', 'get', 'list', 'create', 'update', 'delete']);
