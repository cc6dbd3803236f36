// The statements of a rules file: match blocks (with their path variables), functions (with
// parameters and lets) and allow statements, each in its own scope. A function declared twice in
// one scope and an unknown operation are reported in `errors`.
import { scope } from './scopes.mjs';
import { OPERATIONS } from './vocabulary.mjs';

export function createDeclarationParser({ peek, next, fail, expect, expectId }, errors, expr) {
  function fn(parent) {
    expect('function');
    const name = expectId();
    expect('(');
    const s = scope(parent);
    const params = [];
    if (peek().v !== ')') {
      params.push(expectId());
      while (peek().v === ',') {
        next();
        params.push(expectId());
      }
    }
    expect(')');
    expect('{');
    params.forEach((x) => s.vars.add(x));
    if (parent.funcs.has(name))
      errors.push(`line ${peek().line}: function ${name} declared twice in one scope`);
    parent.funcs.set(name, params.length);
    while (peek().v === 'let') {
      next();
      const v = expectId();
      expect('=');
      expr(s);
      expect(';');
      s.vars.add(v);
    }
    expect('return');
    expr(s);
    expect(';');
    expect('}');
  }
  function allow(s) {
    expect('allow');
    do {
      const op = expectId();
      if (!OPERATIONS.has(op)) errors.push(`line ${peek().line}: unknown operation ${op}`);
    } while (peek().v === ',' && next());
    if (peek().v === ':') {
      next();
      expect('if');
      expr(s);
    }
    expect(';');
  }
  function match(parent) {
    expect('match');
    const s = scope(parent);
    // path: /seg/{var}/{var=**}
    if (peek().v !== '/') fail('match path must start with /');
    while (peek().v === '/') {
      next();
      if (peek().v === '{') {
        next();
        s.vars.add(expectId());
        if (peek().v === '=') {
          next();
          expect('**');
        }
        expect('}');
      } else if (peek().t === 'id' || peek().t === 'num') next();
      else fail('bad path segment');
    }
    expect('{');
    body(s);
    expect('}');
  }
  /** The functions, match blocks and allow statements of a block, until its end. */
  function body(s) {
    for (;;) {
      const v = peek().v;
      if (v === 'function') fn(s);
      else if (v === 'match') match(s);
      else if (v === 'allow') allow(s);
      else return;
    }
  }
  return { body };
}
