// The parser's position in the tokens of a rules file. A syntax error throws (the check stops at
// the first one) with the line and the token it stopped at.

export function createCursor(toks) {
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
  return { peek, next, fail, expect, expectId };
}
