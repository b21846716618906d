import './define.js';
import { describeCorpus } from '../../test/corpus/harness.js';
import { buttonCorpus } from '../../test/corpus/button.corpus.js';

describeCorpus('button', buttonCorpus);
