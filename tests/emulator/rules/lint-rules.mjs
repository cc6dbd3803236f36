#!/usr/bin/env node
// Offline syntax and scope check of firestore.rules and storage.rules: usage
//   node tests/emulator/rules/lint-rules.mjs firestore.rules storage.rules
// The emulators compile the rules for real (tests/emulator/rules/*.test.ts, Java 21); this catches
// the common mistakes where Java is missing. Not a full compiler: types are not checked.
// A small static checker for Firebase rules files (Firestore/Storage, rules_version 2):
// tokenizes, parses the grammar (service, match, allow, function/let/return, CEL-like
// expressions, path literals) and checks that every called function exists in scope with the
// right arity, every identifier is bound, and every method name is a known rules method.
import { readFileSync } from 'node:fs';
function check(file) {
  const src = readFileSync(file, 'utf8');
  const errors = [];
  // ---- lexer
  const toks = [];
  {
    let i = 0,
      line = 1;
    const push = (t, v) => toks.push({ t, v, line });
    while (i < src.length) {
      const c = src[i];
      if (c === '\n') {
        line++;
        i++;
        continue;
      }
      if (/\s/.test(c)) {
        i++;
        continue;
      }
      if (src.startsWith('//', i)) {
        while (i < src.length && src[i] !== '\n') i++;
        continue;
      }
      if (src.startsWith('/*', i)) {
        const j = src.indexOf('*/', i);
        line += src.slice(i, j).split('\n').length - 1;
        i = j + 2;
        continue;
      }
      if (c === "'" || c === '"') {
        let j = i + 1;
        while (src[j] !== c) {
          if (src[j] === '\\') j++;
          if (src[j] === '\n') errors.push(`line ${line}: newline in string`);
          j++;
        }
        push('str', JSON.stringify(src.slice(i + 1, j)));
        i = j + 1;
        continue;
      }
      if (/[0-9]/.test(c)) {
        let j = i;
        while (/[0-9.]/.test(src[j])) j++;
        push('num', src.slice(i, j));
        i = j;
        continue;
      }
      if (/[A-Za-z_]/.test(c)) {
        let j = i;
        while (/[A-Za-z0-9_]/.test(src[j])) j++;
        push('id', src.slice(i, j));
        i = j;
        continue;
      }
      const two = src.slice(i, i + 2);
      if (['&&', '||', '==', '!=', '<=', '>=', '$(', '**'].includes(two)) {
        push('op', two);
        i += 2;
        continue;
      }
      push('op', c);
      i++;
    }
  }
  let p = 0;
  const peek = (o = 0) => toks[p + o] ?? { t: 'eof', v: '<eof>', line: -1 };
  const next = () => toks[p++];
  const fail = (msg) => {
    throw new Error(`line ${peek().line}: ${msg} (at '${peek().v}')`);
  };
  const expect = (v) => {
    if (peek().v !== v) fail(`expected '${v}'`);
    return next();
  };
  const expectId = () => {
    if (peek().t !== 'id') fail('expected identifier');
    return next().v;
  };

  const BUILTINS = {
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
  const GLOBALS = new Set([
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
  const TYPES = new Set([
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
  const METHODS = new Set([
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

  // scopes: { vars:Set, funcs:Map(name->arity), parent }
  const scope = (parent) => ({ vars: new Set(), funcs: new Map(), parent, pending: [] });
  const lookupVar = (s, n) => {
    for (let x = s; x; x = x.parent) if (x.vars.has(n)) return true;
    return GLOBALS.has(n);
  };
  const lookupFn = (s, n) => {
    for (let x = s; x; x = x.parent) if (x.funcs.has(n)) return x.funcs.get(n);
    return BUILTINS[n];
  };

  // Calls are checked after the whole block is read (functions may be declared in any order).
  const calls = [];
  const idents = [];
  function primary(s) {
    const tk = peek();
    if (tk.t === 'str' || tk.t === 'num') {
      next();
      return;
    }
    if (tk.v === '(') {
      next();
      expr(s);
      expect(')');
      return;
    }
    if (tk.v === '[') {
      next();
      if (peek().v !== ']') {
        expr(s);
        while (peek().v === ',') {
          next();
          if (peek().v === ']') break;
          expr(s);
        }
      }
      expect(']');
      return;
    }
    if (tk.v === '{') {
      next();
      if (peek().v !== '}') {
        do {
          if (peek().v === '}') break;
          expr(s);
          expect(':');
          expr(s);
        } while (peek().v === ',' && next());
      }
      expect('}');
      return;
    }
    if (tk.t === 'op' && tk.v === '/') {
      // path literal
      while (peek().v === '/') {
        next();
        if (peek().v === '$(') {
          next();
          expr(s);
          expect(')');
        } else if (peek().v === '(') {
          next();
          expectId();
          expect(')');
        } else expectId();
      }
      return;
    }
    if (tk.t === 'str' || tk.t === 'num') {
      next();
      return;
    }
    if (tk.t === 'id') {
      const name = next().v;
      if (peek().v === '(') {
        next();
        let n = 0;
        if (peek().v !== ')') {
          expr(s);
          n++;
          while (peek().v === ',') {
            next();
            expr(s);
            n++;
          }
        }
        expect(')');
        calls.push({ s, name, n, line: tk.line });
        return;
      }
      idents.push({ s, name, line: tk.line });
      return;
    }
    fail('unexpected token in expression');
  }
  function postfix(s) {
    primary(s);
    for (;;) {
      if (peek().v === '.') {
        next();
        const tk = peek();
        const m = expectId();
        if (peek().v === '(') {
          if (!METHODS.has(m)) errors.push(`line ${tk.line}: unknown method .${m}()`);
          next();
          if (peek().v !== ')') {
            expr(s);
            while (peek().v === ',') {
              next();
              expr(s);
            }
          }
          expect(')');
        }
        continue;
      }
      if (peek().v === '[') {
        next();
        expr(s);
        if (peek().v === ':') {
          next();
          expr(s);
        }
        expect(']');
        continue;
      }
      return;
    }
  }
  function unary(s) {
    if (peek().v === '!' || peek().v === '-') {
      next();
      return unary(s);
    }
    postfix(s);
  }
  const LEVELS = [
    ['||'],
    ['&&'],
    ['==', '!=', '<', '>', '<=', '>=', 'in', 'is'],
    ['+', '-'],
    ['*', '/', '%'],
  ];
  function bin(s, lvl) {
    if (lvl === LEVELS.length) return unary(s);
    bin(s, lvl + 1);
    while (LEVELS[lvl].includes(peek().v)) {
      const op = next().v;
      if (op === 'is') {
        const t = expectId();
        if (!TYPES.has(t)) errors.push(`line ${peek().line}: unknown type '${t}'`);
        continue;
      }
      bin(s, lvl + 1);
    }
  }
  function expr(s) {
    bin(s, 0);
    if (peek().v === '?') {
      next();
      expr(s);
      expect(':');
      expr(s);
    }
  }

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
  const OPS = new Set(['read', 'write', 'get', 'list', 'create', 'update', 'delete']);
  function allow(s) {
    expect('allow');
    do {
      const op = expectId();
      if (!OPS.has(op)) errors.push(`line ${peek().line}: unknown operation ${op}`);
    } while (peek().v === ',' && next());
    if (peek().v === ':') {
      next();
      expect('if');
      expr(s);
    }
    expect(';');
  }
  function match(parent) {
    const line = peek().line;
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
    void line;
  }
  function body(s) {
    for (;;) {
      const v = peek().v;
      if (v === 'function') fn(s);
      else if (v === 'match') match(s);
      else if (v === 'allow') allow(s);
      else return;
    }
  }
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

const files = process.argv.slice(2);
if (files.length === 0) files.push('firestore.rules', 'storage.rules');
const results = files.map(check);
process.exit(results.every(Boolean) ? 0 : 1);
