// The scopes of a rules file: each match block and function has its variables (path variables,
// parameters, lets) and the functions declared in it; names are looked up outwards, then among
// the language's globals and builtins.
import { BUILTINS, GLOBALS } from './vocabulary.mjs';

/** scope: { vars: Set, funcs: Map(name -> arity), parent } */
export const scope = (parent) => ({ vars: new Set(), funcs: new Map(), parent, pending: [] });

export const lookupVar = (s, n) => {
  for (let x = s; x; x = x.parent) if (x.vars.has(n)) return true;
  return GLOBALS.has(n);
};

/** The arity of function `n` as seen from scope `s`, or undefined when there is none. */
export const lookupFn = (s, n) => {
  for (let x = s; x; x = x.parent) if (x.funcs.has(n)) return x.funcs.get(n);
  return BUILTINS[n];
};
