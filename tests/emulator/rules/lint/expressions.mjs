// The expression grammar of rules (CEL-like): literals, lists, maps, path literals, calls,
// member access, method calls, indexes and slices, unary and binary operators by precedence,
// `is <type>`, and the ternary. Unknown methods and types are reported in `errors` as they are
// read; calls and identifiers are collected with their scope, to be resolved once the whole file
// is read (functions may be declared in any order).
import { METHODS, TYPES } from './vocabulary.mjs';

/** Binary operators from the loosest to the tightest. */
const LEVELS = [
  ['||'],
  ['&&'],
  ['==', '!=', '<', '>', '<=', '>=', 'in', 'is'],
  ['+', '-'],
  ['*', '/', '%'],
];

export function createExpressionParser({ peek, next, fail, expect, expectId }, errors) {
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
  return { expr, calls, idents };
}
