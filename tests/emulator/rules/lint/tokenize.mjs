// The lexer of lint-rules.mjs: a rules file as tokens ({ t: 'str' | 'num' | 'id' | 'op', v, line }),
// comments and white space dropped. A string with a newline in it is reported in `errors`.

/** Operators of two characters; any other character is an operator of its own. */
const TWO_CHARACTER_OPS = ['&&', '||', '==', '!=', '<=', '>=', '$(', '**'];

export function tokenize(src, errors) {
  const toks = [];
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
    if (TWO_CHARACTER_OPS.includes(two)) {
      push('op', two);
      i += 2;
      continue;
    }
    push('op', c);
    i++;
  }
  return toks;
}
