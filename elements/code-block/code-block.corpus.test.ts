import './define.js';
import { describeCorpus } from '../../test/corpus/harness.js';
import { codeCorpus } from '../../test/corpus/code.corpus.js';

describeCorpus('code', codeCorpus);
