import './define.js';
import { describeCorpus } from '../../test/corpus/harness.js';
import { formCorpus } from '../../test/corpus/form.corpus.js';

describeCorpus('form', formCorpus);
