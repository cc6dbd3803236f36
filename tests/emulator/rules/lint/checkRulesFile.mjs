// One rules file through lint-rules.mjs: tokenized, parsed (rules_version, service, its blocks),
// then every call and identifier resolved in its scope. Prints the file's problems, or what was
// resolved, and says whether it passed.
import { readFileSync } from 'node:fs';
import { createCursor } from './cursor.mjs';
import { createDeclarationParser } from './declarations.mjs';
import { createExpressionParser } from './expressions.mjs';
import { lookupFn, lookupVar, scope } from './scopes.mjs';
import { tokenize } from './tokenize.mjs';

export function checkRulesFile(file) {
  const src = readFileSync(file, 'utf8');
  const errors = [];
  const cursor = createCursor(tokenize(src, errors));
  const { peek, next, fail, expect, expectId } = cursor;
  const { expr, calls, idents } = createExpressionParser(cursor, errors);
  const { body } = createDeclarationParser(cursor, errors, expr);
  try {
    expect('rules_version');
    expect('=');
    if (peek().t !== 'str') fail('version string');
    next();
    expect(';');
    expect('service');
    expectId();
    while (peek().v === '.') {
      next();
      expectId();
    }
    const top = scope(null);
    expect('{');
    body(top);
    expect('}');
    if (peek().t !== 'eof') fail('trailing tokens');
    for (const c of calls) {
      const a = lookupFn(c.s, c.name);
      if (a === undefined) errors.push(`line ${c.line}: unknown function ${c.name}()`);
      else if (a !== c.n)
        errors.push(`line ${c.line}: ${c.name}() takes ${a} argument(s), given ${c.n}`);
    }
    for (const i of idents)
      if (!lookupVar(i.s, i.name)) errors.push(`line ${i.line}: unbound identifier '${i.name}'`);
  } catch (e) {
    errors.push(e.message);
  }
  if (errors.length) {
    console.log(`${file}: ${errors.length} problem(s)`);
    errors.forEach((e) => console.log('  ' + e));
    return false;
  }
  console.log(`${file}: parsed; ${calls.length} calls and ${idents.length} identifiers resolved`);
  return true;
}
