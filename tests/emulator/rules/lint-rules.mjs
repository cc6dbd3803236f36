#!/usr/bin/env node
// Offline syntax and scope check of firestore.rules and storage.rules: usage
//   node tests/emulator/rules/lint-rules.mjs firestore.rules storage.rules
// The emulators compile the rules for real (tests/emulator/rules/*.test.ts, Java 21); this catches
// the common mistakes where Java is missing. Not a full compiler: types are not checked.
// A small static checker for Firebase rules files (Firestore/Storage, rules_version 2):
// tokenizes, parses the grammar (service, match, allow, function/let/return, CEL-like
// expressions, path literals) and checks that every called function exists in scope with the
// right arity, every identifier is bound, and every method name is a known rules method.
// The pieces, in lint/: tokenize.mjs (lexer), cursor.mjs (position and syntax errors),
// expressions.mjs and declarations.mjs (the grammar), scopes.mjs, vocabulary.mjs (the builtins,
// globals, types, methods and operations it knows) and checkRulesFile.mjs (one file, start to end).
import { checkRulesFile } from './lint/checkRulesFile.mjs';

const files = process.argv.slice(2);
if (files.length === 0) files.push('firestore.rules', 'storage.rules');
const results = files.map(checkRulesFile);
process.exit(results.every(Boolean) ? 0 : 1);
