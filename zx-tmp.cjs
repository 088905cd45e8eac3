const { ZxcvbnFactory } = require('@zxcvbn-ts/core');
const common = require('@zxcvbn-ts/language-common');
const en = require('@zxcvbn-ts/language-en');
const z = new ZxcvbnFactory({ maxLength: 50, l33tMaxSubstitutions: 10, dictionary: { ...common.dictionary, ...en.dictionary }, graphs: common.adjacencyGraphs, translations: en.translations });
for (const p of require('fs').readFileSync('/tmp/pw.txt','utf8').split('\n').filter(Boolean)) { const s = z.check(p).score; if (s < 3 && p.length >= 8) console.log(s, JSON.stringify(p)); }
